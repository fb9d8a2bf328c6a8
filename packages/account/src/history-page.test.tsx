import { expectNoAxeViolations } from '@nusa/vitest-config/axe';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HistoryPage } from './pages';
import { accountState, summary } from './test/fixtures';
import { renderAccount, useAccountTestSetup } from './test/render-account';

useAccountTestSetup();

const listOf = async (name = 'Daftar pesanan') =>
  within(await screen.findByRole('list', { name })).getAllByRole('article');

describe('HistoryPage', () => {
  it('shows each booking as the spec’s booking item, newest first', async () => {
    await renderAccount(<HistoryPage />, '/account/history');
    const [first] = await listOf();
    if (!first) throw new Error('no booking');
    const heading = within(first).getByRole('heading', { level: 2, name: 'No. pesanan INV-2026-000123' });
    expect(within(heading).getByRole('link')).toHaveAttribute('href', '/account/my-booking?code=NS7K2Q9A');
    expect(first).toHaveTextContent('Hotel Santika Seminyak');
    expect(first).toHaveTextContent('Kam, 24 Des 2026 – Sab, 26 Des 2026');
    expect(first).toHaveTextContent('Lunas / terkonfirmasi');
    expect(first).toHaveTextContent('TotalRp 1.700.000');
    expect(screen.getByText('3 dari 3 pesanan')).toBeInTheDocument();
  });

  it('asks for the first page once: the page starts it, the view finds it', async () => {
    const { api } = await renderAccount(<HistoryPage />, '/account/history');
    await listOf();
    const asked = api.requests.filter((r) => new URL(r.url).pathname === '/api/members/bookings');
    expect(asked.map((r) => new URL(r.url).search)).toEqual(['?perpage=10&page=1']);
  });

  it('filters by status and period through the API', async () => {
    const { user, api } = await renderAccount(<HistoryPage />, '/account/history');
    await listOf();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Menunggu pembayaran');
    await waitFor(async () => expect(await listOf()).toHaveLength(1));
    expect((await listOf())[0]).toHaveTextContent('Menunggu pembayaran');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Periode' }), 'Seminggu terakhir');
    await waitFor(() => expect(new URL(api.last().url).searchParams.get('period')).toBe('past_week'));
    expect(new URL(api.last().url).searchParams.get('status')).toBe('pending');
  });

  it('loads the next page on demand (infinite scroll falls back to the button)', async () => {
    const bookings = Array.from({ length: 12 }, (_, i) =>
      summary({ code: `NSCODE${i}`, number: `INV-${String(i).padStart(3, '0')}` }),
    );
    const { user } = await renderAccount(<HistoryPage />, '/account/history', accountState({ bookings }));
    expect(await listOf()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Muat lebih banyak' }));
    await waitFor(async () => expect(await listOf()).toHaveLength(12));
    expect(screen.queryByRole('button', { name: 'Muat lebih banyak' })).not.toBeInTheDocument();
  });

  it('leads to the search when there are no bookings', async () => {
    await renderAccount(<HistoryPage />, '/account/history', accountState({ bookings: [] }));
    expect(await screen.findByRole('heading', { name: 'Belum ada pesanan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cari hotel' })).toHaveAttribute('href', '/');
  });

  it('says when a filter matches nothing', async () => {
    const { user } = await renderAccount(<HistoryPage />, '/account/history');
    await listOf();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Kedaluwarsa');
    expect(await screen.findByRole('heading', { name: 'Tidak ada pesanan yang cocok' })).toBeInTheDocument();
  });

  it('speaks English and has no axe violations', async () => {
    await renderAccount(<HistoryPage />, '/account/history', accountState(), { lang: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My bookings' })).toBeInTheDocument();
    const [first] = await listOf('Bookings');
    expect(first).toHaveTextContent('Paid / confirmed');
    await expectNoAxeViolations();
  });
});
