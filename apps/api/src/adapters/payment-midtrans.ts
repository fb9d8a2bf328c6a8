// Midtrans through its official Node client (midtrans-client), when MIDTRANS_SERVER_KEY is set. Virtual accounts
// (BCA, BNI, BRI, Permata; Mandiri as bill payment), QRIS, GoPay and ShopeePay are Core API charges: the answer
// carries what the member needs (VA number, QRIS payload, the wallet's deeplink). Cards, OVO and DANA go through
// Snap's hosted page (its redirect_url): a Core API card charge needs a card token made in the browser with
// Midtrans' card script, which this API never sees, and the card page also runs 3-D Secure and instalments.
// Notifications are checked with the server key and every status is fetched again before it is trusted.

import { DateTime } from 'luxon';
import midtrans from 'midtrans-client';
import { outcomeOf, parseGrossAmount, signatureMatches } from './payment-midtrans-rules.ts';
import {
  type ChargeRequest,
  type ChargeResult,
  type GatewayNotification,
  type GatewayStatus,
  type PaymentGateway,
  PaymentGatewayError,
  type RefundResult,
} from './payment-types.ts';

export interface MidtransConfig {
  serverKey: string;
  /** MIDTRANS_IS_PRODUCTION: Midtrans' production API instead of its sandbox. */
  isProduction: boolean;
  /** PAYMENT_NOTIFICATION_URL: sent as X-Override-Notification, else the dashboard's notification URL applies. */
  notificationUrl?: string;
  /** Tests only (never read from the environment): a local imitation of Midtrans' API. */
  baseUrls?: { core: string; snap: string };
}

/** Midtrans reads order_time and expiry start times as "yyyy-MM-dd HH:mm:ss +0700". */
const midtransTime = (at: Date) =>
  DateTime.fromJSDate(at, { zone: 'Asia/Jakarta' }).toFormat('yyyy-MM-dd HH:mm:ss ZZZ');

/** Whole minutes from now to the deadline (Midtrans counts expiry in minutes; at least one). */
const minutesUntil = (from: Date, to: Date) =>
  Math.max(1, Math.floor((to.getTime() - from.getTime()) / 60_000));

const text = (value: unknown) => (typeof value === 'string' ? value : null);

function actionUrl(answer: Record<string, unknown>, name: string): string | null {
  const actions = Array.isArray(answer.actions) ? answer.actions : [];
  for (const action of actions as { name?: unknown; url?: unknown }[]) {
    if (action?.name === name && typeof action.url === 'string') return action.url;
  }
  return null;
}

function vaNumberOf(answer: Record<string, unknown>): string | null {
  const list = Array.isArray(answer.va_numbers) ? (answer.va_numbers as { va_number?: unknown }[]) : [];
  return text(list[0]?.va_number) ?? text(answer.permata_va_number);
}

/** The client's errors carry the whole API answer; only its status goes on, so nothing personal reaches a log. */
function gatewayError(error: unknown, action: string): PaymentGatewayError {
  if (error instanceof midtrans.MidtransError) {
    const status = Number(error.httpStatusCode);
    return new PaymentGatewayError(
      `${action} answered ${error.httpStatusCode ?? 'nothing'}`,
      Number.isFinite(status) ? status : null,
    );
  }
  return new PaymentGatewayError(`${action} failed`);
}

const isNotFound = (error: unknown) =>
  error instanceof midtrans.MidtransError && Number(error.httpStatusCode) === 404;

/** The Snap page's payment list for what the member chose. */
function snapPayments(request: ChargeRequest): string[] {
  if (request.method === 'credit_card') return ['credit_card'];
  return [request.channel ?? 'dana'];
}

export function createMidtransGateway(config: MidtransConfig): PaymentGateway {
  const options = { isProduction: config.isProduction, serverKey: config.serverKey };
  const core = new midtrans.CoreApi(options);
  const snap = new midtrans.Snap(options);
  for (const client of [core, snap]) {
    // The client has no deadline of its own: a stalled connection would hold a member's request for ever.
    client.httpClient.http_client.defaults.timeout = 15_000;
    if (config.notificationUrl) {
      client.httpClient.http_client.defaults.headers.common['X-Override-Notification'] =
        config.notificationUrl;
    }
  }
  if (config.baseUrls) {
    const { core: coreUrl, snap: snapUrl } = config.baseUrls;
    core.apiConfig.getCoreApiBaseUrl = () => coreUrl;
    snap.apiConfig.getSnapApiBaseUrl = () => snapUrl;
  }

  const common = (request: ChargeRequest) => ({
    transaction_details: { order_id: request.orderId, gross_amount: request.amount },
    customer_details: {
      first_name: request.customer.firstName,
      last_name: request.customer.lastName,
      email: request.customer.email,
      phone: request.customer.phone,
    },
    item_details: request.items,
  });

  async function coreCharge(request: ChargeRequest): Promise<ChargeResult> {
    const expiry = {
      order_time: midtransTime(request.now),
      expiry_duration: minutesUntil(request.now, request.expiresAt),
      unit: 'minute',
    };
    let body: Record<string, unknown>;
    if (request.method === 'virtual_account') {
      body =
        request.channel === 'mandiri'
          ? { payment_type: 'echannel', echannel: { bill_info1: 'Pembayaran', bill_info2: 'Nusa Stay' } }
          : { payment_type: 'bank_transfer', bank_transfer: { bank: request.channel } };
    } else if (request.method === 'qris') {
      body = { payment_type: 'qris', qris: { acquirer: 'gopay' } };
    } else if (request.channel === 'gopay') {
      body = { payment_type: 'gopay', gopay: { enable_callback: true, callback_url: request.returnUrl } };
    } else {
      body = { payment_type: 'shopeepay', shopeepay: { callback_url: request.returnUrl } };
    }
    let answer: Record<string, unknown>;
    try {
      answer = await core.charge({ ...body, ...common(request), custom_expiry: expiry });
    } catch (error) {
      throw gatewayError(error, 'charge');
    }
    const reference = text(answer.transaction_id);
    if (!reference) throw new PaymentGatewayError('charge answered without transaction_id');
    const mandiri = request.method === 'virtual_account' && request.channel === 'mandiri';
    return {
      reference,
      vaNumber: mandiri ? text(answer.bill_key) : vaNumberOf(answer),
      billerCode: mandiri ? text(answer.biller_code) : null,
      qrString: text(answer.qr_string),
      deeplinkUrl: actionUrl(answer, 'deeplink-redirect'),
      // GoPay on a computer: the QR code page; ShopeePay's deeplink is also its web page.
      redirectUrl:
        request.method === 'e_wallet'
          ? (actionUrl(answer, 'generate-qr-code') ?? actionUrl(answer, 'deeplink-redirect'))
          : null,
    };
  }

  async function snapCharge(request: ChargeRequest): Promise<ChargeResult> {
    const tenor = request.installmentTenor;
    const parameter = {
      ...common(request),
      enabled_payments: snapPayments(request),
      ...(request.method === 'credit_card'
        ? {
            credit_card: {
              secure: true,
              ...(tenor
                ? {
                    installment: {
                      required: true,
                      terms: Object.fromEntries(
                        ['bca', 'bni', 'mandiri', 'bri', 'cimb', 'offline'].map((bank) => [bank, [tenor]]),
                      ),
                    },
                  }
                : {}),
            },
          }
        : {}),
      expiry: {
        start_time: midtransTime(request.now),
        unit: 'minute',
        duration: minutesUntil(request.now, request.expiresAt),
      },
      callbacks: { finish: request.returnUrl },
    };
    try {
      const answer = await snap.createTransaction(parameter);
      if (!answer.token || !answer.redirect_url)
        throw new PaymentGatewayError('snap answered without a token');
      return {
        reference: answer.token,
        vaNumber: null,
        billerCode: null,
        qrString: null,
        deeplinkUrl: null,
        redirectUrl: answer.redirect_url,
      };
    } catch (error) {
      throw error instanceof PaymentGatewayError ? error : gatewayError(error, 'snap transaction');
    }
  }

  return {
    kind: 'midtrans',
    async charge(request) {
      const viaSnap =
        request.method === 'credit_card' || request.channel === 'ovo' || request.channel === 'dana';
      return viaSnap ? snapCharge(request) : coreCharge(request);
    },
    async status(orderId): Promise<GatewayStatus | null> {
      let answer: Record<string, unknown>;
      try {
        answer = await core.transaction.status(orderId);
      } catch (error) {
        if (isNotFound(error)) return null;
        throw gatewayError(error, 'status');
      }
      const transactionStatus = text(answer.transaction_status) ?? '';
      const outcome = outcomeOf(transactionStatus, text(answer.fraud_status));
      const grossAmount = parseGrossAmount(text(answer.gross_amount) ?? '');
      if (!outcome || !Number.isFinite(grossAmount)) {
        // Refunds, chargebacks and unknown words are for support to handle; the booking does not move on them.
        return {
          outcome: 'pending',
          transactionStatus,
          grossAmount: Number.isFinite(grossAmount) ? grossAmount : 0,
        };
      }
      return { outcome, transactionStatus, grossAmount };
    },
    async cancel(orderId) {
      try {
        await core.transaction.expire(orderId);
      } catch (error) {
        // Never started (a Snap page nobody opened) or already final: nothing left to stop.
        if (error instanceof midtrans.MidtransError) return;
        throw gatewayError(error, 'expire');
      }
    },
    async refund(request): Promise<RefundResult> {
      // Midtrans refunds cards, GoPay, ShopeePay and QRIS through its API; a bank transfer (virtual account) has
      // no way back through it, so that refund is left pending for support to transfer by hand.
      if (request.method === 'virtual_account') return { status: 'pending', reference: null };
      let answer: Record<string, unknown>;
      try {
        answer = await core.transaction.refund(request.orderId, {
          refund_key: request.refundKey,
          amount: request.amount,
          reason: request.reason,
        });
      } catch (error) {
        throw gatewayError(error, 'refund');
      }
      const status = text(answer.transaction_status);
      if (status !== 'refund' && status !== 'partial_refund') {
        throw new PaymentGatewayError(`refund answered ${status ?? 'no status'}`);
      }
      return { status: 'refunded', reference: text(answer.refund_key) ?? request.refundKey };
    },
    verifySignature(notification: GatewayNotification) {
      return signatureMatches(notification, config.serverKey);
    },
  };
}
