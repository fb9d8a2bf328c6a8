// What the cart handlers share: the signed-in member, and the member's own cart
// locked for a change (another member's cart is answered as unknown).
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Services } from '../../contract/handlers.ts';
import { type Run, runIn } from '../../db/run.ts';
import type { Lang } from '../../http/i18n.ts';
import { memberError } from '../members/messages.ts';
import { type MemberRow, requireMember } from '../members/tokens.ts';
import { cartError } from './messages.ts';
import { expireCarts } from './sweeper.ts';

/** The signed-in member, or 401: a cart must land in the member's history, and an inactive account books nothing. */
export async function cartMember(
  services: Services,
  request: FastifyRequest,
  lang: Lang,
): Promise<MemberRow> {
  const { member } = await requireMember(services, request, lang);
  if (member.status !== 'active') throw memberError(401, 'unauthorized', 'unauthorized', { lang });
  return member;
}

export interface LockedCart extends Record<string, unknown> {
  id: string;
  member_id: number | null;
  status: 'active' | 'expired' | 'paid';
  landing_page_id: number | null;
  room_total: number;
  taxes_and_fees: number;
  promo_discount: number;
  total: number;
}

/**
 * Changes the member's cart in one transaction, with the cart row locked until it ends: 404 for an unknown cart
 * or another member's (its existence is not revealed), 409 cart_paid, and 409 cart_expired once its hold ended.
 * A hold that ended unnoticed is expired here and then, exactly as the sweeper would (committed, before the 409),
 * so its rooms and promo use come back at once.
 */
export async function changeOpenCart(
  services: Services,
  cartId: string,
  memberId: number,
  lang: Lang,
  change: (run: Run, cart: LockedCart, now: Date) => Promise<void>,
): Promise<void> {
  const now = services.clock();
  const holdEnded = await services.database.transaction(async (tx) => {
    const run = runIn(tx);
    const [cart] = await run<LockedCart & { hold_ended: boolean }>(sql`
      SELECT id, member_id, status, landing_page_id, room_total, taxes_and_fees, promo_discount, total,
             expires_at <= ${now.toISOString()}::timestamptz AS hold_ended
        FROM carts WHERE id = ${cartId} FOR UPDATE`);
    if (!cart || cart.member_id !== memberId) throw cartError(404, 'not_found', 'cart_not_found', { lang });
    if (cart.status === 'paid') throw cartError(409, 'cart_paid', 'cart_paid', { lang });
    if (cart.status === 'expired') throw cartError(409, 'cart_expired', 'cart_expired', { lang });
    if (cart.hold_ended) {
      await expireCarts(run, now, { cartId });
      return true;
    }
    await change(run, cart, now);
    return false;
  });
  if (holdEnded) throw cartError(409, 'cart_expired', 'cart_expired', { lang });
}
