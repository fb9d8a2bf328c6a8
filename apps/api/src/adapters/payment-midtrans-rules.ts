// Midtrans' rules that the local gateway imitates and the Midtrans adapter follows: the notification signature
// and the meaning of transaction_status. Both gateways answer in these terms, so one reading serves both.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { GatewayNotification, GatewayOutcome } from './payment-types.ts';

/** SHA-512(order_id + status_code + gross_amount + server key), lower-case hex, as Midtrans signs notifications. */
export function notificationSignature(
  fields: Pick<GatewayNotification, 'order_id' | 'status_code' | 'gross_amount'>,
  serverKey: string,
): string {
  return createHash('sha512')
    .update(`${fields.order_id}${fields.status_code}${fields.gross_amount}${serverKey}`)
    .digest('hex');
}

/** Compared in constant time: a byte-by-byte comparison would tell a forger how much of a guess was right. */
export function signatureMatches(notification: GatewayNotification, serverKey: string): boolean {
  const expected = Buffer.from(notificationSignature(notification, serverKey), 'utf8');
  const given = Buffer.from(String(notification.signature_key).toLowerCase(), 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * transaction_status (and fraud_status for cards) → what it means for the booking. A card `capture` under fraud
 * review (`challenge`) is not money yet; refunds and chargebacks come after a payment and are left to support.
 */
export function outcomeOf(transactionStatus: string, fraudStatus?: string | null): GatewayOutcome | null {
  switch (transactionStatus) {
    case 'settlement':
      return 'paid';
    case 'capture':
      if (fraudStatus === 'deny') return 'failed';
      return fraudStatus === 'challenge' ? 'pending' : 'paid';
    case 'pending':
    case 'authorize':
      return 'pending';
    case 'deny':
    case 'cancel':
    case 'failure':
      return 'failed';
    case 'expire':
      return 'expired';
    default:
      return null;
  }
}

/** Midtrans writes rupiah amounts as "145000.00". */
export function grossAmountText(amount: number): string {
  return `${amount}.00`;
}

/** "145000.00" → 145000; NaN when it is not an amount. */
export function parseGrossAmount(text: string): number {
  return /^\d{1,12}(\.\d{1,2})?$/.test(text) ? Number(text) : Number.NaN;
}

/** Midtrans' status_code per transaction_status, as its notifications carry it. */
export function statusCodeOf(transactionStatus: string): string {
  if (transactionStatus === 'settlement' || transactionStatus === 'capture') return '200';
  if (transactionStatus === 'pending') return '201';
  if (transactionStatus === 'expire') return '407';
  return '202';
}
