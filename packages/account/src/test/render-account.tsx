// An account page in the kit's router harness over the stateful fake API (./fixtures), with its catalog.
import { setApiClient } from '@nusa/api-client/client';
import type { Lang } from '@nusa/i18n/languages';
import { testCatalogs } from '@nusa/test-kit/i18n';
import { type RenderRouteOptions, renderRoute } from '@nusa/test-kit/router-harness';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { accountCatalog } from '../account-catalog';
import { type AccountState, accountApi, accountState, installFakeApi, member } from './fixtures';

/** The route ids (as the route contract declares them) of the account pages. */
const ROUTE_IDS = [
  '/account',
  '/account/history',
  '/account/my-booking',
  '/account/password',
  '/account/profile',
  '/account/review',
  '/account/review/$product/{-$id}',
] as const;

const copy = testCatalogs([accountCatalog]);

/** Call once per test file: loads the catalog, stubs scrolling, and resets the API client after each test. */
export function useAccountTestSetup() {
  beforeAll(copy.load);
  // The router restores the scroll position on navigation; jsdom has no scrolling.
  beforeEach(() => vi.spyOn(window, 'scrollTo').mockImplementation(() => {}));
  afterEach(() => {
    setApiClient(undefined);
    vi.restoreAllMocks();
    vi.useRealTimers();
  });
}

/** Renders `page` at `path` for the signed-in member; `routeIds` limits where it renders (others show their path). */
export async function renderAccount(
  page: ReactNode,
  path: string,
  state: AccountState = accountState(),
  {
    lang = 'id',
    routeIds,
    ...options
  }: { lang?: Lang; routeIds?: readonly string[] } & Omit<
    RenderRouteOptions,
    'path' | 'i18n' | 'routeIds'
  > = {},
) {
  const api = installFakeApi(accountApi(state));
  const view = await renderRoute(page, {
    path,
    routeIds: routeIds ?? ROUTE_IDS,
    session: member,
    i18n: copy.i18n(lang),
    ...options,
  });
  return { ...view, api, state };
}
