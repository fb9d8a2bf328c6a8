import { queryOptions } from '@tanstack/react-query';
import { getApiClient, unwrap } from '../client';
import { localized } from '../query-helpers';
import type { components } from '../generated/schema';
import type { HeaderParams, RequestBody } from '../types';

type CreateCartHeaders = HeaderParams<'/api/carts', 'post'>;
export interface CreateCartOptions {
  /** Makes a retried creation safe (e.g. crypto.randomUUID() per checkout attempt). */
  idempotencyKey?: CreateCartHeaders['Idempotency-Key'];
  /** Affiliate attribution from the click_id cookie. */
  clickId?: CreateCartHeaders['X-Click-Id'];
  /** Affiliate attribution from the offer_id cookie. */
  offerId?: CreateCartHeaders['X-Offer-Id'];
}
export interface CreatePaymentOptions {
  idempotencyKey?: HeaderParams<'/api-payments', 'post'>['Idempotency-Key'];
}

const all = ['carts'] as const;
const cart = (id: string) => [...all, id] as const;
const payments = (cartId: string) => [...cart(cartId), 'payments'] as const;

// A cart's payments sit below the cart: refreshing a cart (after a price change, an expired hold or a new
// payment) refreshes what the payment page shows too.
export const cartsKeys = {
  all,
  cart,
  payments,
  payment: (cartId: string, paymentId: string) => [...payments(cartId), paymentId] as const,
};

/** How often the payment page asks for a pending payment's status (the gateway notifies the server, not us). */
export const PAYMENT_POLL_MS = 5_000;

type Payment = components['schemas']['Payment'];

/**
 * Whether a payment's status can still change by itself. Pay at hotel stays `pending` until the guest pays at
 * the hotel, days later: its booking is already confirmed, so there is nothing to wait for.
 */
export const isAwaitingPayment = (payment: Payment) =>
  payment.status === 'pending' && payment.method !== 'pay_at_hotel';

/** The cart; never fresh for long because the room hold expires. Each mutation answers the new cart: setQueryData with it. */
export const cartQuery = (id: string) =>
  queryOptions({
    queryKey: localized(cartsKeys.cart(id)),
    queryFn: ({ signal }) =>
      unwrap(getApiClient().GET('/api/carts/{id}/', { params: { path: { id } }, signal })),
    staleTime: 0,
  });

/**
 * A payment, polled every PAYMENT_POLL_MS while it awaits the member (isAwaitingPayment) and no longer once it is
 * paid, failed or expired. TanStack Query pauses the polling while the page is hidden and refetches on return.
 */
export const paymentQuery = (cartId: string, paymentId: string) =>
  queryOptions({
    queryKey: localized(cartsKeys.payment(cartId, paymentId)),
    queryFn: ({ signal }) =>
      unwrap(getApiClient().GET('/api-payments/{id}', { params: { path: { id: paymentId } }, signal })),
    staleTime: 0,
    refetchInterval: (query) => {
      const payment = query.state.data?.data;
      return payment && isAwaitingPayment(payment) ? PAYMENT_POLL_MS : false;
    },
  });

/**
 * Creates the cart. The affiliate attribution is the options', else what the client was configured to read (the
 * app's click_id and offer_id cookies), so every caller sends it without knowing where it is kept.
 */
export const createCart = (body: RequestBody<'/api/carts', 'post'>, options: CreateCartOptions = {}) => {
  const client = getApiClient();
  const kept = client.attribution();
  const clickId = options.clickId ?? kept.clickId;
  const offerId = options.offerId ?? kept.offerId;
  return unwrap(
    client.POST('/api/carts', {
      body,
      params: {
        header: {
          ...(options.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : {}),
          ...(clickId ? { 'X-Click-Id': clickId } : {}),
          ...(offerId ? { 'X-Offer-Id': offerId } : {}),
        },
      },
    }),
  );
};

export const updateCart = (id: string, body: RequestBody<'/api/carts/{id}', 'put'>) =>
  unwrap(getApiClient().PUT('/api/carts/{id}', { params: { path: { id } }, body }));

/** Pass null to remove the applied code. */
export const applyPromoCode = (
  id: string,
  promoCode: RequestBody<'/api/carts/{id}/promo-code', 'post'>['promo_code'],
) =>
  unwrap(
    getApiClient().POST('/api/carts/{id}/promo-code', {
      params: { path: { id } },
      body: { promo_code: promoCode },
    }),
  );

export const addSpecialRequest = (
  id: string,
  body: RequestBody<'/api/carts/{id}/add-special-request', 'post'>,
) => unwrap(getApiClient().POST('/api/carts/{id}/add-special-request', { params: { path: { id } }, body }));

/** 409 `price_changed` means the cart was repriced: refetch cartsKeys.cart(id) and show the new total. */
export const createPayment = (
  body: RequestBody<'/api-payments', 'post'>,
  options: CreatePaymentOptions = {},
) =>
  unwrap(
    getApiClient().POST('/api-payments', {
      body,
      params: { header: options.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : {} },
    }),
  );
