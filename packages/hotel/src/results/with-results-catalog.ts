import { catalogGate } from '@nusa/i18n/catalog-gate';
import { resultsCatalog } from './results-catalog';

/** Renders `children` once the results catalog of the active language is loaded (page and stories). */
export const WithResultsCatalog = catalogGate(resultsCatalog);
