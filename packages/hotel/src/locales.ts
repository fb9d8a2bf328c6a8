// This package's first-route catalog as a published entry, for an app outside the monorepo. Inside it, the shell
// and Storybook find src/locales through lingui.config.ts (@nusa/lingui-config/catalogs) and never import this.
import { defineCatalog } from '@nusa/i18n/catalog';

export const hotelCatalog = defineCatalog({
  id: () => import('./locales/id.po'),
  en: () => import('./locales/en.po'),
});

/** The messages of a language: `hotelCatalog.load`, under the entry's first name. */
export const loadHotelMessages = hotelCatalog.load;
