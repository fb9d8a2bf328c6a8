// The auth feature's copy (declared in lingui.config.ts), loaded when a modal or page of the feature first
// renders; it never rides on the first route.
import { defineCatalog } from '@nusa/i18n/catalog';

export const authCatalog = defineCatalog({
  id: () => import('./locales/auth.id.po'),
  en: () => import('./locales/auth.en.po'),
});
