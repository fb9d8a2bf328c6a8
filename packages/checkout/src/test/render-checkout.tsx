// The checkout page in the kit's router harness over the stateful fake API (./fixtures), with its catalog.
import { setApiClient } from '@nusa/api-client/client';
import type { Lang } from '@nusa/i18n/languages';
import { testCatalogs } from '@nusa/test-kit/i18n';
import { type RenderRouteOptions, renderRoute } from '@nusa/test-kit/router-harness';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { checkoutCatalog } from '../checkout-catalog';
import { CheckoutPage } from '../checkout-page';
import {
  type CheckoutState,
  checkoutApi,
  checkoutState,
  installFakeApi,
  member,
  ROUTE_IDS,
} from './fixtures';

const copy = testCatalogs([checkoutCatalog]);

/** Call once per test file: loads the catalog, stubs scrolling, and starts every test on a clean tab. */
export function useCheckoutTestSetup() {
  beforeAll(copy.load);
  // The router restores the scroll position on navigation; jsdom has no scrolling.
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    sessionStorage.clear();
  });
  afterEach(() => {
    setApiClient(undefined);
    vi.restoreAllMocks();
    vi.useRealTimers();
  });
}

export async function renderCheckout(
  path: string,
  state: CheckoutState = checkoutState(),
  { lang = 'id', ...options }: { lang?: Lang } & Omit<RenderRouteOptions, 'path' | 'i18n'> = {},
) {
  const api = installFakeApi(checkoutApi(state));
  const view = await renderRoute(<CheckoutPage />, {
    path,
    routeIds: ROUTE_IDS,
    session: member,
    i18n: copy.i18n(lang),
    ...options,
  });
  return { ...view, api, state };
}
