// The results page's own Lingui catalog (lingui.results.config.ts → locales/results.{id,en}.ts), merged into the
// active i18n instance when the page needs it. The mechanism is shared with the detail page: ../catalog/lazy-catalog.tsx.
import { catalogLoader } from '../catalog/lazy-catalog';

export { hasMessages } from '../catalog/lazy-catalog';

export const loadResultsMessages = catalogLoader({
  id: () => import('./locales/results.id'),
  en: () => import('./locales/results.en'),
});
