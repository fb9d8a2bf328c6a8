import { setApiClient } from '@nusa/api-client/client';
import type { Lang } from '@nusa/i18n/languages';
import { testCatalogs } from '@nusa/test-kit/i18n';
import { renderRoute } from '@nusa/test-kit/router-harness';
import { expectNoAxeViolations } from '@nusa/vitest-config/axe';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { infoCatalog } from './info-catalog';
import {
  installFakeApi,
  promotionsEnded,
  promotionsFailing,
  promotionsLoaded,
  promotionsPending,
  ROUTES,
} from './test/fixtures';
import { TravelfairPage } from './travelfair-page';

const copy = testCatalogs([infoCatalog]);
beforeAll(copy.load);
beforeEach(() => vi.spyOn(window, 'scrollTo').mockImplementation(() => {}));
afterEach(() => {
  setApiClient(undefined);
  vi.restoreAllMocks();
});

async function renderPage(responder: Parameters<typeof installFakeApi>[0], lang: Lang = 'id') {
  const api = installFakeApi(responder);
  const view = await renderRoute(<TravelfairPage />, {
    path: ROUTES.travelfair,
    routeIds: [ROUTES.travelfair],
    i18n: copy.i18n(lang),
  });
  return { ...view, api };
}

describe('TravelfairPage', () => {
  it('lists the current promotions from the promotions API, each linked to its page', async () => {
    const { api, user, router } = await renderPage(promotionsLoaded);
    expect(screen.getByRole('heading', { level: 1, name: 'Nusa Stay Travel Fair' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Promo Travel Fair' });
    const items = within(list).getAllByRole('listitem');
    // The ended one is left out.
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Stay Hemat',
      'Jogja Istimewa',
      'Lebaran Hemat',
    ]);
    expect(items[0]).toHaveTextContent('Diskon 15%');
    expect(items[0]).toHaveTextContent('Kode: STAYHEMAT');
    expect(items[0]).toHaveTextContent('Berlaku sampai Kam, 31 Des 2026 23:59 WIB');
    expect(items[1]).toHaveTextContent('Potongan Rp 100.000');
    expect(items[2]).toHaveTextContent('Mulai Jum, 04 Des 2026 00:00 WIB');
    expect(new URL(api.calls('/api/generals/landing-pages')[0]?.url ?? '').searchParams.get('perpage')).toBe(
      '20',
    );
    await user.click(
      within(items[1] as HTMLElement).getByRole('link', { name: 'Lihat promo Jogja Istimewa' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/promotions/jogja-istimewa'));
  });

  it('says it is loading while the API has not answered', async () => {
    await renderPage(promotionsPending);
    expect(screen.getByRole('status')).toHaveTextContent('Memuat promo…');
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true');
  });

  it('shows an error with a way to try again', async () => {
    const { user, api } = await renderPage(promotionsFailing);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Promo tidak dapat dimuat');
    await user.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    await waitFor(() => expect(api.calls('/api/generals/landing-pages')).toHaveLength(2));
  });

  it('says when the fair has nothing yet, and points to all promotions', async () => {
    await renderPage(promotionsEnded);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Belum ada promo Travel Fair' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lihat semua promo' })).toHaveAttribute('href', '/promotions');
  });

  it('speaks English and has no axe violations', async () => {
    await renderPage(promotionsLoaded, 'en');
    const list = await screen.findByRole('list', { name: 'Travel Fair promotions' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(
      'Valid until Thu, 31 Dec 2026 23:59 WIB',
    );
    await expectNoAxeViolations();
  });
});
