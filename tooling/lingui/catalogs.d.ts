import type { CatalogConfig, LinguiConfig } from '@lingui/conf';

export interface PackageCatalogs {
  dir: string;
  locales: string[];
  /** Every catalog the package declares, paths resolved. */
  catalogs: CatalogConfig[];
  /** Its `src/locales/{locale}` catalog, which an app loads before its first render; null when it has none. */
  firstRoute: CatalogConfig | null;
}

/** The catalogs the package at `dir` declares in its lingui.config.ts, or null without one. */
export function packageCatalogs(dir: string): PackageCatalogs | null;

/** The app's `@nusa/*` runtime dependencies (workspace links resolved), then the app itself. */
export function dependencyPackages(appRoot: string): string[];

/**
 * Package folders matching `patterns`, in the order of the patterns. The globs are relative to `base`: a folder,
 * or a module's `import.meta.url` for that module's folder.
 */
export function packagesMatching(patterns: string[], base: string | URL): string[];

/** The Lingui config for a bundler of these packages (@lingui/vite-plugin): every catalog they declare. */
export function bundlerLinguiConfig(dirs: string[]): LinguiConfig;

/**
 * Vite plugin serving `virtual:nusa-catalogs`: one `defineCatalog` (@nusa/i18n/catalog) per package of `dirs`
 * with a first-route catalog, in that order. Typed structurally so this package needs no Vite dependency.
 */
export function nusaCatalogs(dirs: string[]): {
  name: string;
  resolveId(id: string): string | undefined;
  load(id: string): string | undefined;
};
