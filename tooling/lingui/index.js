// Shared Lingui preset: Indonesian is the source language (copy is written in Indonesian in the code) and
// the fallback; English is offered. Each package keeps its own catalogs so a feature ships its translations
// with it, and declares all of them here, in one call from its lingui.config.ts: `lingui extract` and every
// bundler (the package's tests and build, the web shell, Storybook) then read the same list.
import { formatter } from '@lingui/format-po';

/**
 * The first-route catalog: an app loads every package's `src/locales/{locale}.po` before its first render
 * (see ./catalogs.js), so only copy that the first screens need should land in it.
 */
export const FIRST_ROUTE_CATALOG = 'src/locales/{locale}';
const NOT_SHIPPED = ['**/*.test.*', '**/*.stories.*'];
const inPackage = (path) => `<rootDir>/${path}`;

export function linguiPreset({ lazy = [], firstRoute = true, ...overrides } = {}) {
  const lazyCatalogs = lazy.map((catalog) => ({
    path: inPackage(`${catalog.path}.{locale}`),
    include: catalog.include.map(inPackage),
    exclude: [...NOT_SHIPPED, ...(catalog.exclude ?? []).map(inPackage)],
  }));
  // A message belongs to one catalog: what a lazy catalog claims stays off the first route.
  const firstRouteCatalog = {
    path: inPackage(FIRST_ROUTE_CATALOG),
    include: [inPackage('src')],
    exclude: [...NOT_SHIPPED, ...lazy.flatMap((catalog) => catalog.include.map(inPackage))],
  };
  return {
    locales: ['id', 'en'],
    sourceLocale: 'id',
    fallbackLocales: { default: 'id' },
    catalogs: [...(firstRoute ? [firstRouteCatalog] : []), ...lazyCatalogs],
    format: formatter({ lineNumbers: false }),
    orderBy: 'messageId',
    ...overrides,
  };
}
