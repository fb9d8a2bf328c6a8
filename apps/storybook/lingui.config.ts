// Storybook owns no copy: it compiles the macros and every catalog of the packages it shows.
import { bundlerLinguiConfig } from '@nusa/lingui-config/catalogs';
import { storyPackageDirs } from './story-packages.ts';

export default bundlerLinguiConfig(storyPackageDirs);
