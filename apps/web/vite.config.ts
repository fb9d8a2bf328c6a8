import { lingui } from '@lingui/vite-plugin';
import { dependencyPackages, nusaCatalogs } from '@nusa/lingui-config/catalogs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { startAfterPaint } from './config/start-after-paint.ts';

const appRoot = import.meta.dirname;
// The API runs on 3001 in development; in production apps/api serves this build and the API from one origin.
const devApi = 'http://localhost:3001';

export default defineConfig({
  plugins: [
    react(),
    lingui({ macroTransform: true, configPath: `${appRoot}/lingui.runtime.config.ts` }),
    nusaCatalogs(dependencyPackages(appRoot)),
    startAfterPaint(),
  ],
  resolve: {
    alias: [
      // React 19 has useSyncExternalStore built in: drop the pre-18 shims that libraries still import.
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: `${appRoot}/config/use-sync-external-store-shim.ts`,
      },
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector.js',
      },
    ],
  },
  server: {
    proxy: {
      '/api-country-code': devApi,
      '/api': devApi,
      '/media': devApi,
      '/__dev': devApi,
    },
  },
  preview: {
    proxy: { '/api-country-code': devApi, '/api': devApi, '/media': devApi },
  },
  build: {
    // Rolldown splits chunks at every dynamic import (pages, catalogs). Left alone it also moves modules that the
    // entry loads anyway (React, Redux Toolkit, the JSX runtime) into shared chunks as soon as a lazy page uses
    // them too: more requests on the first route and about 1 KiB gzip of cross-chunk import/export glue. One
    // group keeps every module the entry statically needs (`$initial`) in the entry chunk; lazy pages import
    // them from there.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] } } },
    target: 'es2022',
    // Every browser that runs es2022 modules except Safari < 17 supports <link rel=modulepreload> natively; there
    // the hint is simply skipped (a lost optimisation, not a failure), so the 0.5 KiB polyfill is not worth
    // shipping on the first route.
    modulePreload: { polyfill: false },
    // apps/api reads the manifest to add preload links for the home route's lazy chunks to `/`.
    manifest: true,
  },
});
