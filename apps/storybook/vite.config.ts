import { lingui } from '@lingui/vite-plugin';
import { nusaCatalogs } from '@nusa/lingui-config/catalogs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { storyPackageDirs } from './story-packages.ts';

export default defineConfig({
  plugins: [
    react(),
    // By path, as apps/web does, so the config also loads from another working directory (knip at the root).
    lingui({ macroTransform: true, configPath: `${import.meta.dirname}/lingui.config.ts` }),
    nusaCatalogs(storyPackageDirs),
  ],
});
