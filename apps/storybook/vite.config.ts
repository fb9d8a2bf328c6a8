import { lingui } from '@lingui/vite-plugin';
import { nusaCatalogs } from '@nusa/lingui-config/catalogs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { storyPackageDirs } from './story-packages.ts';

export default defineConfig({
  plugins: [react(), lingui({ macroTransform: true }), nusaCatalogs(storyPackageDirs)],
});
