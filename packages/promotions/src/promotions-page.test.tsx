import { setApiClient } from '@nusa/api-client/client';
import { testCatalogs } from '@nusa/test-kit/i18n';
import { renderRoute } from '@nusa/test-kit/router-harness';
import { expectNoAxeViolations } from '@nusa/vitest-config/axe';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { promotionsCatalog } from './promotions-catalog';
import { PromotionsPage } from './promotions-page';
import {
  empty,
  failing,
  installFakeApi,
  loaded,
  member,
  PAGE_PATH,
  pending,
  ROUTE_IDS,
} from './test/fixtures';

const copy = testCatalogs([promotionsCatalog]);
beforeAll(copy.load);
// The router restores the scroll position on navigation; jsdom has no scrolling.
beforeEach(() => vi.spyOn(window, 'scrollTo').mockImplementation(() => {}));
afterEach(() => {
  setApiClient(undefined);
  vi.restoreAllMocks();
});

async function renderPage(responders: Parameters<typeof installFakeApi>, lang: 'id' | 'en' = 'id') {
  const api = installFakeApi(...responders);
  const view = await renderRoute(<PromotionsPage />, {
    path: PAGE_PATH,
    routeIds: ROUTE_IDS,
    session: member,
    i18n: copy.i18n(lang),
  });
  return { ...view, api };
}

describe('PromotionsPage', () => {
  it('shows what the API answers', async () => {
    const { api } = await renderPage([loaded]);
    expect(screen.getByRole('heading', { level: 1, name: 'Promo' })).toBeInTheDocument();
    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Hari Raya Natal');
    expect(api.calls('/api/generals/holidays')).toHaveLength(1);
  });

  it('says it is loading while the API has not answered', async () => {
    await renderPage([pending]);
    expect(screen.getByRole('status')).toHaveTextContent('Memuat…');
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true');
  });

  it('shows an error with a way to try again', async () => {
    const { user, api } = await renderPage([failing]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Data tidak dapat dimuat');
    await user.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    await waitFor(() => expect(api.calls('/api/generals/holidays')).toHaveLength(2));
  });

  it('says when there is nothing to show', async () => {
    await renderPage([empty]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Belum ada data' })).toBeInTheDocument();
  });

  it('speaks English, and links home through the router', async () => {
    const { user, router } = await renderPage([loaded], 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Promotions' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Home' }));
    expect(await screen.findByText('Halaman lain: /')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('has no axe violations', async () => {
    await renderPage([loaded]);
    await screen.findByRole('list');
    await expectNoAxeViolations();
  });
});
