import type { UserConfig } from 'vite';

export interface LibraryConfigOptions {
  /** The package folder: `new URL('.', import.meta.url)` in its vite.config.ts, or a path. */
  root: string | URL;
  /**
   * Compile Lingui macros and `.po` catalogs. Defaults to whether the package has a lingui.config.ts;
   * `true` without one is an error.
   */
  lingui?: boolean;
  /**
   * What to build. `'exports'` (default): every script target of package.json `exports`, with a `*` expanded
   * over the files it matches (one path segment), leaving out subpaths published with only `types` and
   * stylesheets (a `.css` export is copied to its publishConfig target instead). `'src'`: every top-level
   * src/*.ts(x) file. An object: entry name (path under dist/ without `.js`) → file relative to root.
   */
  entries?: 'exports' | 'src' | Record<string, string>;
}

/** Vite config that builds the package in `root` to dist/ as ESM for publishing. */
export function libraryConfig(options: LibraryConfigOptions): UserConfig;
