// The local payment gateway (development, tests, end-to-end runs; never with APP_ENV=production): it issues what
// Midtrans would — virtual account numbers with each bank's prefix, a QRIS payload in the EMVCo format, e-wallet
// and card (3-D Secure) pages — and keeps its own ledger (local_gateway_transactions), so the status fetched
// "from the gateway" is not our payments row read back. A person settles a payment on the development page
// (/__dev/payments, modules/payments/dev-routes.ts), which signs a Midtrans-shaped notification with this
// gateway's server key and posts it through the same webhook as Midtrans'.
import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/database.ts';
import { localGatewayTransactions } from '../db/schema.ts';
import type { Clock } from '../lib/time.ts';
import {
  grossAmountText,
  notificationSignature,
  outcomeOf,
  signatureMatches,
  statusCodeOf,
} from './payment-midtrans-rules.ts';
import type {
  ChargeRequest,
  ChargeResult,
  GatewayNotification,
  GatewayStatus,
  PaymentGateway,
  RefundRequest,
  RefundResult,
} from './payment-types.ts';
import { PaymentGatewayError } from './payment-types.ts';

/** Midtrans' payment_type for each of our methods and channels. */
function paymentTypeOf(request: Pick<ChargeRequest, 'method' | 'channel'>): string {
  if (request.method === 'virtual_account')
    return request.channel === 'mandiri' ? 'echannel' : 'bank_transfer';
  if (request.method === 'e_wallet') return request.channel ?? 'gopay';
  return request.method;
}

const digits = (count: number) => Array.from({ length: count }, () => String(randomInt(0, 10))).join('');

/**
 * VA numbers shaped like the banks' own: a fixed company prefix, then the customer part (BCA 5 + 11 digits, BNI
 * 8 + 8, BRI 5 + 10, Permata 4 + 12; Mandiri bill payment: a 12-digit bill key paid to a biller code).
 */
const VA_FORMATS: Record<string, { prefix: string; length: number }> = {
  bca: { prefix: '12976', length: 16 },
  bni: { prefix: '98812976', length: 16 },
  bri: { prefix: '26215', length: 15 },
  permata: { prefix: '8778', length: 16 },
  mandiri: { prefix: '', length: 12 },
};
const LOCAL_MANDIRI_BILLER_CODE = '70012';

/** An EMVCo data object: id, two-digit length, value. */
const tlv = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;

/** CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF), the checksum that ends every QRIS payload. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** A dynamic QRIS payload (EMVCo merchant-presented mode) for one amount, as a QRIS acquirer issues it. */
export function qrisPayload(amount: number, billNumber: string): string {
  const body =
    tlv('00', '01') +
    tlv('01', '12') +
    tlv(
      '26',
      tlv('00', 'ID.CO.QRIS.WWW') +
        tlv('01', '936009180000012976') +
        tlv('02', 'ID2026112212976') +
        tlv('03', 'UMI'),
    ) +
    tlv('51', tlv('00', 'ID.CO.QRIS.WWW') + tlv('02', 'ID2026112212976') + tlv('03', 'UMI')) +
    // 7011: hotels, motels and resorts.
    tlv('52', '7011') +
    tlv('53', '360') +
    tlv('54', String(amount)) +
    tlv('58', 'ID') +
    tlv('59', 'NUSA STAY') +
    tlv('60', 'JAKARTA') +
    tlv('61', '10110') +
    tlv('62', tlv('01', billNumber.slice(0, 25))) +
    '6304';
  return body + crc16(body);
}

export interface LocalGatewayOptions {
  database: Database;
  clock: Clock;
  /** Signs and checks notifications (derived from the token secret, so instances on one database agree). */
  serverKey: string;
  /** Origin of the gateway's pages (the API's public origin). */
  publicUrl: string;
}

interface LocalSettlement {
  /** The signed notification to post to the webhook. */
  notification: GatewayNotification & { transaction_id: string; payment_type: string; fraud_status: string };
}

export interface LocalGateway extends PaymentGateway {
  readonly kind: 'local';
  /** Moves a pending transaction to settlement, deny or expire and returns the notification to send. */
  settle(orderId: string, to: 'settlement' | 'deny' | 'expire'): Promise<LocalSettlement | null>;
}

export function createLocalGateway(options: LocalGatewayOptions): LocalGateway {
  const { database, clock, serverKey, publicUrl } = options;
  const page = (orderId: string) => `${publicUrl}/__dev/payments/${orderId}/pay`;

  const read = async (orderId: string) => {
    const [row] = await database.db
      .select()
      .from(localGatewayTransactions)
      .where(eq(localGatewayTransactions.orderId, orderId));
    return row;
  };

  /** Like Midtrans, a pending transaction past its expiry reads as expired. */
  const statusOf = (row: typeof localGatewayTransactions.$inferSelect) =>
    row.status === 'pending' && row.expiresAt.getTime() <= clock().getTime() ? 'expire' : row.status;

  const notificationOf = (row: typeof localGatewayTransactions.$inferSelect, status: string) => {
    const fields = {
      order_id: row.orderId,
      status_code: statusCodeOf(status),
      gross_amount: grossAmountText(row.grossAmount),
    };
    return {
      ...fields,
      signature_key: notificationSignature(fields, serverKey),
      transaction_status: status,
      transaction_id: row.transactionId,
      payment_type: row.paymentType,
      fraud_status: 'accept',
    };
  };

  return {
    kind: 'local',
    async charge(request: ChargeRequest, tx?: Db): Promise<ChargeResult> {
      const paymentType = paymentTypeOf(request);
      const now = clock();
      const [row] = await (tx ?? database.db)
        .insert(localGatewayTransactions)
        .values({
          orderId: request.orderId,
          paymentType,
          grossAmount: request.amount,
          expiresAt: request.expiresAt,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('local gateway: charge not recorded');
      const result: ChargeResult = {
        reference: row.transactionId,
        vaNumber: null,
        billerCode: null,
        qrString: null,
        deeplinkUrl: null,
        redirectUrl: null,
      };
      if (request.method === 'virtual_account') {
        const format = VA_FORMATS[request.channel ?? 'bca'] ?? { prefix: '', length: 16 };
        result.vaNumber = format.prefix + digits(format.length - format.prefix.length);
        if (request.channel === 'mandiri') result.billerCode = LOCAL_MANDIRI_BILLER_CODE;
      } else if (request.method === 'qris') {
        result.qrString = qrisPayload(request.amount, row.transactionId.replaceAll('-', ''));
      } else if (request.method === 'e_wallet') {
        // The wallet's app and its web page are one simulated page here; Midtrans gives an app link and a URL.
        result.deeplinkUrl = `${page(request.orderId)}?via=app`;
        result.redirectUrl = page(request.orderId);
      } else {
        result.redirectUrl = page(request.orderId);
      }
      return result;
    },
    async status(orderId: string): Promise<GatewayStatus | null> {
      const row = await read(orderId);
      if (!row) return null;
      const status = statusOf(row);
      const outcome = outcomeOf(status) ?? 'pending';
      return { outcome, transactionStatus: status, grossAmount: row.grossAmount };
    },
    async cancel(orderId: string): Promise<void> {
      await database.rows(sql`
        UPDATE local_gateway_transactions SET status = 'cancel', updated_at = ${clock().toISOString()}::timestamptz
         WHERE order_id = ${orderId} AND status = 'pending'`);
    },
    async refund(request: RefundRequest, tx?: Db): Promise<RefundResult> {
      // Like Midtrans: only a settled transaction is refunded, whole, once; asking again with the same refund
      // key answers the same refund, anything else is refused.
      const run = async (query: ReturnType<typeof sql>) =>
        ((await (tx ?? database.db).execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
      const at = clock().toISOString();
      const [moved] = await run(sql`
        UPDATE local_gateway_transactions SET status = 'refund', updated_at = ${at}::timestamptz
         WHERE order_id = ${request.orderId} AND status = 'settlement' AND gross_amount >= ${request.amount}
        RETURNING transaction_id`);
      if (moved)
        return { status: 'refunded', reference: `${String(moved.transaction_id)}:${request.refundKey}` };
      const [row] = await run(sql`
        SELECT status, transaction_id FROM local_gateway_transactions WHERE order_id = ${request.orderId}`);
      if (row?.status === 'refund') {
        return { status: 'refunded', reference: `${String(row.transaction_id)}:${request.refundKey}` };
      }
      throw new PaymentGatewayError(
        row ? `refund refused (${String(row.status)})` : 'refund of an unknown transaction',
        412,
      );
    },
    verifySignature(notification: GatewayNotification): boolean {
      return signatureMatches(notification, serverKey);
    },
    async settle(orderId, to) {
      const row = await read(orderId);
      if (!row) return null;
      // Only a pending transaction moves (a person clicking twice changes nothing, like a bank paying once); the
      // notification is sent anyway, as Midtrans re-sends its notifications.
      const [moved] = await database.rows<{ status: string }>(sql`
        UPDATE local_gateway_transactions SET status = ${to}, updated_at = ${clock().toISOString()}::timestamptz
         WHERE order_id = ${orderId} AND status = 'pending' AND expires_at > ${clock().toISOString()}::timestamptz
        RETURNING status`);
      const status = moved?.status ?? statusOf(row);
      return { notification: notificationOf(row, status) };
    },
  };
}
