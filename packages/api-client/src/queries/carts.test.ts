import { json } from '@nusa/test-kit/fake-fetch';
import { createTestQueryClient } from '@nusa/test-kit/query-client';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '../client';
import type { components } from '../generated/schema';
import { installTestClient } from '../test/install-test-client';
import {
  cartQuery,
  cartsKeys,
  createCart,
  createPayment,
  isAwaitingPayment,
  PAYMENT_POLL_MS,
  paymentQuery,
} from './carts';

type Payment = components['schemas']['Payment'];

afterEach(() => setApiClient(undefined));

const CART = '0b5e3c1e-3f1e-4c59-9a55-5d0c6f1d2a10';
const PAYMENT = '6f1f2b9a-58c4-4a3e-8a7e-1f7c1c9b4d21';

const payment = (fields: Partial<Payment> = {}): Payment => ({
  id: PAYMENT,
  cart_id: CART,
  status: 'pending',
  method: 'virtual_account',
  channel: 'bca',
  amount: 1_250_000,
  installment_tenor: null,
  installment_fee: 0,
  instructions: null,
  qr_string: null,
  deeplink_url: null,
  expires_at: '2030-01-02T10:00:00Z',
  redirect_url: null,
  booking_code: null,
  created_at: '2030-01-01T10:00:00Z',
  paid_at: null,
  server_time: '2030-01-01T10:00:00Z',
  ...fields,
});

/** The refetchInterval the factory gives a query holding `data`. */
const intervalFor = (data: { data: Payment } | undefined) => {
  const { refetchInterval } = paymentQuery(CART, PAYMENT);
  if (typeof refetchInterval !== 'function') throw new Error('expected a polling rule');
  return refetchInterval({ state: { data } } as unknown as Parameters<typeof refetchInterval>[0]);
};

describe('cart and payment keys', () => {
  it('put a cart’s payments below the cart, so refreshing the cart reaches them', () => {
    expect(cartsKeys.payment(CART, PAYMENT)).toEqual(['carts', CART, 'payments', PAYMENT]);
    expect(cartsKeys.payment(CART, PAYMENT).slice(0, 2)).toEqual(cartsKeys.cart(CART));
    expect(cartsKeys.payment(CART, PAYMENT).slice(0, 3)).toEqual(cartsKeys.payments(CART));
  });

  it('append the language and are never fresh', () => {
    installTestClient({ getLanguage: () => 'en' });
    expect(paymentQuery(CART, PAYMENT).queryKey).toEqual([
      ...cartsKeys.payment(CART, PAYMENT),
      { lang: 'en' },
    ]);
    expect(cartQuery(CART).queryKey).toEqual([...cartsKeys.cart(CART), { lang: 'en' }]);
    expect(paymentQuery(CART, PAYMENT).staleTime).toBe(0);
  });
});

describe('paymentQuery', () => {
  it('reads the payment by its id', async () => {
    const { fake } = installTestClient({}, json({ data: payment() }));
    const body = await createTestQueryClient().fetchQuery(paymentQuery(CART, PAYMENT));
    expect(new URL(fake.last().url).pathname).toBe(`/api-payments/${PAYMENT}`);
    expect(body.data.status).toBe('pending');
  });

  it('polls while the member has to pay, and stops once paid, failed or expired', () => {
    installTestClient();
    expect(intervalFor({ data: payment() })).toBe(PAYMENT_POLL_MS);
    for (const status of ['paid', 'failed', 'expired'] as const)
      expect(intervalFor({ data: payment({ status }) })).toBe(false);
    // Nothing to poll before the first answer (the first fetch and its retries are the query's own).
    expect(intervalFor(undefined)).toBe(false);
  });

  it('does not poll a pay-at-hotel payment, which stays pending until the stay', () => {
    installTestClient();
    const atHotel = payment({ method: 'pay_at_hotel', channel: null, booking_code: 'NS12AB34' });
    expect(isAwaitingPayment(atHotel)).toBe(false);
    expect(intervalFor({ data: atHotel })).toBe(false);
  });
});

describe('createPayment', () => {
  it('sends the amount shown and the idempotency key', async () => {
    const { fake } = installTestClient({}, json({ data: payment() }, { status: 201 }));
    const body = {
      cart_id: CART,
      payment_method: 'virtual_account' as const,
      channel: 'bca' as const,
      amount: 1_250_000,
    };
    await createPayment(body, { idempotencyKey: 'pay-attempt-1' });
    const request = fake.last();
    expect(new URL(request.url).pathname).toBe('/api-payments');
    expect(request.headers.get('Idempotency-Key')).toBe('pay-attempt-1');
    expect(await request.json()).toEqual(body);
  });
});

describe('createCart', () => {
  const stay = {
    hotel_id: 11,
    room_id: 31,
    check_in: '2030-01-10',
    check_out: '2030-01-11',
    rooms: 1,
    adults: 2,
  };

  it('sends the affiliate attribution the client keeps, unless the call names its own', async () => {
    const attribution = { clickId: 'clk-42', offerId: null as string | null };
    const { fake } = installTestClient(
      { getAttribution: () => attribution },
      json({ data: { id: CART } }, { status: 201 }),
      json({ data: { id: CART } }, { status: 201 }),
    );
    await createCart(stay, { idempotencyKey: 'cart-attempt-1' });
    const kept = fake.last();
    expect(kept.headers.get('X-Click-Id')).toBe('clk-42');
    expect(kept.headers.has('X-Offer-Id')).toBe(false);
    expect(kept.headers.get('Idempotency-Key')).toBe('cart-attempt-1');

    await createCart(stay, { clickId: 'clk-own', offerId: 'ofr-own' });
    const own = fake.last();
    expect(own.headers.get('X-Click-Id')).toBe('clk-own');
    expect(own.headers.get('X-Offer-Id')).toBe('ofr-own');
  });

  it('sends none when nothing is kept', async () => {
    const { fake } = installTestClient({}, json({ data: { id: CART } }, { status: 201 }));
    await createCart(stay);
    expect(fake.last().headers.has('X-Click-Id')).toBe(false);
    expect(fake.last().headers.has('X-Offer-Id')).toBe(false);
  });
});
