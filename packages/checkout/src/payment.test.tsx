import { PAYMENT_POLL_MS } from '@nusa/api-client/queries/carts';
import { json } from '@nusa/test-kit/fake-fetch';
import { expectNoAxeViolations } from '@nusa/vitest-config/axe';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  CART_ID,
  CART_PATH,
  checkoutState,
  makePayment,
  PAYMENT_ID,
  paidCart,
  payingCart,
  readyCart,
} from './test/fixtures';
import type { Payment } from './model/types';
import { renderCheckout, useCheckoutTestSetup } from './test/render-checkout';

useCheckoutTestSetup();

/** From the saved details (a cart ready for payment) to the methods step. */
async function toMethods(state = checkoutState(readyCart())) {
  const view = await renderCheckout(CART_PATH, state);
  await screen.findByRole('region', { name: 'Tinjau pesanan hotel' });
  await view.user.click(screen.getByRole('button', { name: 'Bayar' }));
  await screen.findByRole('heading', { name: 'Pilih metode pembayaran' });
  return view;
}

const methods = () => screen.getByRole('region', { name: 'Pilih metode pembayaran' });

describe('choosing how to pay', () => {
  it('groups the cart’s payment options, with instalments for a card', async () => {
    const { user } = await toMethods();
    const groups = within(methods()).getAllByRole('group');
    expect(groups.map((g) => g.querySelector('legend')?.textContent)).toEqual([
      'Virtual account',
      'Dompet digital',
      'QRIS',
      'Kartu kredit',
      'Bayar di hotel',
    ]);
    expect(
      within(groups[0] as HTMLElement)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['BCA', 'Mandiri', 'BNI', 'BRI', 'PermataBank']);
    await user.click(screen.getByRole('radio', { name: 'Kartu kredit' }));
    const plans = screen.getByRole('combobox', { name: 'Cicilan' });
    expect(
      within(plans)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Bayar penuh',
      '3 bulan × Rp 812.000 (biaya Rp 36.000)',
      '6 bulan × Rp 412.000 (biaya Rp 72.000)',
      '12 bulan × Rp 212.000 (biaya Rp 144.000)',
    ]);
    await user.selectOptions(plans, '6');
    expect(screen.getByRole('button', { name: 'Bayar Rp 2.472.000' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('offers pay at hotel only when the cart does', async () => {
    const cart = readyCart();
    cart.payment_options = cart.payment_options.filter((o) => o.method !== 'pay_at_hotel');
    await toMethods(checkoutState(cart));
    expect(screen.queryByRole('radio', { name: 'Bayar saat check-in' })).not.toBeInTheDocument();
  });

  it('leaves out what an applied bank promo is not for', async () => {
    const cart = readyCart({
      promo: {
        code: 'BCAHEMAT',
        title: 'Diskon BCA',
        discount: 100_000,
        restricted_to: { methods: ['virtual_account'], channels: ['bca'] },
      },
    });
    await toMethods(checkoutState(cart));
    expect(screen.getByRole('radio', { name: 'BCA' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'Mandiri (promo tidak berlaku)' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'QRIS (promo tidak berlaku)' })).toBeDisabled();
  });

  it('asks for a choice before paying', async () => {
    const { user, api } = await toMethods();
    await user.click(screen.getByRole('button', { name: 'Bayar Rp 2.400.000' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Pilih salah satu metode pembayaran di atas.');
    expect(api.calls('/api-payments')).toHaveLength(0);
  });

  it('on a changed price (409), reads the cart again and says the new total', async () => {
    const state = checkoutState(readyCart());
    state.paymentAnswer = () => {
      state.paymentAnswer = undefined;
      state.cart.price_details = { ...state.cart.price_details, taxes_and_fees: 500_000, total: 2_500_000 };
      return json({ message: 'Harga berubah.', code: 'price_changed' }, { status: 409 });
    };
    const { user, api } = await toMethods(state);
    await user.click(screen.getByRole('radio', { name: 'BCA' }));
    await user.click(screen.getByRole('button', { name: 'Bayar Rp 2.400.000' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Harga pesanan berubah. Total yang harus dibayar sekarang Rp 2.500.000. Periksa lalu bayar lagi.',
    );
    // The alert is set as the fresh cart arrives; the cart's observers hear of it a task later (Query batches
    // its notifications), so the button's new total is waited for rather than expected in the same render.
    await user.click(await screen.findByRole('button', { name: 'Bayar Rp 2.500.000' }));
    await screen.findByRole('heading', { name: 'Selesaikan pembayaran' });
    const [refused, paid] = api.calls('/api-payments');
    expect((await refused?.json())?.amount).toBe(2_400_000);
    expect((await paid?.json())?.amount).toBe(2_500_000);
    // Another request, another key: the refused one must not answer the new payment.
    expect(paid?.headers.get('Idempotency-Key')).not.toBe(refused?.headers.get('Idempotency-Key'));
  });

  it('retries a payment whose answer was lost with the same Idempotency-Key', async () => {
    const state = checkoutState(readyCart());
    state.paymentAnswer = () => {
      state.paymentAnswer = undefined;
      return Promise.reject(new TypeError('Failed to fetch'));
    };
    const { user, api } = await toMethods(state);
    await user.click(screen.getByRole('radio', { name: 'QRIS' }));
    await user.click(screen.getByRole('button', { name: 'Bayar Rp 2.400.000' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Pembayaran belum dapat dibuat.');
    await user.click(screen.getByRole('button', { name: 'Bayar Rp 2.400.000' }));
    await screen.findByRole('heading', { name: 'Selesaikan pembayaran' });
    const keys = api.calls('/api-payments').map((r) => r.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
  });
});

describe('the payment page', () => {
  it('pays a virtual account: the amount shown, the number to copy, the bank’s guides, then the confirmation', async () => {
    const { user, api, state } = await toMethods();
    await user.click(screen.getByRole('radio', { name: 'BCA' }));
    await user.click(screen.getByRole('button', { name: 'Bayar Rp 2.400.000' }));
    const page = await screen.findByRole('region', { name: 'Selesaikan pembayaran' });
    expect(await api.calls('/api-payments')[0]?.json()).toEqual({
      cart_id: CART_ID,
      payment_method: 'virtual_account',
      channel: 'bca',
      amount: 2_400_000,
    });
    expect(page).toHaveTextContent('Total pembayaranRp 2.400.000');
    expect(within(page).getByRole('timer', { name: 'Bayar sebelum waktu habis' })).toHaveTextContent(
      /^2[34]:\d\d:\d\d$/,
    );
    expect(within(page).getByText('3901 0812 3456 7890')).toBeInTheDocument();

    await user.click(within(page).getByRole('button', { name: 'Salin nomor virtual account' }));
    expect(await navigator.clipboard.readText()).toBe('3901081234567890');
    expect(within(page).getByRole('button', { name: 'Salin nomor virtual account' })).toHaveTextContent(
      'Tersalin',
    );
    expect(within(page).getByText('nomor virtual account tersalin.')).toBeInTheDocument();

    const atm = within(page).getByRole('button', { name: 'ATM BCA' });
    const mobile = within(page).getByRole('button', { name: 'BCA mobile' });
    expect(atm).toHaveAttribute('aria-expanded', 'true');
    expect(mobile).toHaveAttribute('aria-expanded', 'false');
    expect(within(page).getByRole('region', { name: 'ATM BCA' })).toHaveTextContent(
      'Masukkan kartu ATM dan PIN.',
    );
    await user.click(mobile);
    expect(mobile).toHaveAttribute('aria-expanded', 'true');
    expect(atm).toHaveAttribute('aria-expanded', 'false');
    expect(within(page).getByRole('region', { name: 'BCA mobile' })).toHaveTextContent('m-Transfer');
    await expectNoAxeViolations();

    // The gateway tells the server; the page asks.
    state.cart = paidCart({ ...(state.cart.payment as Payment), status: 'paid' });
    await user.click(within(page).getByRole('button', { name: 'Cek status pembayaran' }));
    expect(await screen.findByText('NSB7K2QX')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Pembayaran berhasil, pemesanan dikonfirmasi' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('E-voucher sudah dikirim ke sari@example.com. Periksa juga folder spam.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lihat detail pemesanan' })).toHaveAttribute(
      'href',
      '/account/my-booking?code=NSB7K2QX',
    );
    await expectNoAxeViolations();
  });

  it('says when the number cannot be copied', async () => {
    const { user } = await renderCheckout(CART_PATH, checkoutState(payingCart()));
    await screen.findByRole('region', { name: 'Selesaikan pembayaran' });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('denied', 'NotAllowedError'),
    );
    await user.click(screen.getByRole('button', { name: 'Salin nomor virtual account' }));
    expect(await screen.findByText('Gagal menyalin. Salin nomornya secara manual.')).toBeInTheDocument();
  });

  it('follows a pending payment by polling, and stops once it is paid', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const state = checkoutState(payingCart());
    const { api } = await renderCheckout(CART_PATH, state);
    await screen.findByRole('region', { name: 'Selesaikan pembayaran' });
    const polls = () => api.calls(`/api-payments/${PAYMENT_ID}`).length;
    await waitFor(() => expect(polls()).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS));
    expect(polls()).toBe(2);
    state.cart = paidCart({ ...(state.cart.payment as Payment), status: 'paid' });
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS));
    expect(await screen.findByText('NSB7K2QX')).toBeInTheDocument();
    const settled = polls();
    await act(() => vi.advanceTimersByTimeAsync(3 * PAYMENT_POLL_MS));
    expect(polls()).toBe(settled);
  });

  it('draws the QRIS code to scan', async () => {
    await renderCheckout(CART_PATH, checkoutState(payingCart(makePayment('qris'))));
    const qr = await screen.findByRole('img', { name: 'Kode QR QRIS untuk membayar Rp 2.400.000' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelectorAll('path').length).toBeGreaterThan(0);
    expect(screen.getByRole('list')).toHaveTextContent('Pindai kode QR ini, lalu konfirmasi pembayaran.');
    await expectNoAxeViolations();
  });

  it('opens the e-wallet’s app or its page', async () => {
    await renderCheckout(CART_PATH, checkoutState(payingCart(makePayment('e_wallet'))));
    expect(await screen.findByRole('link', { name: 'Buka GoPay' })).toHaveAttribute(
      'href',
      'gojek://gopay/merchanttransfer?tref=NS-1',
    );
    expect(screen.getByRole('link', { name: 'Bayar lewat halaman GoPay' })).toHaveAttribute(
      'href',
      'https://gateway.example/gopay/NS-1',
    );
  });

  it('never links a script URL, whoever sent it', async () => {
    const payment = makePayment('e_wallet', 'ovo', {
      deeplink_url: 'javascript:alert(1)',
      redirect_url: null,
    });
    await renderCheckout(CART_PATH, checkoutState(payingCart(payment)));
    await screen.findByRole('region', { name: 'Selesaikan pembayaran' });
    expect(screen.queryByRole('link', { name: /OVO/ })).not.toBeInTheDocument();
  });

  it('sends a card to its 3-D Secure page', async () => {
    await renderCheckout(CART_PATH, checkoutState(payingCart(makePayment('credit_card'))));
    expect(await screen.findByRole('link', { name: 'Bayar dengan kartu' })).toHaveAttribute(
      'href',
      'https://gateway.example/3ds/NS-1',
    );
  });

  it('after a failed payment, offers another method while the room is held', async () => {
    const state = checkoutState(payingCart(makePayment('virtual_account', 'bca', { status: 'failed' })));
    const { user } = await renderCheckout(CART_PATH, state);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Pembayaran gagal' })).toBeInTheDocument();
    await expectNoAxeViolations();
    await user.click(within(alert).getByRole('button', { name: 'Pilih metode lain' }));
    expect(await screen.findByRole('heading', { name: 'Pilih metode pembayaran' })).toBeInTheDocument();
  });

  it('after an expired payment whose hold is over, offers to start again', async () => {
    const payment = makePayment('qris', null, { status: 'expired' });
    const state = checkoutState({
      ...payingCart(payment),
      status: 'expired',
      expires_at: payment.created_at,
    });
    await renderCheckout(CART_PATH, state);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Waktu pembayaran habis' })).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Mulai pesanan baru' })).toBeInTheDocument();
  });

  it('confirms pay at hotel at once, with what to pay at check-in', async () => {
    const { user } = await toMethods();
    await user.click(screen.getByRole('radio', { name: 'Bayar saat check-in' }));
    await user.click(screen.getByRole('button', { name: 'Pesan sekarang, bayar di hotel' }));
    expect(await screen.findByRole('heading', { name: 'Pemesanan dikonfirmasi' })).toBeInTheDocument();
    expect(screen.getByText('NSB7K2QX')).toBeInTheDocument();
    expect(screen.getByText('Bayar Rp 2.400.000 di hotel saat check-in.')).toBeInTheDocument();
  });
});
