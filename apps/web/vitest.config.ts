import { lingui } from '@lingui/vite-plugin';
import { dependencyPackages, nusaCatalogs } from '@nusa/lingui-config/catalogs';
import { reactPreset } from '@nusa/vitest-config/react';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const appRoot = import.meta.dirname;

// The preset's own plugin list only knows this app's catalogs; tests load the real compiled catalogs of every
// package exactly as the build does.
const preset = reactPreset();

export default defineConfig({
  ...preset,
  test: {
    ...preset.test,
    // The build's own plugins (config/) have tests too.
    include: [preset.test?.include ?? [], 'config/**/*.test.ts'].flat(),
    setupFiles: [preset.test?.setupFiles ?? [], './src/test/setup.ts'].flat(),
  },
  plugins: [
    react(),
    lingui({ macroTransform: true, configPath: `${appRoot}/lingui.runtime.config.ts` }),
    nusaCatalogs(dependencyPackages(appRoot)),
  ],
});
