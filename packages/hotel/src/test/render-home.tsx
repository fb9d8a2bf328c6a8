// The home page on the kit's router harness, for the home page's and "near me"'s tests: the page on '/', every
// other route showing "Halaman hasil: <path>", so a test can assert where a search went.
import type { I18n } from '@lingui/core';
import { renderRoute } from '@nusa/test-kit/router-harness';
import { HomePage } from '../home-page';
import type { TestStore } from './fixtures';

export async function renderHomePage(store: TestStore, i18n: I18n) {
  const { router, user } = await renderRoute(<HomePage />, {
    routeIds: ['/'],
    elsewhere: (pathname) => <p>Halaman hasil: {pathname}</p>,
    store,
    i18n,
  });
  return { store, router, user };
}
