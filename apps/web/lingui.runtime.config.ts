// Used by @lingui/vite-plugin at build and test time: the same preset, but the catalog list also covers every
// @nusa/* dependency with catalogs, so the plugin can compile their .po files when the shell imports them.
// `lingui extract` never reads this file (it looks for lingui.config.ts).
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { linguiPreset } from '@nusa/lingui-config';
import { catalogPackages } from './config/catalogs.ts';

const appRoot = dirname(fileURLToPath(import.meta.url));

export default linguiPreset({
  catalogs: catalogPackages(appRoot).map((pkg) => ({
    path: `${pkg.dir}/src/locales/{locale}`,
    include: [`${pkg.dir}/src`],
    exclude: ['**/*.test.*', '**/*.stories.*'],
  })),
});
