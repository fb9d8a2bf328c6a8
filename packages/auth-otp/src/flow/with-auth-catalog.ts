import { catalogGate } from '@nusa/i18n/catalog-gate';
import { authCatalog } from './auth-catalog';

/** Renders `children` once the auth catalog of the active language is loaded (modals, pages, stories). */
export const WithAuthCatalog = catalogGate(authCatalog);
