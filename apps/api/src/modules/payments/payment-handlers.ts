// POST /api-payments (pay for a cart) and GET /api-payments/{id} (the payment page follows it).
//
// Paying is one transaction under the cart's row lock (settle.ts lockCart): the cart must be the member's
// (else 404), active (409 cart_paid / cart_expired), complete (422 cart_incomplete) and still cost what the app
// showed (`amount`, else 409 price_changed); the method must suit the cart (pay at hotel only when every room
// allows it, a channel for virtual accounts and e-wallets, an instalment plan the total allows, the applied
// promo's methods). The amount charged is always the server's: the cart's total plus the instalment fee
// (carts/answer.ts installmentFee). The gateway is asked for the charge inside the transaction, so a refused or
// failed charge leaves nothing behind; a pending payment the new one replaces is marked expired with its time and
// cancelled at the gateway after the commit. The cart's hold is extended to the payment's deadline. Pay at hotel
// confirms the booking in the same transaction. Idempotency-Key: carts/idempotency.ts, scoped to the member.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { type ChargeRequest, PaymentGatewayError } from '../../adapters/payment-types.ts';
import { defineHandlers, type Services } from '../../contract/handlers.ts';
import { carts, payments } from '../../db/schema.ts';
import type { components } from '../../generated/openapi.ts';
import type { Lang } from '../../http/i18n.ts';
import { addDays, jakartaStartOfDay } from '../../lib/time.ts';
import { installmentFee } from '../carts/answer.ts';
import { idempotent } from '../carts/idempotency.ts';
import { cartError } from '../carts/messages.ts';
import { promoAllowsPayment } from '../carts/promo.ts';
import { cartMember } from '../carts/shared.ts';
import { paymentAnswer, readPayment } from './answer.ts';
import { formatRupiah } from './format.ts';
import { paymentError } from './messages.ts';
import { confirmCart, lockCart, retireOtherPayments } from './settle.ts';
import { sendVoucher } from './voucher.ts';

type Schemas = components['schemas'];
type Method = Schemas['PaymentMethod'];
type Channel = Schemas['PaymentChannel'];
type Payment = Schemas['Payment'];

const CHANNELS: Record<'virtual_account' | 'e_wallet', readonly Channel[]> = {
  virtual_account: ['bca', 'mandiri', 'bni', 'bri', 'permata'],
  e_wallet: ['gopay', 'ovo', 'dana', 'shopeepay'],
};

/** How long each method may stay unpaid (the rule); never past the end of the check-in day in Jakarta. */
const PAYMENT_MINUTES: Record<Exclude<Method, 'pay_at_hotel'>, number> = {
  virtual_account: 24 * 60,
  e_wallet: 15,
  qris: 15,
  credit_card: 60,
};

/** A validated choice of method for this cart. */
interface Choice {
  method: Method;
  channel: Channel | null;
  tenor: 3 | 6 | 12 | null;
  fee: number;
}

function chooseMethod(
  body: Schemas['PaymentRequest'],
  total: number,
  payAtHotel: boolean,
  lang: Lang,
): Choice {
  const method = body.payment_method;
  if (method === 'virtual_account' || method === 'e_wallet') {
    if (!body.channel)
      throw paymentError(422, 'validation_failed', 'channel_required', { lang, field: 'channel' });
    if (!CHANNELS[method].includes(body.channel)) {
      throw paymentError(422, 'validation_failed', 'channel_not_for_method', { lang, field: 'channel' });
    }
    return { method, channel: body.channel, tenor: null, fee: 0 };
  }
  if (method === 'pay_at_hotel' && !payAtHotel) {
    throw paymentError(409, 'payment_method_unavailable', 'pay_at_hotel_unavailable', { lang });
  }
  if (method === 'credit_card' && body.installment_tenor !== undefined) {
    const fee = installmentFee(total, body.installment_tenor);
    if (fee === null) {
      throw paymentError(409, 'payment_method_unavailable', 'installment_unavailable', {
        lang,
        params: { tenor: body.installment_tenor },
      });
    }
    return { method, channel: null, tenor: body.installment_tenor, fee };
  }
  return { method, channel: null, tenor: null, fee: 0 };
}

/** The member's name split as gateways want it (first name, the rest). */
function nameParts(fullName: string): { firstName: string; lastName: string } {
  const [firstName = fullName, ...rest] = fullName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

async function createPayment(
  services: Services,
  memberId: number,
  body: Schemas['PaymentRequest'],
  lang: Lang,
  idempotencyKey: string | undefined,
  log: { warn(details: object, message: string): void },
) {
  const { database, clock, payments: gateway } = services;
  const now = clock();
  let voucherBookingId: number | null = null;
  let cancel: string[] = [];
  const answer = await idempotent<{ data: Payment }>(
    database,
    { scope: `createPayment:${memberId}`, key: idempotencyKey, request: body, now, lang },
    async (tx, run) => {
      const at = now.toISOString();
      const cart = await lockCart(run, body.cart_id);
      if (!cart || cart.member_id !== memberId) throw cartError(404, 'not_found', 'cart_not_found', { lang });
      if (cart.status === 'paid') throw cartError(409, 'cart_paid', 'cart_paid', { lang });
      if (cart.status === 'expired') throw cartError(409, 'cart_expired', 'cart_expired', { lang });
      const [facts] = await run<{
        hold_ended: boolean;
        terms_accepted: boolean;
        items: number;
        pay_at_hotel: boolean;
        first_check_in: string;
        last_created: Date | string | null;
      }>(sql`
        SELECT c.expires_at <= ${at}::timestamptz AS hold_ended, c.terms_accepted,
               (SELECT count(*) FROM cart_items i WHERE i.cart_id = c.id)::int AS items,
               coalesce((SELECT bool_and(i.pay_at_hotel) FROM cart_items i WHERE i.cart_id = c.id), false) AS pay_at_hotel,
               (SELECT min(i.check_in)::text FROM cart_items i WHERE i.cart_id = c.id) AS first_check_in,
               (SELECT max(p.created_at) FROM payments p WHERE p.cart_id = c.id) AS last_created
          FROM carts c WHERE c.id = ${cart.id}`);
      if (!facts || facts.items === 0) throw cartError(404, 'not_found', 'cart_not_found', { lang });
      // Its holds stopped counting when the hold ended (the sweeper marks the cart soon): too late to pay.
      if (facts.hold_ended) throw cartError(409, 'cart_expired', 'cart_expired', { lang });
      if (!cart.contact || !facts.terms_accepted || (cart.guests ?? []).length === 0) {
        throw paymentError(422, 'cart_incomplete', 'cart_incomplete', { lang });
      }
      if (body.amount !== cart.total) {
        throw paymentError(409, 'price_changed', 'price_changed', {
          lang,
          params: { amount: formatRupiah(cart.total, lang) },
          field: 'amount',
        });
      }
      const choice = chooseMethod(body, cart.total, facts.pay_at_hotel, lang);
      if (!(await promoAllowsPayment(tx, cart.id, choice.method, choice.channel))) {
        throw paymentError(409, 'promo_not_for_method', 'promo_not_for_method', { lang });
      }
      const amount = cart.total + choice.fee;
      // Whatever the method, the member must be able to pay before the check-in day ends.
      const checkInDayEnd = jakartaStartOfDay(addDays(facts.first_check_in, 1));
      const expiresAt =
        choice.method === 'pay_at_hotel'
          ? checkInDayEnd
          : new Date(
              Math.min(now.getTime() + PAYMENT_MINUTES[choice.method] * 60_000, checkInDayEnd.getTime()),
            );
      // Strictly after the cart's earlier payments, so "the latest" is well defined even within a millisecond.
      const createdAt = new Date(
        Math.max(now.getTime(), facts.last_created ? new Date(facts.last_created).getTime() + 1 : 0),
      );
      const id = randomUUID();
      const replaced = await retireOtherPayments(run, cart.id, id, now);
      let charge = {
        reference: null as string | null,
        vaNumber: null as string | null,
        billerCode: null as string | null,
        qrString: null as string | null,
        deeplinkUrl: null as string | null,
        redirectUrl: null as string | null,
      };
      if (choice.method !== 'pay_at_hotel' && amount > 0) {
        const contact = cart.contact;
        const request: ChargeRequest = {
          orderId: id,
          amount,
          method: choice.method,
          channel: choice.channel,
          installmentTenor: choice.tenor,
          expiresAt,
          now,
          lang,
          customer: {
            ...nameParts(contact.full_name),
            email: contact.email,
            phone: `+${contact.phone_number_country_code}${contact.phone_number}`,
          },
          items: [{ id: cart.id.slice(0, 8), name: 'Nusa Stay hotel booking', price: amount, quantity: 1 }],
          returnUrl: `${services.config.auth.publicAppUrl}/checkout?cart=${cart.id}`,
        };
        try {
          charge = await gateway.charge(request, tx);
        } catch (error) {
          if (error instanceof PaymentGatewayError) {
            log.warn(
              { err: error, cartId: cart.id },
              'the payment gateway refused or did not answer a charge',
            );
            throw paymentError(503, 'gateway_unavailable', 'gateway_unavailable', { lang });
          }
          throw error;
        }
      }
      const [row] = await tx
        .insert(payments)
        .values({
          id,
          cartId: cart.id,
          method: choice.method,
          channel: choice.channel,
          amount,
          status: 'pending',
          provider: choice.method === 'pay_at_hotel' ? 'hotel' : gateway.kind,
          providerReference: charge.reference,
          installmentTenor: choice.tenor,
          installmentFee: choice.fee,
          vaNumber: charge.vaNumber,
          billerCode: charge.billerCode,
          qrString: charge.qrString,
          deeplinkUrl: charge.deeplinkUrl,
          redirectUrl: charge.redirectUrl,
          expiresAt,
          createdAt,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('payment not recorded');
      let bookingCode: string | null = null;
      if (choice.method === 'pay_at_hotel') {
        // Straight to the rooms (locked before the holds are touched, in the sweeper's lock order): the holds are
        // still valid, so the rooms are sold and the booking confirmed.
        const booking = await confirmCart(
          run,
          cart,
          { id, method: 'pay_at_hotel', installment_fee: 0, installment_tenor: null },
          now,
          { paid: false },
        );
        // Cannot happen while the holds last; if it did, nothing is kept (the transaction is undone).
        if (!booking.confirmed) throw cartError(409, 'room_not_available', 'room_not_available', { lang });
        bookingCode = booking.code;
        voucherBookingId = booking.id;
      } else {
        // The hold lasts as long as the payment can be paid (never shortened by a quicker method).
        await run(sql`
          UPDATE carts SET expires_at = GREATEST(expires_at, ${expiresAt.toISOString()}::timestamptz),
                 updated_at = ${at}::timestamptz
           WHERE id = ${cart.id}`);
        await run(sql`
          UPDATE room_holds SET expires_at = GREATEST(expires_at, ${expiresAt.toISOString()}::timestamptz)
           WHERE cart_id = ${cart.id}`);
      }
      cancel = replaced;
      const [saved] = await tx.select().from(payments).where(eq(payments.id, id));
      return { status: 201, body: { data: paymentAnswer(saved ?? row, bookingCode, lang, now) } };
    },
  );
  for (const orderId of cancel) {
    await gateway.cancel(orderId).catch((error: unknown) => {
      log.warn(
        { err: error, paymentId: orderId },
        'a replaced payment could not be cancelled at the gateway',
      );
    });
  }
  if (voucherBookingId !== null) await sendVoucher(services, voucherBookingId, log);
  return answer;
}

export const paymentHandlers = defineHandlers({
  async createPayment({ body, headers, lang, services, request }) {
    const member = await cartMember(services, request, lang);
    const key = typeof headers['idempotency-key'] === 'string' ? headers['idempotency-key'] : undefined;
    const answer = await createPayment(services, member.id, body, lang, key, request.log);
    return { status: 201, body: answer.body };
  },

  async getPayment({ params, lang, services, request }) {
    const member = await cartMember(services, request, lang);
    const found = await readPayment(
      services.database,
      and(
        eq(payments.id, params.id),
        sql`${payments.cartId} IN (SELECT ${carts.id} FROM ${carts} WHERE ${carts.memberId} = ${member.id})`,
      ),
    );
    if (!found) throw paymentError(404, 'not_found', 'payment_not_found', { lang });
    return {
      status: 200,
      body: { data: paymentAnswer(found.row, found.bookingCode, lang, services.clock()) },
    };
  },
});
