import type { LinguiConfig } from '@lingui/conf';

/** A catalog that the package's own code loads when it needs it (`defineCatalog` from `@nusa/i18n/catalog`). */
export interface LazyCatalog {
  /** Path of its .po files without the locale, from the package root: `src/results/locales/results`. */
  path: string;
  /** Sources whose messages it holds, from the package root; they leave the first-route catalog. */
  include: string[];
  /** Sources under `include` that it does not hold. */
  exclude?: string[];
}

export interface PresetOptions extends Partial<LinguiConfig> {
  /** Catalogs loaded with a page or a modal rather than on the first route. */
  lazy?: LazyCatalog[];
  /** `false` when the package has no first-route catalog (`src/locales/{locale}.po`): all its copy is lazy. */
  firstRoute?: boolean;
}

/** `src/locales/{locale}`: the catalog an app loads from every package before its first render. */
export const FIRST_ROUTE_CATALOG: string;

/**
 * The shared Lingui config: id (source and fallback) and en, PO format without line numbers, and the package's
 * catalogs: `src/locales/{locale}.po` for the first route unless `firstRoute: false`, plus each `lazy` one.
 * Other fields of `options` replace the preset's.
 */
export function linguiPreset(options?: PresetOptions): LinguiConfig;
