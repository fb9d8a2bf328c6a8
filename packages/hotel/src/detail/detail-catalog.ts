// The detail page's copy (declared in lingui.config.ts), loaded with the page rather than on the first route.
import { defineCatalog } from '@nusa/i18n/catalog';
import { catalogGate } from '@nusa/i18n/catalog-gate';

const detailCatalog = defineCatalog({
  id: () => import('./locales/detail.id.po'),
  en: () => import('./locales/detail.en.po'),
});

/** Renders `children` once the detail catalog of the active language is loaded (page and stories). */
export const WithDetailCatalog = catalogGate(detailCatalog);
