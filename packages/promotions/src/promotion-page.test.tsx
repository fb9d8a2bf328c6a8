import { setApiClient } from '@nusa/api-client/client';
import type { Lang } from '@nusa/i18n/languages';
import { rootRoute } from '@nusa/router/routes';
import { testCatalogs } from '@nusa/test-kit/i18n';
import { renderRoute } from '@nusa/test-kit/router-harness';
import { expectNoAxeViolations } from '@nusa/vitest-config/axe';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PromotionPage } from './promotion-page';
import { promotionsCatalog } from './promotions-catalog';
import {
  bankPromo,
  DETAIL_ROUTE_IDS,
  detailAnswers,
  endedPromo,
  guest,
  installFakeApi,
  listAnswers,
  upcomingPromo,
} from './test/fixtures';

const copy = testCatalogs([promotionsCatalog]);
beforeAll(copy.load);
// The shell gives the root route the app's 404 page (apps/web app-router.ts); here a stand-in.
beforeAll(() => rootRoute.update({ notFoundComponent: () => <h1>Halaman tidak ditemukan (404)</h1> }));
// The router restores the scroll position on navigation; jsdom has no scrolling.
beforeEach(() => vi.spyOn(window, 'scrollTo').mockImplementation(() => {}));
afterEach(() => {
  setApiClient(undefined);
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function renderDetail(path: string, responders: Parameters<typeof installFakeApi>, lang: Lang = 'id') {
  const api = installFakeApi(...responders);
  const view = await renderRoute(<PromotionPage />, {
    path,
    routeIds: DETAIL_ROUTE_IDS,
    session: guest,
    i18n: copy.i18n(lang),
  });
  return { ...view, api };
}

const open = (promotion = bankPromo, prefix = '/promotions') =>
  renderDetail(`${prefix}/${promotion.slug}`, [detailAnswers(promotion)]);

describe('PromotionPage', () => {
  it('shows an ongoing promotion: period, end, rules of its code, description, how to use and terms', async () => {
    await open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Diskon 15% dengan BCA Virtual Account' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('main')).not.toHaveAttribute('aria-busy');
    expect(screen.getByText('Periode promo: Sab, 07 Nov 2026 – Rab, 06 Jan 2027')).toBeInTheDocument();
    expect(screen.getByText('Sedang berlangsung')).toBeInTheDocument();
    expect(screen.getByText('Berakhir Rab, 06 Jan 2027 23:59 WIB')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).toBeNull();
    const rules = screen.getByRole('region', { name: 'Ketentuan kode' });
    expect(within(rules).getByText('Diskon').nextSibling).toHaveTextContent('15%, maksimal Rp 250.000');
    expect(within(rules).getByText('Minimal transaksi').nextSibling).toHaveTextContent('Rp 700.000');
    expect(within(rules).getByText('Metode pembayaran').nextSibling).toHaveTextContent(
      'Khusus Virtual Account BCA',
    );
    const how = screen.getByRole('region', { name: 'Cara menggunakan' });
    expect(within(how).getAllByRole('listitem')[0]).toHaveTextContent('Masuk atau daftar akun Nusa Stay.');
    expect(screen.getByRole('region', { name: 'Syarat dan ketentuan' })).toHaveTextContent(
      'satu kali per akun',
    );
    expect(screen.getByRole('link', { name: 'Lihat promo lainnya' })).toHaveAttribute('href', '/promotions');
  });

  it('lists the participating hotels with the price with the code, each opening the hotel for the stay', async () => {
    const { api } = await open();
    const hotels = await screen.findByRole('region', { name: 'Hotel partner' });
    const cards = await within(hotels).findAllByRole('article');
    expect(cards).toHaveLength(3);
    const [withCode, below, soldOut] = cards as [HTMLElement, HTMLElement, HTMLElement];
    const link = within(withCode).getByRole('link', { name: 'Hotel Menteng Raya' });
    expect(link.getAttribute('href')).toBe(
      '/hotel/product/indonesia/jakarta/menteng/hotel-menteng-raya/101?checkin=2026-11-23&checkout=2026-11-24&rooms=1&adults=2',
    );
    expect(withCode).toHaveTextContent('Harga tanpa promo Rp 900.000');
    expect(withCode).toHaveTextContent('Harga dengan kode promo Rp 765.000');
    expect(below).toHaveTextContent('Rp 450.000Di bawah minimal transaksi promo');
    expect(soldOut).toHaveTextContent('Kamar habis untuk tanggal ini');
    expect(hotels).toHaveTextContent('Harga per kamar per malam untuk Sen, 23 Nov 2026');
    // Spelled as the server's first answers spell it (apps/api first-paint.ts), or the landing asks again.
    const [request] = api.calls('/api/generals/landing-pages/kartu-kredit-bca-diskon-15/hotels');
    expect(new URL(request?.url ?? '').search).toBe('?perpage=12');
  });

  it('copies the code, shows the copied state and the success banner', async () => {
    const { user } = await open();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(await screen.findByRole('button', { name: 'Salin kode promo BCAHOTEL' }));
    expect(writeText).toHaveBeenCalledWith('BCAHOTEL');
    expect(await screen.findByRole('button', { name: 'Kode promo BCAHOTEL tersalin' })).toHaveTextContent(
      'Tersalin',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Kode promo berhasil disalin.');
  });

  it('says when the code could not be copied, and keeps it on screen', async () => {
    const { user } = await open();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(await screen.findByRole('button', { name: 'Salin kode promo BCAHOTEL' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Kode promo gagal disalin. Salin manual: BCAHOTEL',
    );
    expect(screen.getByRole('button', { name: 'Salin kode promo BCAHOTEL' })).toBeInTheDocument();
  });

  it('counts down to the start on the server clock, even when the phone clock is years off', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2031-05-05T05:05:05Z') });
    await open(upcomingPromo);
    const timer = await screen.findByRole('timer', { name: 'Promo dimulai dalam' });
    expect(timer).toHaveAccessibleDescription('1 hari 2 jam 3 menit 4 detik');
    expect(
      within(timer)
        .getAllByRole('listitem', { hidden: true })
        .map((li) => li.textContent),
    ).toEqual(['01Hari', '02Jam', '03Menit', '04Detik']);
    vi.setSystemTime(Date.now() + 2000);
    await waitFor(() => expect(timer).toHaveAccessibleDescription('1 hari 2 jam 3 menit 2 detik'), {
      timeout: 3000,
    });
    expect(screen.queryByText('Sedang berlangsung')).toBeNull();
    // When the countdown ends, the promotion is ongoing.
    vi.setSystemTime(Date.now() + (((24 + 2) * 60 + 3) * 60 + 2) * 1000);
    expect(await screen.findByText('Sedang berlangsung', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('keeps an ended promotion readable, says it has ended and offers no copy', async () => {
    await open(endedPromo);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'BCA Libur Akhir Tahun' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Promo telah berakhir')).toBeInTheDocument();
    expect(screen.getByTestId('promo-code')).toHaveTextContent('BCAAKHIRTAHUN');
    expect(screen.queryByRole('button', { name: /Salin/ })).toBeNull();
    const hotels = await within(screen.getByRole('region', { name: 'Hotel partner' })).findAllByRole(
      'article',
    );
    expect(hotels[1]).not.toHaveTextContent('minimal transaksi');
  });

  it('shows the 404 page for an unknown slug', async () => {
    await renderDetail('/promotions/no-such-promo', [detailAnswers(bankPromo)]);
    expect(await screen.findByRole('heading', { name: 'Halaman tidak ditemukan (404)' })).toBeInTheDocument();
  });

  it('serves the app web view: the same promotion without the way back, the list without a slug', async () => {
    await open(bankPromo, '/promotions/mobiles');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Diskon 15% dengan BCA Virtual Account' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Lihat promo lainnya' })).toBeNull();
  });

  it('lists the promotions in the app web view, each opening the web view', async () => {
    await renderDetail('/promotions/mobiles', [listAnswers]);
    expect(await screen.findByRole('link', { name: 'Early Bird Libur Lebaran' })).toHaveAttribute(
      'href',
      '/promotions/mobiles/early-bird-libur-lebaran',
    );
  });

  it('speaks English', async () => {
    await renderDetail(`/promotions/${bankPromo.slug}`, [detailAnswers(bankPromo)], 'en');
    expect(await screen.findByText('Ongoing')).toBeInTheDocument();
    expect(screen.getByText('Ends Wed, 06 Jan 2027 23:59 WIB')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy promo code BCAHOTEL' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    await open(upcomingPromo);
    await screen.findByRole('timer');
    await within(screen.getByRole('region', { name: 'Hotel partner' })).findAllByRole('article');
    await waitFor(() => expectNoAxeViolations());
  });
});
