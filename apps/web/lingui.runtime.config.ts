// Used by @lingui/vite-plugin at build and test time: every catalog that this app and its @nusa/* dependencies
// declare in their lingui.config.ts, so the plugin compiles whichever .po file the app imports (first-route
// catalogs through `virtual:nusa-catalogs`, lazy ones from the packages' own code).
// `lingui extract` never reads this file (it looks for lingui.config.ts).
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundlerLinguiConfig, dependencyPackages } from '@nusa/lingui-config/catalogs';

export default bundlerLinguiConfig(dependencyPackages(dirname(fileURLToPath(import.meta.url))));
