import { lingui } from '@lingui/vite-plugin';
import { dependencyPackages, nusaCatalogs } from '@nusa/lingui-config/catalogs';
import type { PageKey } from '@nusa/router/routes';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileHints } from './config/compile-hints.ts';
import { type LandingKind, pageAssets } from './config/page-assets.ts';
import { startAfterPaint } from './config/start-after-paint.ts';

const appRoot = import.meta.dirname;
const packages = dependencyPackages(appRoot);

/**
 * The pages a visitor lands on that apps/api serves with preload hints (its src/http/preload.ts pageKindOf), by
 * their keys in the page bindings (src/pages.ts). Every key of a kind must bind the same page: the server sends
 * one set of hints per kind.
 */
const landings = {
  home: ['home'],
  results: ['hotel', 'hotelSearch', 'hotelCity', 'hotelCityArea', 'hotelPoi', 'hotelGroup'],
  detail: ['hotelProduct'],
  checkout: ['checkout'],
  promotions: ['promotions'],
  // One promotion, and the native app's web view (which shows the list when it names none).
  promotion: ['promotion', 'promotionsMobile'],
  // Member pages reached from links (a booking's e-mail, a shared link): their frames and their own view.
  accountHistory: ['accountHistory'],
  accountBooking: ['accountMyBooking'],
} as const satisfies Record<LandingKind, readonly PageKey[]>;

// The API runs on 3001 in development; in production apps/api serves this build and the API from one origin.
const devApi = 'http://localhost:3001';

export default defineConfig({
  plugins: [
    react(),
    lingui({ macroTransform: true, configPath: `${appRoot}/lingui.runtime.config.ts` }),
    nusaCatalogs(packages),
    startAfterPaint(),
    // dist/page-assets.json: what each landing page loads before it renders, for the server's preload hints.
    pageAssets({
      bindings: `${appRoot}/src/pages.ts`,
      landings,
      firstAnswers: '@nusa/api-client/first-answers',
      packages,
    }),
    compileHints(),
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
    // them too: more requests on the first route and about 1 KiB gzip of cross-chunk import/export glue. Two
    // groups keep every module the entry statically needs (`$initial`) in two chunks: `base` (React, the store's
    // libraries and the store), which the starter evaluates in a task of its own first, and the entry's; lazy
    // pages import them from there. The second chunk costs about 0.25 KiB gzip on the first route (each file
    // compresses on its own); evaluating the two in one task took a 4x-slowed phone 120-140 ms (issue 14).
    rolldownOptions: {
      output: {
        // Seven hash characters rather than eight (rolldown's minimum for our 65 chunks): the entry names the files
        // of the pages it can load and every chunk those it imports, so the names are bytes on the first route
        // (about 0.05 KiB gzip). 64^7 names leave a collision among our 170 files at odds of about 1 in 300
        // million per build.
        entryFileNames: 'assets/[name]-[hash:7].js',
        chunkFileNames: 'assets/[name]-[hash:7].js',
        assetFileNames: 'assets/[name]-[hash:7][extname]',
        codeSplitting: {
          groups: [
            // What the entry needs that the starter evaluates first, in a task of its own (src/boot/libraries.ts,
            // config/start-after-paint.ts): the entry's evaluation was the longest task of every page's start.
            {
              name: 'base',
              tags: ['$initial'],
              priority: 20,
              test: /node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?(react|react-dom|scheduler|@reduxjs\/toolkit|immer|redux|react-redux|redux-persist|reselect|redux-thunk)\/|\/src\/(boot\/libraries|store)\.ts$/,
            },
            { name: 'index', tags: ['$initial'], priority: 10 },
            // The small modules the home page shares with most other pages (button, text field, skeleton, the
            // date and money formats, the stay defaults): left alone, each different set of pages sharing them
            // makes a chunk of its own, and the home route loaded six chunks of 0.15-0.7 KiB (each with its
            // import glue) where one will do. Only these modules: their dependencies stay where they are.
            {
              name: 'primitives',
              includeDependenciesRecursively: false,
              test: /packages\/(ui-kit\/src\/(components\/(button|skeleton|text-field)|internal\/field)|i18n\/src\/(date-lite|format)|api-client\/src\/stay\/basics)\b/,
            },
          ],
        },
      },
    },
    target: 'es2022',
    // Every browser that runs es2022 modules except Safari < 17 supports <link rel=modulepreload> natively; there
    // the hint is simply skipped (a lost optimisation, not a failure), so the 0.5 KiB polyfill is not worth
    // shipping on the first route.
    modulePreload: {
      polyfill: false,
      // The entry lists, for every page it can load, the scripts that page imports, so they download in parallel
      // with the page's chunk. Kept for the pages reached from the first route (home, hotel results and detail)
      // and the sign-in modal; the other pages load theirs when their chunk runs (one more round trip on the way
      // there, and their landings get the server's preload hints: apps/api src/http/preload.ts), which keeps 21
      // file names out of the first route's JavaScript. Style sheets are always listed (Vite keeps them).
      resolveDependencies: (url, deps, ctx) =>
        ctx.hostType === 'js' &&
        /\/index-[\w-]+\.js$/.test(ctx.hostId) &&
        !/\/(home-page|hotel-results-page|hotel-detail-page|auth-flow-host)-/.test(`/${url}`)
          ? []
          : deps,
    },
  },
});
