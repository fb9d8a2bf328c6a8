// Promo codes: the rules of the promotions that advertise them (landing_pages: period, minimum transaction,
// percentage with a cap or a fixed amount, participating hotels, quota, per-member limit, payment methods and
// channels), applied to a cart.
//
// When a use is counted: when the code is APPLIED to a cart, not when it is paid. Applying reserves one use of
// the quota and of the member's limit (a promo_redemptions row, landing_pages.quota_used + 1); removing or
// replacing the code, or the cart expiring (sweeper.ts), gives it back; a paid cart keeps it for good. So a member
// who sees a discount in the price details keeps it through payment, and the quota is never exceeded: every
// application of a code locks the promotion's row first (FOR UPDATE), so they run one after another, each seeing
// the uses taken by the ones before; a check on landing_pages (quota_used <= quota) backs it up.
//
// For the payments module (no call needed when a cart is paid: its reservation simply stays):
// - promoAllowsPayment(tx, cartId, method, channel): whether the cart's applied promo (if any) allows paying
//   with this method and channel (a bank promo: that bank's virtual account); refuse the payment with 409
//   promo_not_for_method when it does not. Lock the cart row before calling it.
//
// Refusals are 422 promo_invalid with the reason in errors.promo_code: unknown code, not started (and when it
// starts), ended, not valid for this hotel, below the minimum transaction, used up (quota), already used by this
// member, or in use on another of the member's open carts. Attempts are limited per member (guessing codes).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { PaymentChannel, PaymentMethod } from '../../db/schema.ts';
import type { Lang } from '../../http/i18n.ts';
import { toJakartaIso } from '../../lib/time.ts';
import { formatRupiah, longDate } from '../payments/format.ts';
import { type CartMessage, cartError } from './messages.ts';
import { type Run, runIn } from '../../db/run.ts';
import type { LockedCart } from './shared.ts';

/** Promo code attempts per member: enough for typos, too few to guess codes. */
export const PROMO_ATTEMPTS = { limit: 20, windowSeconds: 600 };

interface PromoRule extends Record<string, unknown> {
  id: number;
  promo_code: string;
  discount_percent: number | null;
  max_discount: number | null;
  discount_amount: number | null;
  min_transaction: number | null;
  usage_limit_per_member: number | null;
  quota: number | null;
  quota_used: number;
  not_started: boolean;
  ended: boolean;
  start_at: Date | string;
}

const refuse = (key: CartMessage, lang: Lang, params?: Record<string, string | number>) =>
  cartError(422, 'promo_invalid', key, { lang, params, field: 'promo_code' });

/**
 * The discount of a rule on a total (taxes and fees included), in whole rupiah, never more than the total. Also
 * what the promotion pages show on a participating hotel's price (modules/general/promotions.ts), so a page
 * never promises a discount the cart does not give.
 */
export function promoDiscount(
  rule: { discount_percent: number | null; max_discount: number | null; discount_amount: number | null },
  total: number,
): number {
  let discount = 0;
  if (rule.discount_percent !== null) {
    discount = Math.floor((total * rule.discount_percent) / 100);
    if (rule.max_discount !== null) discount = Math.min(discount, rule.max_discount);
  } else if (rule.discount_amount !== null) {
    discount = rule.discount_amount;
  }
  return Math.max(0, Math.min(discount, total));
}

/** Gives back the cart's promo use, if it has one (the cart row is locked by the caller). */
async function releasePromo(run: Run, cartId: string): Promise<void> {
  await run(sql`
    WITH gone AS (DELETE FROM promo_redemptions WHERE cart_id = ${cartId} RETURNING landing_page_id)
    UPDATE landing_pages l SET quota_used = l.quota_used - 1 FROM gone WHERE l.id = gone.landing_page_id`);
}

/**
 * Applies `code` to the locked, open cart (replacing its promo), or removes its promo when `code` is null, and
 * reprices it. Throws 422 promo_invalid with the reason; the transaction then rolls back and the cart keeps the
 * promo it had.
 */
export async function applyPromo(
  run: Run,
  cart: LockedCart,
  code: string | null,
  memberId: number,
  now: Date,
  lang: Lang,
): Promise<void> {
  const at = now.toISOString();
  const itemsTotal = cart.room_total + cart.taxes_and_fees;
  const normalized = code?.trim().toUpperCase() ?? null;
  if (normalized === null || normalized === '') {
    await releasePromo(run, cart.id);
    await run(sql`
      UPDATE carts SET promo_code = NULL, landing_page_id = NULL, promo_discount = 0, total = ${itemsTotal},
             updated_at = ${at}::timestamptz
       WHERE id = ${cart.id}`);
    return;
  }
  const [found] = await run<{ id: number }>(sql`
    SELECT id FROM landing_pages WHERE upper(promo_code) = ${normalized} AND published`);
  if (!found) throw refuse('promo_unknown', lang);
  // The same code again: nothing to change (its use stays reserved, its discount as computed then).
  if (cart.landing_page_id === found.id) return;
  // The promotion given back and the one taken are locked together in id order: two carts swapping the same two
  // codes the other way round would otherwise each hold one and wait for the other.
  const ids = [found.id, ...(cart.landing_page_id === null ? [] : [cart.landing_page_id])];
  const locked = await run<PromoRule>(sql`
    SELECT id, promo_code, discount_percent, max_discount, discount_amount, min_transaction,
           usage_limit_per_member, quota, quota_used, start_at,
           start_at > ${at}::timestamptz AS not_started, end_at < ${at}::timestamptz AS ended
      FROM landing_pages
     WHERE id IN (${sql.join(
       ids.map((id) => sql`${id}`),
       sql`, `,
     )})
     ORDER BY id
       FOR UPDATE`);
  const rule = locked.find((r) => r.id === found.id);
  if (!rule) throw refuse('promo_unknown', lang);
  await releasePromo(run, cart.id);
  if (rule.not_started) {
    throw refuse('promo_not_started', lang, {
      date: longDate(toJakartaIso(rule.start_at).slice(0, 10), lang),
    });
  }
  if (rule.ended) throw refuse('promo_ended', lang);
  const [hotels] = await run<{ outside: number }>(sql`
    SELECT count(*)::int AS outside FROM cart_items i
     WHERE i.cart_id = ${cart.id}
       AND EXISTS (SELECT 1 FROM landing_page_hotels WHERE landing_page_id = ${rule.id})
       AND NOT EXISTS (SELECT 1 FROM landing_page_hotels
                        WHERE landing_page_id = ${rule.id} AND hotel_id = i.hotel_id)`);
  if (Number(hotels?.outside ?? 0) > 0) throw refuse('promo_not_for_hotel', lang);
  if (rule.min_transaction !== null && itemsTotal < rule.min_transaction) {
    throw refuse('promo_below_minimum', lang, { amount: formatRupiah(rule.min_transaction, lang) });
  }
  if (rule.usage_limit_per_member !== null) {
    // Uses of other carts that still count: paid ones, and open ones whose hold has not ended.
    const [uses] = await run<{ paid: number; open: number }>(sql`
      SELECT count(*) FILTER (WHERE c.status = 'paid')::int AS paid,
             count(*) FILTER (WHERE c.status = 'active' AND c.expires_at > ${at}::timestamptz)::int AS open
        FROM promo_redemptions r JOIN carts c ON c.id = r.cart_id
       WHERE r.landing_page_id = ${rule.id} AND r.member_id = ${memberId} AND r.cart_id <> ${cart.id}`);
    const paid = Number(uses?.paid ?? 0);
    const open = Number(uses?.open ?? 0);
    if (paid + open >= rule.usage_limit_per_member) {
      throw refuse(open > 0 ? 'promo_in_other_cart' : 'promo_member_limit', lang);
    }
  }
  if (rule.quota !== null && rule.quota_used >= rule.quota) throw refuse('promo_used_up', lang);
  const discount = promoDiscount(rule, itemsTotal);
  await run(sql`
    INSERT INTO promo_redemptions (landing_page_id, member_id, cart_id, discount, created_at)
    VALUES (${rule.id}, ${memberId}, ${cart.id}, ${discount}, ${at}::timestamptz)`);
  await run(sql`UPDATE landing_pages SET quota_used = quota_used + 1 WHERE id = ${rule.id}`);
  await run(sql`
    UPDATE carts SET promo_code = ${rule.promo_code}, landing_page_id = ${rule.id}, promo_discount = ${discount},
           total = ${itemsTotal - discount}, updated_at = ${at}::timestamptz
     WHERE id = ${cart.id}`);
}

/**
 * Whether the cart's applied promo allows paying with `method` (and `channel`): true without a promo or for a
 * promo valid for any method. For the payments module, inside its transaction (the cart row locked first).
 */
export async function promoAllowsPayment(
  tx: Db,
  cartId: string,
  method: PaymentMethod,
  channel: PaymentChannel | null,
): Promise<boolean> {
  const [promo] = await runIn(tx)<{
    payment_methods: PaymentMethod[];
    payment_channels: PaymentChannel[];
  }>(sql`
    SELECT lp.payment_methods, lp.payment_channels
      FROM carts c JOIN landing_pages lp ON lp.id = c.landing_page_id
     WHERE c.id = ${cartId}`);
  if (!promo) return true;
  if (promo.payment_methods.length > 0 && !promo.payment_methods.includes(method)) return false;
  if (promo.payment_channels.length > 0 && (channel === null || !promo.payment_channels.includes(channel))) {
    return false;
  }
  return true;
}
