import { setApiClient } from '@nusa/api-client/client';
import type { Lang } from '@nusa/i18n/languages';
import { testCatalogs } from '@nusa/test-kit/i18n';
import { renderRoute } from '@nusa/test-kit/router-harness';
import { expectNoAxeViolations } from '@nusa/vitest-config/axe';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { promotionsCatalog } from './promotions-catalog';
import { PromotionsPage } from './promotions-page';
import {
  emptyList,
  failingList,
  guest,
  installFakeApi,
  LIST_ROUTE_IDS,
  listAnswers,
  pending,
} from './test/fixtures';

const copy = testCatalogs([promotionsCatalog]);
beforeAll(copy.load);
// The router restores the scroll position on navigation; jsdom has no scrolling.
beforeEach(() => vi.spyOn(window, 'scrollTo').mockImplementation(() => {}));
afterEach(() => {
  setApiClient(undefined);
  vi.restoreAllMocks();
});

async function renderList(responder: Parameters<typeof installFakeApi>[0], lang: Lang = 'id') {
  const api = installFakeApi(responder);
  const view = await renderRoute(<PromotionsPage />, {
    path: '/promotions',
    routeIds: LIST_ROUTE_IDS,
    session: guest,
    i18n: copy.i18n(lang),
  });
  return { ...view, api };
}

describe('PromotionsPage', () => {
  it('shows every current promotion as a card with its picture, title, period and an upcoming badge', async () => {
    const { api } = await renderList(listAnswers);
    expect(screen.getByRole('heading', { level: 1, name: 'Promo' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Semua', selected: true })).toBeInTheDocument();
    const cards = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const [bank, upcoming] = cards as [HTMLElement, HTMLElement];
    expect(within(bank).getByRole('link', { name: 'Diskon 15% dengan BCA Virtual Account' })).toHaveAttribute(
      'href',
      '/promotions/kartu-kredit-bca-diskon-15',
    );
    expect(bank).toHaveTextContent('Periode promo Sab, 07 Nov 2026 – Rab, 06 Jan 2027');
    expect(within(bank).queryByText('Segera hadir')).toBeNull();
    expect(within(upcoming).getByText('Segera hadir')).toBeInTheDocument();
    expect(bank.querySelector('img')).toHaveAttribute('src', '/media/promo/promo-01-230.webp');
    // Spelled as the server's first answers spell it (apps/api first-paint.ts), or the landing asks again.
    expect(new URL(api.last().url).search).toBe('?category=all&perpage=50');
  });

  it('shows one category per tab', async () => {
    const { user, api } = await renderList(listAnswers);
    await screen.findByRole('list');
    await user.click(screen.getByRole('tab', { name: 'Promo Bank' }));
    await waitFor(() => expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Diskon 15% dengan BCA Virtual Account' })).toBeInTheDocument();
    expect(new URL(api.last().url).searchParams.get('category')).toBe('bank_promo');
    await user.click(screen.getByRole('tab', { name: 'Penawaran Spesial' }));
    expect(await screen.findByRole('link', { name: 'Early Bird Libur Lebaran' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Diskon 15% dengan BCA Virtual Account' })).toBeNull();
  });

  it('is busy while the API has not answered', async () => {
    await renderList(pending);
    expect(screen.getByRole('status')).toHaveTextContent('Memuat promo…');
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true');
  });

  it('shows an error with a way to try again', async () => {
    const { user, api } = await renderList(failingList);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Promo tidak dapat dimuat');
    await user.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    await waitFor(() => expect(api.calls('/api/generals/landing-pages')).toHaveLength(2));
  });

  it('says when there is no promotion', async () => {
    await renderList(emptyList);
    expect(await screen.findByRole('heading', { level: 2, name: 'Belum ada promo' })).toBeInTheDocument();
  });

  it('speaks English', async () => {
    await renderList(listAnswers, 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Promotions' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Bank Promos' })).toBeInTheDocument();
    expect(await screen.findByText('Coming soon')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Sat, 07 Nov 2026 – Wed, 06 Jan 2027');
  });

  it('has no axe violations', async () => {
    await renderList(listAnswers);
    await screen.findByRole('list');
    await expectNoAxeViolations();
  });
});
