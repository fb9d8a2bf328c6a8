import type { Lang } from '@nusa/i18n/languages';
import { expectNoAxeViolations } from '@nusa/vitest-config/axe';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BookingPage } from './pages';
import { accountState, booking, nonRefundableQuote } from './test/fixtures';
import { renderAccount, useAccountTestSetup } from './test/render-account';

useAccountTestSetup();

// jsdom has no blob URLs; the downloads (voucher, calendar) are checked through what they hand to the browser.
const saved: { blob: Blob; name: string }[] = [];
beforeEach(() => {
  saved.length = 0;
  let current: Blob | null = null;
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      current = blob;
      return 'blob:test';
    }),
    revokeObjectURL: vi.fn(),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(this: HTMLAnchorElement) {
    if (current) saved.push({ blob: current, name: this.download });
  });
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

const open = (code: string, state = accountState(), lang: Lang = 'id') =>
  renderAccount(<BookingPage />, `/account/my-booking?code=${code}`, state, { lang });

describe('BookingPage', () => {
  it('shows the booking: code, number, time, status, payment, the stay and the hotel link', async () => {
    const { api } = await open('NS7K2Q9A');
    const summary = await screen.findByRole('region', { name: /Kode pemesanan/ });
    expect(summary).toHaveTextContent('NS7K2Q9A');
    expect(summary).toHaveTextContent('INV-2026-000123');
    expect(summary).toHaveTextContent('Jum, 20 Nov 2026 09:15 WIB');
    // Started by the page beside its view's chunk, and not asked again by the view.
    expect(
      api.requests.filter((r) => new URL(r.url).pathname === '/api/members/bookings/NS7K2Q9A'),
    ).toHaveLength(1);
    expect(summary).toHaveTextContent('Lunas / terkonfirmasi');
    expect(summary).toHaveTextContent('Virtual account (BCA)');
    const stay = screen.getByRole('region', { name: 'Detail menginap' });
    expect(within(stay).getByRole('link', { name: 'Hotel Santika Seminyak' })).toHaveAttribute(
      'href',
      '/hotel/product/indonesia/bali/seminyak/hotel-santika-seminyak/12',
    );
    expect(stay).toHaveTextContent('Kam, 24 Des 2026, mulai 14:00');
    expect(stay).toHaveTextContent('2 dewasa, 1 anak');
    expect(stay).toHaveTextContent(
      '1 tempat tidur besar, Lantai atas, Kamar bebas asap rokok, Tiba larut malam',
    );
    expect(stay).toHaveTextContent('Gratis pembatalan hingga 22 Des 2026');
  });

  it('lists only the price rows that apply, with the total', async () => {
    await open('NS7K2Q9A');
    const prices = await screen.findByRole('region', { name: 'Rincian harga' });
    expect(prices).toHaveTextContent('SubtotalRp 1.500.000');
    expect(prices).toHaveTextContent('Diskon promo-Rp 170.000');
    expect(prices).toHaveTextContent('Total pembayaranRp 1.530.000');
    expect(prices).not.toHaveTextContent('Diskon voucher');
    expect(prices).not.toHaveTextContent('Biaya layanan');
    expect(prices).not.toHaveTextContent('cicilan');
  });

  it('draws the tracking timeline with reached and coming steps', async () => {
    await open('NS7K2Q9A');
    const steps = within(await screen.findByRole('region', { name: 'Lacak pesanan' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((s) => s.textContent)).toEqual([
      expect.stringContaining('Pesanan dibuat(selesai)'),
      expect.stringContaining('Pembayaran diterima(selesai)'),
      expect.stringContaining('Dikonfirmasi hotel(selesai)'),
      'Menginap(belum)',
      'Selesai(belum)',
    ]);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
  });

  it('shows a pending payment’s instructions, time left and the way back to paying', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T03:30:00Z'));
    await open('NS5PEND1');
    const payment = await screen.findByRole('region', { name: 'Selesaikan pembayaran' });
    expect(within(payment).getByRole('timer')).toHaveTextContent('30:00');
    expect(payment).toHaveTextContent('1234567890123');
    expect(within(payment).getByRole('link', { name: 'Lanjutkan pembayaran' })).toHaveAttribute(
      'href',
      '/checkout?cart=0f5d3c7e-2b1a-4e8f-9c6d-5a4b3c2d1e0f',
    );
    // No voucher before the booking is confirmed.
    expect(screen.queryByRole('button', { name: /e-voucher/ })).not.toBeInTheDocument();
  });

  it('downloads the e-voucher with the member’s token', async () => {
    const { user, api } = await open('NS7K2Q9A');
    await user.click(await screen.findByRole('button', { name: 'Unduh e-voucher (PDF)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('e-voucher-NS7K2Q9A.pdf');
    expect(await saved[0]?.blob.text()).toBe('%PDF-1.7 NS7K2Q9A');
    expect(api.calls('/api/members/bookings/NS7K2Q9A/voucher')[0]?.headers.get('Authorization')).toBe(
      'Bearer member-token',
    );
  });

  it('adds the stay to the calendar as an .ics file', async () => {
    const { user } = await open('NS7K2Q9A');
    await user.click(await screen.findByRole('button', { name: 'Tambah ke kalender' }));
    expect(saved[0]?.name).toBe('nusa-stay-NS7K2Q9A.ics');
    const ics = (await saved[0]?.blob.text()) ?? '';
    expect(ics).toContain('DTSTART;TZID=Asia/Jakarta:20261224T140000');
    expect(ics).toContain('DTEND;TZID=Asia/Jakarta:20261226T120000');
  });

  it('shares to WhatsApp and writes to support about this booking', async () => {
    await open('NS7K2Q9A');
    const share = await screen.findByRole('link', { name: 'Bagikan ke WhatsApp' });
    const text = new URL(share.getAttribute('href') ?? '').searchParams.get('text');
    expect(text).toBe(
      'Pesanan hotel saya di Nusa Stay: Hotel Santika Seminyak, Kam, 24 Des 2026 – Sab, 26 Des 2026. Kode pemesanan: NS7K2Q9A',
    );
    expect(screen.getByRole('link', { name: 'Hubungi layanan pelanggan' }).getAttribute('href')).toMatch(
      /^mailto:cs@nusastay\.id\?subject=Bantuan%20untuk%20pesanan%20NS7K2Q9A/,
    );
  });

  it('cancels a refundable booking after a confirmation stating the refund', async () => {
    const { user, api } = await open('NS7K2Q9A');
    await user.click(await screen.findByRole('button', { name: 'Batalkan pesanan' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Batalkan pesanan ini?' });
    expect(dialog).toHaveTextContent('Dana yang dikembalikan: Rp 1.530.000.');
    await user.click(within(dialog).getByRole('button', { name: 'Ya, batalkan' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: /Kode pemesanan/ })).toHaveTextContent('Dibatalkan');
    expect(screen.getByRole('region', { name: 'Pengembalian dana' })).toHaveTextContent('Rp 1.530.000');
    const steps = within(screen.getByRole('region', { name: 'Lacak pesanan' })).getAllByRole('listitem');
    expect(steps.at(-1)).toHaveTextContent('Dana dikembalikan(belum)');
    const post = api.requests.find((r) => r.method === 'POST');
    expect(post?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says why a non-refundable booking cannot be cancelled', async () => {
    await open('NS7K2Q9A', accountState({ quotes: { NS7K2Q9A: nonRefundableQuote } }));
    const section = await screen.findByRole('region', { name: 'Pembatalan' });
    expect(section).toHaveTextContent('tidak dapat dikembalikan (non-refundable)');
    expect(screen.queryByRole('button', { name: 'Batalkan pesanan' })).not.toBeInTheDocument();
  });

  it('says when the booking is not found (or another member’s)', async () => {
    await open('NSNOPE00');
    expect(await screen.findByRole('heading', { name: 'Pesanan tidak ditemukan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lihat pesanan saya' })).toHaveAttribute(
      'href',
      '/account/history',
    );
  });

  it('speaks English and has no axe violations', async () => {
    await open('NS7K2Q9A', accountState({ details: [booking({ status: 'completed' })] }), 'en');
    expect(await screen.findByRole('region', { name: 'Price details' })).toHaveTextContent('Total payment');
    await expectNoAxeViolations();
  });

  it("names the payment method in the member's language (the names shared with the checkout)", async () => {
    const paidBy = booking({ payment_method: 'e_wallet', payment_channel: 'gopay' });
    await open('NS7K2Q9A', accountState({ details: [paidBy] }), 'en');
    expect(await screen.findByRole('region', { name: /Booking code/ })).toHaveTextContent('E-wallet (GoPay)');
  });
});
