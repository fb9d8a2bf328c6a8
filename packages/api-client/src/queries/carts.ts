import { queryOptions } from '@tanstack/react-query';
import { getApiClient, unwrap } from '../client';
import { localized } from '../query-helpers';
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

export const cartsKeys = {
  all,
  cart: (id: string) => [...all, id] as const,
};

/** The cart; never fresh for long because the room hold expires. Each mutation answers the new cart: setQueryData with it. */
export const cartQuery = (id: string) =>
  queryOptions({
    queryKey: localized(cartsKeys.cart(id)),
    queryFn: ({ signal }) =>
      unwrap(getApiClient().GET('/api/carts/{id}/', { params: { path: { id } }, signal })),
    staleTime: 0,
  });

export const createCart = (body: RequestBody<'/api/carts', 'post'>, options: CreateCartOptions = {}) =>
  unwrap(
    getApiClient().POST('/api/carts', {
      body,
      params: {
        header: {
          ...(options.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : {}),
          ...(options.clickId ? { 'X-Click-Id': options.clickId } : {}),
          ...(options.offerId ? { 'X-Offer-Id': options.offerId } : {}),
        },
      },
    }),
  );

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
