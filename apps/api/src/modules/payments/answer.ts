// The contract's Payment for a payments row: what the payment page, the cart (its `payment`) and the booking
// (its `payment`) show. Instructions are built here in the request's language from the stored facts.
import { desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { bookings, payments } from '../../db/schema.ts';
import type { components } from '../../generated/openapi.ts';
import type { Lang } from '../../http/i18n.ts';
import { toJakartaIso } from '../../lib/time.ts';
import { buildInstructions } from './instructions.ts';

type Schemas = components['schemas'];
export type Payment = Schemas['Payment'];
export type PaymentRow = typeof payments.$inferSelect;
type Channel = Schemas['PaymentChannel'];
type Method = Schemas['PaymentMethod'];

const CHANNELS = new Set<string>([
  'bca',
  'mandiri',
  'bni',
  'bri',
  'permata',
  'gopay',
  'ovo',
  'dana',
  'shopeepay',
]);

/** Rows written before the contract named every method (demo data of the first seed) said bank_transfer. */
function methodOf(row: PaymentRow): Method {
  const method = row.method as string;
  return (method === 'bank_transfer' ? 'virtual_account' : method) as Method;
}

/**
 * A pending payment whose deadline passed is expired for whoever reads it, even before the sweeper marks it
 * (the gateway refuses it by then). Pay at hotel has no deadline to miss: it is settled at the front desk.
 */
function effectiveStatus(row: PaymentRow, now: Date): Payment['status'] {
  if (row.status === 'pending' && row.method !== 'pay_at_hotel' && row.expiresAt.getTime() <= now.getTime()) {
    return 'expired';
  }
  return row.status;
}

/** One payments row as the contract's Payment; `bookingCode` is the code of the booking it confirmed, if any. */
export function paymentAnswer(row: PaymentRow, bookingCode: string | null, lang: Lang, now: Date): Payment {
  const method = methodOf(row);
  const channel = row.channel && CHANNELS.has(row.channel) ? (row.channel as Channel) : null;
  const status = effectiveStatus(row, now);
  const tenor = row.installmentTenor;
  return {
    id: row.id,
    cart_id: row.cartId,
    status,
    method,
    channel,
    amount: row.amount,
    installment_tenor: tenor === 3 || tenor === 6 || tenor === 12 ? tenor : null,
    installment_fee: row.installmentFee,
    // Only a payment that can still be paid says how: a paid or dead VA number must not be paid to again.
    instructions:
      status === 'pending'
        ? buildInstructions(
            {
              method,
              channel,
              vaNumber: row.vaNumber,
              billerCode: row.billerCode,
              amount: row.amount,
              expiresAt: row.expiresAt,
              installmentTenor: row.installmentTenor,
            },
            lang,
          )
        : null,
    qr_string: status === 'pending' ? row.qrString : null,
    deeplink_url: status === 'pending' ? row.deeplinkUrl : null,
    redirect_url: status === 'pending' ? row.redirectUrl : null,
    expires_at: toJakartaIso(row.expiresAt),
    booking_code: bookingCode,
    created_at: toJakartaIso(row.createdAt),
    paid_at: row.paidAt ? toJakartaIso(row.paidAt) : null,
    server_time: toJakartaIso(now),
  };
}

/** A payment with the code of the booking it confirmed, read in one query. */
export async function readPayment(
  database: Database,
  where: SQL | undefined,
): Promise<{ row: PaymentRow; bookingCode: string | null } | undefined> {
  const [found] = await database.db
    .select({ row: payments, bookingCode: bookings.code })
    .from(payments)
    .leftJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(where)
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  return found ? { row: found.row, bookingCode: found.bookingCode ?? null } : undefined;
}

/** The cart's latest payment (pending, paid, failed or expired), for the cart's `payment`; null before any. */
export async function latestPaymentOfCart(
  database: Database,
  cartId: string,
  lang: Lang,
  now: Date,
): Promise<Payment | null> {
  const found = await readPayment(database, eq(payments.cartId, cartId));
  return found ? paymentAnswer(found.row, found.bookingCode, lang, now) : null;
}
