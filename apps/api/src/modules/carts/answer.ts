// The contract's Cart: the stay items as held, the price details, what the cart can be paid with (methods,
// channels, card instalments), the applied promo, the price change since the app showed the room, and the
// cart's latest payment. Also the StayItem shape, which bookings share (their items are copied from the cart's).
import { type SQL, sql } from 'drizzle-orm';
import type { components } from '../../generated/openapi.ts';
import type { Lang } from '../../http/i18n.ts';
import { COUNTRY_SLUG } from '../../lib/paging.ts';
import { splitTaxesAndFees } from '../../lib/pricing.ts';
import { toJakartaIso } from '../../lib/time.ts';
import { imageSet } from '../../media/catalog.ts';
import { FALLBACK_IMAGE } from '../hotels/shared.ts';
import { bedName, cancellationPolicy, roomName } from '../hotels/room-handlers.ts';
import { formatRupiah } from '../payments/format.ts';
import { cm } from './messages.ts';
import type { Run } from '../../db/run.ts';

type Schemas = components['schemas'];
type Cart = Schemas['Cart'];
type StayItem = Schemas['StayItem'];
type PaymentOption = Schemas['PaymentOption'];
type InstallmentOption = Schemas['InstallmentOption'];
type AppliedPromo = Schemas['AppliedPromo'];
type Method = Schemas['PaymentMethod'];
type Channel = Schemas['PaymentChannel'];

const VIRTUAL_ACCOUNT_CHANNELS: Channel[] = ['bca', 'mandiri', 'bni', 'bri', 'permata'];
const E_WALLET_CHANNELS: Channel[] = ['gopay', 'ovo', 'dana', 'shopeepay'];

/** Card instalments need a total of at least Rp 500.000 (what Indonesian card issuers commonly ask). */
const INSTALLMENT_MINIMUM = 500_000;
/** Demo fees of the instalment plans, a share of the total, rounded to whole rupiah. */
const INSTALLMENT_RATES: Record<3 | 6 | 12, number> = { 3: 0.015, 6: 0.03, 12: 0.05 };

/**
 * The fee of a card instalment plan of `tenor` months for `total`, or null when the total does not allow
 * instalments (or the tenor is not offered). The one rule: the cart's installment_options and the charge of a
 * payment (payments module) both come from here.
 */
export function installmentFee(total: number, tenor: number): number | null {
  if (total < INSTALLMENT_MINIMUM) return null;
  const rate = INSTALLMENT_RATES[tenor as 3 | 6 | 12];
  return rate === undefined ? null : Math.round(total * rate);
}

/** The instalment plans a total allows (none below the minimum). */
export function installmentOptions(total: number): InstallmentOption[] {
  return ([3, 6, 12] as const).flatMap((tenor) => {
    const fee = installmentFee(total, tenor);
    if (fee === null) return [];
    return [{ tenor, fee, monthly_amount: Math.ceil((total + fee) / tenor), total: total + fee }];
  });
}

/** How the cart can be paid: pay at hotel only when every item allows it. */
function paymentOptions(payAtHotel: boolean): PaymentOption[] {
  const options: PaymentOption[] = [
    { method: 'virtual_account', channels: [...VIRTUAL_ACCOUNT_CHANNELS] },
    { method: 'e_wallet', channels: [...E_WALLET_CHANNELS] },
    { method: 'qris', channels: [] },
    { method: 'credit_card', channels: [] },
  ];
  if (payAtHotel) options.push({ method: 'pay_at_hotel', channels: [] });
  return options;
}

/** What the item totals split into, and the total after the promo discount (never below 0). */
export function priceDetails(itemsTotal: number, promoDiscount: number) {
  const { roomTotal, taxesAndFees } = splitTaxesAndFees(itemsTotal);
  const discount = Math.min(promoDiscount, itemsTotal);
  return {
    room_total: roomTotal,
    taxes_and_fees: taxesAndFees,
    promo_discount: discount,
    total: itemsTotal - discount,
  };
}

/** A stay item as stored (cart_items or booking_items) with its hotel's identity. */
/** The hotel's columns of HOTEL_BRIEF_COLUMNS, as a row carries them. */
export interface HotelBriefRow {
  name: string;
  slug: string;
  star_rating: number;
  address: string;
  city_name: string;
  city_slug: string;
  area_name: string | null;
  area_slug: string | null;
  check_in_time: string;
  check_out_time: string;
  image_key: string | null;
}

export interface StayItemRow extends HotelBriefRow, Record<string, unknown> {
  id: number;
  hotel_id: number;
  room_type_id: number;
  check_in: string;
  check_out: string;
  nights: number;
  rooms: number;
  adults: number;
  children: number[];
  room_name: string;
  room_name_en: string | null;
  bed_type: string;
  breakfast_included: boolean;
  refundable: boolean;
  pay_at_hotel: boolean;
  free_cancellation_days: number | null;
  price_per_night: number;
  total_price: number;
  shown_price_per_night: number | null;
}

/** The hotel columns a stay item is answered with (HotelBrief), for the hotel aliased `h`. */
export const HOTEL_BRIEF_COLUMNS = sql`
  h.name, h.slug, h.star_rating, h.address, (SELECT c.name FROM cities c WHERE c.id = h.city_id) AS city_name,
  (SELECT c.slug FROM cities c WHERE c.id = h.city_id) AS city_slug,
  (SELECT a.name FROM areas a WHERE a.id = h.area_id) AS area_name,
  (SELECT a.slug FROM areas a WHERE a.id = h.area_id) AS area_slug, h.check_in_time, h.check_out_time,
  (SELECT p.image_key FROM hotel_photos p WHERE p.hotel_id = h.id ORDER BY p.sort, p.id LIMIT 1) AS image_key`;

/** The stay items of a cart or a booking as stored, in order, with their hotels. */
async function stayItemRows(
  run: Run,
  of: { cartId: string } | { bookingId: number },
): Promise<StayItemRow[]> {
  const source: SQL =
    'cartId' in of
      ? sql`SELECT i.* FROM cart_items i WHERE i.cart_id = ${of.cartId}`
      : sql`SELECT i.*, NULL::int AS shown_price_per_night FROM booking_items i WHERE i.booking_id = ${of.bookingId}`;
  return run<StayItemRow>(sql`
    SELECT i.id, i.hotel_id, i.room_type_id, i.check_in::text AS check_in, i.check_out::text AS check_out,
           i.nights, i.rooms, i.adults, i.children, i.room_name, rt.name_en AS room_name_en, i.bed_type,
           i.breakfast_included, i.refundable, i.pay_at_hotel, i.free_cancellation_days, i.price_per_night,
           i.total_price, i.shown_price_per_night, ${HOTEL_BRIEF_COLUMNS}
      FROM (${source}) i
      JOIN hotels h ON h.id = i.hotel_id
      LEFT JOIN room_types rt ON rt.id = i.room_type_id
     ORDER BY i.sort, i.id`);
}

/**
 * A stay item as the contract's StayItem: the room's terms and price as held (the snapshot), named in the
 * request's language, with the hotel's identity.
 */
function stayItem(r: StayItemRow, lang: Lang): StayItem {
  // The snapshot keeps the Indonesian name; English is the room type's, when it still exists.
  const type = lang === 'en' ? (r.room_name_en ?? r.room_name) : r.room_name;
  return {
    id: r.id,
    hotel: {
      id: r.hotel_id,
      name: r.name,
      slug: r.slug,
      star_rating: r.star_rating,
      address: r.address,
      city_name: r.city_name,
      city_slug: r.city_slug,
      area_name: r.area_name,
      area_slug: r.area_slug,
      country_slug: COUNTRY_SLUG,
      image: imageSet(r.image_key ?? FALLBACK_IMAGE, r.name),
      check_in_time: r.check_in_time,
      check_out_time: r.check_out_time,
    },
    room_id: r.room_type_id,
    room_name: roomName(type, r.breakfast_included, lang),
    bed_type: bedName(r.bed_type, lang),
    check_in: r.check_in,
    check_out: r.check_out,
    nights: r.nights,
    rooms: r.rooms,
    adults: r.adults,
    children: r.children ?? [],
    breakfast_included: r.breakfast_included,
    refundable: r.refundable,
    pay_at_hotel: r.pay_at_hotel,
    cancellation_policy: cancellationPolicy(r.refundable, r.free_cancellation_days, lang),
    price_per_night: r.price_per_night,
    total_price: r.total_price,
  };
}

/**
 * The stay items of a cart or a booking, in order, as the contract's StayItem (with the price the app showed
 * for a cart item, which the contract's item does not carry).
 */
export async function stayItems(
  run: Run,
  of: { cartId: string } | { bookingId: number },
  lang: Lang,
): Promise<(StayItem & { shownPricePerNight: number | null })[]> {
  return (await stayItemRows(run, of)).map((row) => ({
    ...stayItem(row, lang),
    shownPricePerNight: row.shown_price_per_night,
  }));
}

interface PromoRow {
  code: string;
  discount_percent: number | null;
  max_discount: number | null;
  discount_amount: number | null;
  payment_methods: Method[];
  payment_channels: Channel[];
}

/** The payment methods and channels a promo is valid for; null when it is valid for any. */
function promoRestriction(promo: {
  payment_methods: Method[];
  payment_channels: Channel[];
}): AppliedPromo['restricted_to'] {
  if (promo.payment_methods.length === 0 && promo.payment_channels.length === 0) return null;
  return { methods: promo.payment_methods, channels: promo.payment_channels };
}

/** What a promo gives, in words: "Diskon 15% hingga Rp 250.000", "Potongan Rp 100.000". */
function promoTitle(promo: Omit<PromoRow, 'code' | 'payment_methods' | 'payment_channels'>, lang: Lang) {
  if (promo.discount_percent !== null) {
    return promo.max_discount !== null
      ? cm(lang, 'promo_title_percent_capped', {
          percent: promo.discount_percent,
          amount: formatRupiah(promo.max_discount, lang),
        })
      : cm(lang, 'promo_title_percent', { percent: promo.discount_percent });
  }
  return cm(lang, 'promo_title_amount', { amount: formatRupiah(promo.discount_amount ?? 0, lang) });
}

/** A cart as stored, with its promotion's rule and its booking's code. */
export interface CartRow extends Record<string, unknown> {
  id: string;
  member_id: number | null;
  status: Cart['status'];
  hold_ended: boolean;
  created_at: Date | string;
  expires_at: Date | string;
  contact: Cart['contact'];
  booking_for_someone_else: boolean;
  guests: Cart['guests'];
  special_request: Cart['special_request'];
  terms_accepted: boolean;
  promo_discount: number;
  promo_code: string | null;
  discount_percent: number | null;
  max_discount: number | null;
  discount_amount: number | null;
  payment_methods: Method[] | null;
  payment_channels: Channel[] | null;
  booking_code: string | null;
}

/**
 * The cart `cartId` as the contract's Cart, or undefined when there is none. `payment` is the cart's latest
 * payment as the payments module answers it. A hold that ended reads `expired` even before the sweeper changed
 * the row.
 */
export async function cartAnswer(
  run: Run,
  cartId: string,
  lang: Lang,
  now: Date,
  payment: Cart['payment'],
): Promise<Cart | undefined> {
  const [cart] = await run<CartRow>(sql`
    SELECT c.id, c.member_id, c.status, c.expires_at <= ${now.toISOString()}::timestamptz AS hold_ended,
           c.created_at, c.expires_at, c.contact, c.booking_for_someone_else, c.guests, c.special_request,
           c.terms_accepted, c.promo_discount, c.promo_code, lp.discount_percent, lp.max_discount,
           lp.discount_amount, lp.payment_methods, lp.payment_channels,
           (SELECT b.code FROM bookings b WHERE b.cart_id = c.id) AS booking_code
      FROM carts c LEFT JOIN landing_pages lp ON lp.id = c.landing_page_id
     WHERE c.id = ${cartId}`);
  if (!cart) return undefined;
  return formatCart(cart, await stayItemRows(run, { cartId }), lang, now, payment);
}

/** A cart and its items as the contract's Cart (cartAnswer reads them; a new cart is formatted from memory). */
export function formatCart(
  cart: CartRow,
  itemRows: StayItemRow[],
  lang: Lang,
  now: Date,
  payment: Cart['payment'],
): Cart {
  const items = itemRows.map((row) => stayItem(row, lang));
  const itemsTotal = items.reduce((sum, item) => sum + item.total_price, 0);
  const details = priceDetails(itemsTotal, cart.promo_discount);
  const status = cart.status === 'active' && cart.hold_ended ? 'expired' : cart.status;
  const changed = itemRows.find(
    (row) => row.shown_price_per_night !== null && row.shown_price_per_night !== row.price_per_night,
  );
  const promo: Cart['promo'] = cart.promo_code
    ? {
        code: cart.promo_code,
        title: promoTitle(cart, lang),
        restricted_to: promoRestriction({
          payment_methods: cart.payment_methods ?? [],
          payment_channels: cart.payment_channels ?? [],
        }),
        discount: details.promo_discount,
      }
    : null;
  return {
    id: cart.id,
    status,
    member_id: cart.member_id,
    created_at: toJakartaIso(cart.created_at),
    expires_at: toJakartaIso(cart.expires_at),
    items,
    contact: cart.contact,
    booking_for_someone_else: cart.booking_for_someone_else,
    guests: cart.guests ?? [],
    special_request: cart.special_request,
    promo,
    terms_accepted: cart.terms_accepted,
    price_details: details,
    currency: 'IDR',
    payment_options: paymentOptions(items.length > 0 && items.every((item) => item.pay_at_hotel)),
    installment_options: installmentOptions(details.total),
    price_change: changed
      ? {
          shown_price_per_night: changed.shown_price_per_night as number,
          price_per_night: changed.price_per_night,
        }
      : null,
    payment,
    ready_for_payment:
      status === 'active' && cart.contact !== null && cart.terms_accepted && (cart.guests ?? []).length > 0,
    booking_code: cart.booking_code,
    server_time: toJakartaIso(now),
  };
}
