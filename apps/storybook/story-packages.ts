// The workspace packages whose stories Storybook shows (.storybook/main.ts). Their catalogs are found, compiled and
// loaded the way the web shell finds its dependencies' (lingui.config.ts, vite.config.ts): the shell comes last,
// so its copy wins on a clash, as in the app.
import { packagesMatching } from '@nusa/lingui-config/catalogs';

export const STORY_PACKAGES = ['../../packages/*', '../web'];

export const storyPackageDirs = packagesMatching(STORY_PACKAGES, import.meta.url);
