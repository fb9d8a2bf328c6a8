// Pure rules of the checkout: the cart a URL asks for, why a creation failed, where "back to the hotel" goes,
// the payment choices a cart offers and the request a choice becomes. Unit tested in checkout-model.test.ts.
import type { createCart, createPayment } from '@nusa/api-client/queries/carts';
import { type Stay, stayOf } from '@nusa/api-client/stay';
import { type CheckoutSearch, parseChildrenAges } from '@nusa/router/search';
import type { Cart, PaymentChannel, PaymentMethod, StayItem } from './types';

export type CreateCartBody = Parameters<typeof createCart>[0];

/** The cart the detail page's link asks for, or null when the link lacks the hotel or the room. */
export function cartRequestOf(search: CheckoutSearch, today: string): CreateCartBody | null {
  if (search.hotel_id === undefined || search.room_id === undefined) return null;
  const stay = stayOf({ ...search, childrenAges: parseChildrenAges(search.children) }, today);
  const body: CreateCartBody = {
    hotel_id: search.hotel_id,
    room_id: search.room_id,
    check_in: stay.checkIn,
    check_out: stay.checkOut,
    rooms: stay.rooms,
    adults: stay.adults,
    children: stay.childrenAges,
  };
  if (search.price !== undefined) body.shown_price_per_night = search.price;
  return body;
}

/** Why creating the cart failed, as the error dialog tells it (spec §8 copy). */
export type CreationFailure = 'room_not_available' | 'fully_booked' | 'invalid' | 'failed';

export function creationFailureOf(error: unknown): CreationFailure {
  const { status, code } = (error ?? {}) as { status?: number; code?: string };
  if (code === 'room_not_available' || code === 'fully_booked') return code;
  // Dates in the past, too long a stay, an unknown room: only another choice on the hotel's page helps.
  if (status === 422 || status === 400) return 'invalid';
  return 'failed';
}

/** The stay of a cart's item, as the hotel pages' URLs carry it. */
export const stayOfItem = (item: StayItem): Stay => ({
  checkIn: item.check_in,
  checkOut: item.check_out,
  rooms: item.rooms,
  adults: item.adults,
  childrenAges: item.children,
});

/** The hotel detail route's params for a hotel of a cart (its slugs name the path; the id is what counts). */
export function hotelParamsOf(hotel: StayItem['hotel']) {
  return {
    country: hotel.country_slug || undefined,
    city: hotel.city_slug || undefined,
    area: hotel.area_slug || undefined,
    slug: hotel.slug || undefined,
    id: String(hotel.id),
  };
}

/** One payment choice of the methods step. */
export interface PaymentChoice {
  method: PaymentMethod;
  channel: PaymentChannel | null;
  /** Card instalments in months; null pays in full. */
  tenor: 3 | 6 | 12 | null;
}

export const choiceKey = (choice: Pick<PaymentChoice, 'method' | 'channel'>) =>
  choice.channel ? `${choice.method}:${choice.channel}` : choice.method;

/** Whether the applied promo may be paid this way (a bank promo is for its bank's channels only). */
export function promoAllows(cart: Cart, choice: Pick<PaymentChoice, 'method' | 'channel'>): boolean {
  const rule = cart.promo?.restricted_to;
  if (!rule) return true;
  if (!rule.methods.includes(choice.method)) return false;
  return !rule.channels.length || (choice.channel !== null && rule.channels.includes(choice.channel));
}

export type PaymentBody = Parameters<typeof createPayment>[0];

/** POST /api-payments: the amount is the total the member was shown, so a changed price is caught (409). */
export function paymentRequestOf(cart: Cart, choice: PaymentChoice): PaymentBody {
  const body: PaymentBody = {
    cart_id: cart.id,
    payment_method: choice.method,
    amount: cart.price_details.total,
  };
  if (choice.channel && (choice.method === 'virtual_account' || choice.method === 'e_wallet'))
    body.channel = choice.channel;
  if (choice.method === 'credit_card' && choice.tenor) body.installment_tenor = choice.tenor;
  return body;
}

/** The amount charged for a choice: the total, plus a card instalment plan's fee. */
export function amountOf(cart: Cart, choice: PaymentChoice | null): number {
  if (choice?.method !== 'credit_card' || !choice.tenor) return cart.price_details.total;
  return cart.installment_options.find((o) => o.tenor === choice.tenor)?.total ?? cart.price_details.total;
}

/**
 * Only links that open a page or an app: web pages and an e-wallet app's own scheme (gojek://), never a
 * `javascript:` or `data:` URL, whoever wrote the answer.
 */
export function safeExternalUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const { protocol } = new URL(url);
    return /^(javascript|data|vbscript|file|blob):$/i.test(protocol) ? null : url;
  } catch {
    return null;
  }
}
