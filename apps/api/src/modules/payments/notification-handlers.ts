// POST /api-payments/notifications: the gateway's HTTP notification (Midtrans', or the local gateway's from the
// development page, through this same route). Nothing in it is believed: the signature must match our server key
// (403 invalid_signature otherwise, before anything is read), and the status is fetched again from the gateway
// and must be for the payment's own amount. Then settle.ts applies it in one transaction, which is what makes
// replays and duplicates harmless. The gateway retries a notification answered with an error, so a gateway that
// cannot be asked answers 503 and nothing changes.
import { eq } from 'drizzle-orm';
import { PaymentGatewayError } from '../../adapters/payment-types.ts';
import { defineHandlers } from '../../contract/handlers.ts';
import { payments } from '../../db/schema.ts';
import { paymentError, pm } from './messages.ts';
import { applyGatewayStatus } from './settle.ts';
import { sendVoucher } from './voucher.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const notificationHandlers = defineHandlers({
  async receivePaymentNotification({ body, lang, services, request }) {
    const { database, payments: gateway } = services;
    if (!gateway.verifySignature(body)) {
      throw paymentError(403, 'invalid_signature', 'invalid_signature', { lang });
    }
    if (!UUID.test(body.order_id)) throw paymentError(404, 'not_found', 'payment_not_found', { lang });
    const [payment] = await database.db
      .select({
        id: payments.id,
        cartId: payments.cartId,
        amount: payments.amount,
        provider: payments.provider,
      })
      .from(payments)
      .where(eq(payments.id, body.order_id));
    if (!payment || payment.provider !== gateway.kind) {
      throw paymentError(404, 'not_found', 'payment_not_found', { lang });
    }
    let status: Awaited<ReturnType<typeof gateway.status>>;
    try {
      status = await gateway.status(payment.id);
    } catch (error) {
      if (error instanceof PaymentGatewayError) {
        request.log.warn({ err: error, paymentId: payment.id }, 'payment status could not be fetched');
        throw paymentError(503, 'gateway_unavailable', 'gateway_unavailable', { lang });
      }
      throw error;
    }
    if (!status) throw paymentError(404, 'not_found', 'payment_not_found', { lang });
    if (status.grossAmount !== payment.amount) {
      // Not the payment we asked for: never settle a booking on a different amount.
      request.log.warn(
        { paymentId: payment.id },
        'the gateway reports another amount for this payment; ignored',
      );
      return { status: 200, body: { success: true, message: pm(lang, 'notification_received') } };
    }
    const result = await applyGatewayStatus(
      database.transaction.bind(database),
      payment.id,
      payment.cartId,
      status,
      services.clock(),
      request.log,
    );
    for (const orderId of result.cancel) {
      await gateway.cancel(orderId).catch((error: unknown) => {
        request.log.warn({ err: error, paymentId: orderId }, 'a pending payment could not be cancelled');
      });
    }
    if (result.voucherBookingId !== null) await sendVoucher(services, result.voucherBookingId, request.log);
    return { status: 200, body: { success: true, message: pm(lang, 'notification_received') } };
  },
});
