import { testCatalogs } from '@nusa/test-kit/i18n';
import { authCatalog } from '../flow/auth-catalog';

/**
 * The auth copy in both languages, loaded once per test file (`beforeAll(authCopy.load)`), so the flow's catalog
 * gate renders at once and render helpers stay synchronous.
 */
export const authCopy = testCatalogs([authCatalog]);
