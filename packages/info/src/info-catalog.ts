// The page's copy (declared in lingui.config.ts), loaded with the page rather than on the first route.
import { defineCatalog } from '@nusa/i18n/catalog';
import { catalogGate } from '@nusa/i18n/catalog-gate';

export const infoCatalog = defineCatalog({
  id: () => import('./locales/info.id.po'),
  en: () => import('./locales/info.en.po'),
});

/** Renders its children once the catalog of the active language is merged. */
export const WithInfoCatalog = catalogGate(infoCatalog);
