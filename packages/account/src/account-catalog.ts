// The page's copy (declared in lingui.config.ts), loaded with the page rather than on the first route.
import { defineCatalog } from '@nusa/i18n/catalog';
import { catalogGate } from '@nusa/i18n/catalog-gate';

export const accountCatalog = defineCatalog({
  id: () => import('./locales/account.id.po'),
  en: () => import('./locales/account.en.po'),
});

/** Renders its children once the catalog of the active language is merged. */
export const WithAccountCatalog = catalogGate(accountCatalog);
