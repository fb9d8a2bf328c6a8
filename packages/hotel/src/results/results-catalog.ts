// The results page's copy (declared in lingui.config.ts), loaded with the page rather than on the first route.
import { defineCatalog } from '@nusa/i18n/catalog';

export const resultsCatalog = defineCatalog({
  id: () => import('./locales/results.id.po'),
  en: () => import('./locales/results.en.po'),
});
