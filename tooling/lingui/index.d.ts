import type { LinguiConfig } from '@lingui/conf';

/**
 * The shared Lingui config: id (source and fallback) and en, catalogs in `src/locales/{locale}.po`, PO
 * format without line numbers. `overrides` replace top-level fields (e.g. `catalogs`).
 */
export function linguiPreset(overrides?: Partial<LinguiConfig>): LinguiConfig;
