// knip: unused files, exports and dependencies across the workspace (`pnpm lint:knip`, part of `npm test`).
// Entry points are found by knip itself: each workspace's package.json `exports` and `scripts` (apps/api's
// src/main.ts and seed CLI, the root's tooling/*.mjs, apps/web's budget script), and the configs of the tools it
// has plugins for (Vite, Vitest and their test files, Storybook and every *.stories.tsx, Playwright and the e2e
// specs, Lingui, Drizzle, Biome, Changesets, Turborepo and turbo/generators). Listed below is only what those
// cannot see; every entry and `ignore*` says why the thing is used after all.
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  workspaces: {
    '.': {
      // scripts/bootstrap.mjs starts `scripts/<task>.mjs` by a computed file name.
      entry: ['scripts/*.mjs'],
      // tooling/lint/check-boundaries.mjs runs madge as a binary (node_modules/.bin/madge) on each package;
      // tooling/bench/lighthouse.mjs bundles the floor page with the esbuild of the floor's own install
      // (.cache/perf-floor/node_modules), not one of ours.
      ignoreDependencies: ['madge', 'esbuild'],
    },
    'apps/web': {
      entry: [
        // Loaded by path, not imported: Lingui's `configPath` (vite.config.ts, vitest.config.ts) and the
        // use-sync-external-store resolve alias (vite.config.ts).
        'lingui.runtime.config.ts',
        'config/use-sync-external-store-shim.ts',
        // Served as it is from public/; it imports the entry after the first paint (config/start-after-paint.ts).
        'public/start.js',
        // start.js's stand-in on pages whose loading shell has pictures (apps/api src/http/preload.ts).
        'public/start-after-picture.js',
      ],
    },
    'apps/storybook': {
      // @lingui/vite-plugin reads it by path (vite.config.ts); knip's Lingui plugin only looks for it where
      // @lingui/cli is installed.
      entry: ['lingui.config.ts'],
    },
    'packages/router': {
      // Named only by the published declarations (tsc writes router-core types into dist/*.d.ts for the inferred
      // router and route types). knip reads those only once dist/ is built (`npm test` runs it before the build);
      // after a build it prints a hint to drop this line, which does not fail the run.
      ignoreDependencies: ['@tanstack/router-core'],
    },
    'packages/*': {},
    'tooling/*': {},
    openapi: {},
  },
  ignoreIssues: {
    // Modules loaded with React.lazy or a route's lazy import need a default export; tests, stories and static
    // importers use the named one. For the package entries both are the documented API (package READMEs).
    'apps/web/src/pages/error-page-view.tsx': ['duplicates'],
    'packages/auth-otp/src/flow/auth-flow-host.tsx': ['duplicates'],
    'packages/hotel/src/{home,results,detail}-page.tsx': ['duplicates'],
    'packages/hotel/src/search-form/{date-sheet,guests-sheet,suggestions-source}.tsx': ['duplicates'],
  },
};

export default config;
