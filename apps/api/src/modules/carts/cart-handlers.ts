// Creating a cart (the room held), reading it, and saving what the checkout page fills in: the contact, the
// lead guest, the terms acceptance, the special requests and the promo code.
import { sql } from 'drizzle-orm';
import type { Services } from '../../contract/handlers.ts';
import { defineHandlers } from '../../contract/handlers.ts';
import type { Database } from '../../db/database.ts';
import type { ContactJson, GuestJson, SpecialRequestJson } from '../../db/schema.ts';
import type { components } from '../../generated/openapi.ts';
import type { Lang } from '../../http/i18n.ts';
import { splitTaxesAndFees } from '../../lib/pricing.ts';
import { validateStay } from '../hotels/stay.ts';
import { enforce } from '../members/rate-limit.ts';
import { latestPaymentOfCart } from '../payments/answer.ts';
import { cartAnswer, formatCart } from './answer.ts';
import { bookableRoom, HOLD_MINUTES, lockAndPrice } from './holds.ts';
import { idempotent } from './idempotency.ts';
import { cartError } from './messages.ts';
import { applyPromo, PROMO_ATTEMPTS } from './promo.ts';
import { type Run, runIn } from '../../db/run.ts';
import { cartMember, changeOpenCart } from './shared.ts';
import { expireCarts } from './sweeper.ts';

type Cart = components['schemas']['Cart'];

/**
 * New carts per member: a cart holds rooms for half an hour, so without a ceiling one account could keep a
 * hotel's rooms from everybody else. Counted only when a cart is made (a refused or replayed request is free).
 */
const CART_CREATIONS = { limit: 20, windowSeconds: 3600 };

/** A header's text, trimmed, or null when absent or blank. */
const headerText = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

const poolRun =
  (database: Database): Run =>
  (query) =>
    database.rows(query);

/** The member's cart as answered after a change: with its latest payment, read once the change committed. */
async function ownCart(services: Services, cartId: string, memberId: number, lang: Lang): Promise<Cart> {
  const { database } = services;
  const now = services.clock();
  const run = poolRun(database);
  const [row] = await run<{ member_id: number | null; due: boolean }>(sql`
    SELECT member_id, status = 'active' AND expires_at <= ${now.toISOString()}::timestamptz AS due
      FROM carts WHERE id = ${cartId}`);
  if (!row || row.member_id !== memberId) throw cartError(404, 'not_found', 'cart_not_found', { lang });
  // A hold that ended is answered as expired anyway; expiring it here gives its rooms back without the sweeper.
  if (row.due) await database.transaction((tx) => expireCarts(runIn(tx), now, { cartId }));
  const payment = await latestPaymentOfCart(database, cartId, lang, now);
  const cart = await cartAnswer(run, cartId, lang, now, payment);
  if (!cart) throw cartError(404, 'not_found', 'cart_not_found', { lang });
  return cart;
}

export const cartHandlers = defineHandlers({
  async createCart({ body, headers, lang, services, request }) {
    const member = await cartMember(services, request, lang);
    const now = services.clock();
    const stay = validateStay(
      {
        checkIn: body.check_in,
        checkOut: body.check_out,
        rooms: body.rooms,
        adults: body.adults,
        children: body.children,
      },
      () => now,
    );
    const room = await bookableRoom(poolRun(services.database), body.hotel_id, body.room_id, stay, lang);
    const key = headers['idempotency-key'];
    // The affiliate who sent the member (the app's click_id and offer_id cookies; the contract caps their length).
    // Recorded as given, trimmed; empty means none.
    const attribution = {
      clickId: headerText(headers['x-click-id']),
      offerId: headerText(headers['x-offer-id']),
    };
    const answer = await idempotent<{ data: Cart }>(
      services.database,
      {
        scope: `createCart:${member.id}`,
        key: typeof key === 'string' ? key : undefined,
        request: body,
        now,
        lang,
      },
      async (_tx, run) => {
        // The commit does not wait for the WAL to reach the disk. A creation holds its nights' row locks until its
        // commit returns, so with a synchronous commit every creation of a popular room type also queues behind
        // the previous one's disk flush (about 3 ms here, now and then over 100 ms on this machine's disk).
        // Losing the last fraction of a second of committed holds in a database crash loses only those carts and
        // their rooms are on sale again: nothing is oversold or charged (a payment needs the cart, and payments,
        // settlements and bookings keep the synchronous commit). PostgreSQL keeps the database consistent either
        // way; only durability of these transactions is relaxed.
        await run(sql`SET LOCAL synchronous_commit = off`);
        // Counted on the transaction's connection (see runIn): only the rows helper of a Database is used.
        await enforce(
          { rows: run } as unknown as Database,
          `cart-create:${member.id}`,
          CART_CREATIONS,
          now,
          lang,
        );
        const held = await lockAndPrice(run, room, stay, now, lang);
        const totalPrice = held.pricePerNight * stay.nights * stay.rooms;
        const { roomTotal, taxesAndFees } = splitTaxesAndFees(totalPrice);
        const at = now.toISOString();
        const expiresAt = new Date(now.getTime() + HOLD_MINUTES * 60_000);
        const until = expiresAt.toISOString();
        // One statement, one round trip while the nights are locked: every creation of these nights waits for it.
        const [created] = await run<{ cart_id: string; item_id: number }>(sql`
          WITH cart AS (
            INSERT INTO carts (member_id, status, expires_at, room_total, taxes_and_fees, promo_discount, total,
                               click_id, offer_id, created_at, updated_at)
            VALUES (${member.id}, 'active', ${until}::timestamptz, ${roomTotal}, ${taxesAndFees}, 0, ${totalPrice},
                    ${attribution.clickId}, ${attribution.offerId}, ${at}::timestamptz, ${at}::timestamptz)
            RETURNING id
          ), item AS (
            INSERT INTO cart_items (cart_id, hotel_id, room_type_id, check_in, check_out, nights, adults, children,
                                    room_name, bed_type, breakfast_included, refundable, pay_at_hotel,
                                    free_cancellation_days, price_per_night, nightly_prices, total_price, sort, rooms,
                                    shown_price_per_night)
            SELECT cart.id, ${room.hotel_id}, ${room.id}, ${stay.checkIn}::date, ${stay.checkOut}::date,
                   ${stay.nights}, ${stay.adults}, ${JSON.stringify(stay.children)}::jsonb, ${room.room_name},
                   ${room.bed_type}, ${room.breakfast_included}, ${room.refundable}, ${room.pay_at_hotel},
                   ${room.free_cancellation_days}, ${held.pricePerNight},
                   ${JSON.stringify(held.nightlyPrices)}::jsonb, ${totalPrice}, 1, ${stay.rooms},
                   ${body.shown_price_per_night ?? null}
              FROM cart
            RETURNING id, cart_id
          ), holds AS (
            INSERT INTO room_holds (cart_id, cart_item_id, room_type_id, date, quantity, expires_at)
            SELECT item.cart_id, item.id, ${room.id}, night.date, ${stay.rooms}, ${until}::timestamptz
              FROM item, (VALUES ${sql.join(
                held.nightlyPrices.map((night) => sql`(${night.date}::date)`),
                sql`, `,
              )}) AS night (date)
          )
          SELECT item.cart_id, item.id AS item_id FROM item`);
        const { cart_id: cartId, item_id: itemId } = created as { cart_id: string; item_id: number };
        // The answer of a cart just made needs nothing more from the database (and no payment yet).
        const data = formatCart(
          {
            id: cartId,
            member_id: member.id,
            status: 'active',
            hold_ended: false,
            created_at: now,
            expires_at: expiresAt,
            contact: null,
            booking_for_someone_else: false,
            guests: [],
            special_request: null,
            terms_accepted: false,
            promo_discount: 0,
            promo_code: null,
            discount_percent: null,
            max_discount: null,
            discount_amount: null,
            payment_methods: null,
            payment_channels: null,
            booking_code: null,
          },
          [
            {
              ...room,
              id: itemId,
              room_type_id: room.id,
              check_in: stay.checkIn,
              check_out: stay.checkOut,
              nights: stay.nights,
              rooms: stay.rooms,
              adults: stay.adults,
              children: stay.children,
              price_per_night: held.pricePerNight,
              total_price: totalPrice,
              shown_price_per_night: body.shown_price_per_night ?? null,
            },
          ],
          lang,
          now,
          null,
        );
        return { status: 201, body: { data } };
      },
    );
    return { status: 201, body: answer.body };
  },

  async getCart({ params, lang, services, request }) {
    const member = await cartMember(services, request, lang);
    return { status: 200, body: { data: await ownCart(services, params.id, member.id, lang) } };
  },

  async updateCart({ params, body, lang, services, request }) {
    const member = await cartMember(services, request, lang);
    const contact: ContactJson = {
      title: body.contact.title,
      full_name: body.contact.full_name.trim(),
      email: body.contact.email.trim(),
      phone_number_country_code: body.contact.phone_number_country_code,
      phone_number: body.contact.phone_number,
    };
    // The lead guest is the contact unless the member books for someone else.
    const guests: GuestJson[] =
      body.booking_for_someone_else && body.guest
        ? [{ title: body.guest.title, full_name: body.guest.full_name.trim() }]
        : [{ title: contact.title, full_name: contact.full_name }];
    await changeOpenCart(services, params.id, member.id, lang, async (run, cart, now) => {
      await run(sql`
        UPDATE carts SET contact = ${JSON.stringify(contact)}::jsonb,
               booking_for_someone_else = ${body.booking_for_someone_else},
               guests = ${JSON.stringify(guests)}::jsonb, terms_accepted = ${body.terms_accepted},
               updated_at = ${now.toISOString()}::timestamptz
         WHERE id = ${cart.id}`);
    });
    return { status: 200, body: { data: await ownCart(services, params.id, member.id, lang) } };
  },

  async addSpecialRequest({ params, body, lang, services, request }) {
    const member = await cartMember(services, request, lang);
    const other = body.other?.trim() || null;
    const special: SpecialRequestJson = {
      bed_type: body.bed_type ?? null,
      high_floor: body.high_floor ?? false,
      non_smoking: body.non_smoking ?? false,
      connecting_rooms: body.connecting_rooms ?? false,
      other,
    };
    await changeOpenCart(services, params.id, member.id, lang, async (run, cart, now) => {
      await run(sql`
        UPDATE carts SET special_request = ${JSON.stringify(special)}::jsonb,
               updated_at = ${now.toISOString()}::timestamptz
         WHERE id = ${cart.id}`);
    });
    return { status: 200, body: { data: await ownCart(services, params.id, member.id, lang) } };
  },

  async applyPromoCode({ params, body, lang, services, request }) {
    const member = await cartMember(services, request, lang);
    await enforce(services.database, `promo-code:${member.id}`, PROMO_ATTEMPTS, services.clock(), lang);
    await changeOpenCart(services, params.id, member.id, lang, (run, cart, now) =>
      applyPromo(run, cart, body.promo_code, member.id, now, lang),
    );
    return { status: 200, body: { data: await ownCart(services, params.id, member.id, lang) } };
  },
});
