// The payment gateway behind an adapter: the local gateway (development and tests, payment-local.ts) and Midtrans
// (payment-midtrans.ts) answer the same questions in the same shapes, so the payment handlers never know which
// one they talk to. Shapes follow Midtrans' Core API, which the local gateway imitates.
import type { Db } from '../db/database.ts';
import type { Lang } from '../http/i18n.ts';

type GatewayMethod = 'virtual_account' | 'e_wallet' | 'qris' | 'credit_card';
type GatewayChannel = 'bca' | 'mandiri' | 'bni' | 'bri' | 'permata' | 'gopay' | 'ovo' | 'dana' | 'shopeepay';

export interface ChargeRequest {
  /** Our payment id, Midtrans' order_id: notifications and status look-ups name it. */
  orderId: string;
  /** Whole rupiah, what the member is charged (instalment fee included). */
  amount: number;
  method: GatewayMethod;
  channel: GatewayChannel | null;
  installmentTenor: number | null;
  /** When the gateway must stop accepting the payment. */
  expiresAt: Date;
  now: Date;
  lang: Lang;
  customer: { firstName: string; lastName: string; email: string; phone: string };
  /** One line per room type, prices in whole rupiah; their sum may differ from amount by discounts and fees. */
  items: { id: string; name: string; price: number; quantity: number }[];
  /** Where the member comes back to after a redirect page (e-wallet web page, card 3-D Secure). */
  returnUrl: string;
}

/** What the member needs to pay, as the gateway issued it. */
export interface ChargeResult {
  /** The gateway's transaction id. */
  reference: string;
  vaNumber: string | null;
  /** Mandiri bill payment: the company code the bill key is paid to. */
  billerCode: string | null;
  qrString: string | null;
  deeplinkUrl: string | null;
  redirectUrl: string | null;
}

/** Our reading of the gateway's transaction_status (and fraud_status for cards). */
export type GatewayOutcome = 'pending' | 'paid' | 'failed' | 'expired';

export interface GatewayStatus {
  outcome: GatewayOutcome;
  /** The gateway's own words, kept for support (settlement, capture, deny, expire…). */
  transactionStatus: string;
  /** Whole rupiah the gateway says the transaction is for. */
  grossAmount: number;
}

/** Giving back the money of a settled transaction (a cancelled booking). */
export interface RefundRequest {
  /** Our payment id, the transaction's order_id. */
  orderId: string;
  /** Whole rupiah to give back (the whole amount paid). */
  amount: number;
  /** Makes a retried refund one refund at the gateway (Midtrans' refund_key): the booking's code. */
  refundKey: string;
  /** How the member paid: the gateways cannot send a transfer back to the account it came from. */
  method: 'virtual_account' | 'e_wallet' | 'qris' | 'credit_card';
  reason: string;
}

export interface RefundResult {
  /** `refunded`: the gateway gave the money back; `pending`: it must be paid back by hand (bank transfers). */
  status: 'refunded' | 'pending';
  /** The gateway's reference of the refund, when it made one. */
  reference: string | null;
}

/** Midtrans' HTTP notification fields we read (the local gateway sends the same). */
export interface GatewayNotification {
  order_id: string;
  status_code: string;
  gross_amount: string;
  signature_key: string;
  transaction_status: string;
}

export interface PaymentGateway {
  readonly kind: 'local' | 'midtrans';
  /**
   * Issues the payment. `tx` is the caller's open transaction: a gateway that keeps its ledger in our database
   * (the local one) writes through it, since no other connection may be awaited inside a transaction.
   */
  charge(request: ChargeRequest, tx?: Db): Promise<ChargeResult>;
  /** The transaction's status as the gateway knows it now; null when it has no such transaction. */
  status(orderId: string): Promise<GatewayStatus | null>;
  /** Stops a pending transaction from being paid (a newer payment replaced it). */
  cancel(orderId: string): Promise<void>;
  /**
   * Gives back a settled transaction's money. `tx` as for `charge`. Throws PaymentGatewayError when the gateway
   * refuses (not settled, already refunded elsewhere, unreachable): the caller then changes nothing.
   */
  refund(request: RefundRequest, tx?: Db): Promise<RefundResult>;
  /** Whether a notification was signed with our server key. Never trust a notification that is not. */
  verifySignature(notification: GatewayNotification): boolean;
}

/**
 * The gateway did not answer, or answered an error: the payment could not be created or checked. Its message
 * carries the HTTP status and the gateway's status code only, never the request (names, e-mails, phone numbers).
 */
export class PaymentGatewayError extends Error {
  readonly httpStatus: number | null;
  constructor(detail: string, httpStatus: number | null = null) {
    super(`payment gateway: ${detail}`);
    this.name = 'PaymentGatewayError';
    this.httpStatus = httpStatus;
  }
}
