// Configuration of the payment gateway, read from the environment. Midtrans when MIDTRANS_SERVER_KEY is set;
// otherwise the local gateway, which APP_ENV=production refuses (like the local outbox in members/config.ts):
// a deployment that would take bookings without taking money must not start.
import type { MidtransConfig } from '../../adapters/payment-midtrans.ts';

export interface PaymentConfig {
  /** Midtrans (MIDTRANS_SERVER_KEY, MIDTRANS_IS_PRODUCTION, PAYMENT_NOTIFICATION_URL); the local gateway when unset. */
  midtrans?: MidtransConfig;
}

function booleanOf(value: string | undefined, name: string): boolean {
  if (value === undefined || value === '' || value === 'false' || value === '0') return false;
  if (value === 'true' || value === '1') return true;
  throw new Error(`${name} must be true or false, got ${value}`);
}

export function loadPaymentConfig(env: NodeJS.ProcessEnv, strict: boolean): PaymentConfig {
  const serverKey = env.MIDTRANS_SERVER_KEY?.trim();
  const notificationUrl = env.PAYMENT_NOTIFICATION_URL?.trim() || undefined;
  if (notificationUrl && !/^https?:\/\/[^\s]+$/.test(notificationUrl)) {
    throw new Error(`PAYMENT_NOTIFICATION_URL must be an http(s) URL, got ${notificationUrl}`);
  }
  if (!serverKey) {
    if (strict) {
      throw new Error(
        'APP_ENV=production refuses to start without MIDTRANS_SERVER_KEY: the local payment gateway confirms ' +
          'bookings without taking money. Set MIDTRANS_SERVER_KEY (and MIDTRANS_IS_PRODUCTION=true for real payments).',
      );
    }
    return {};
  }
  return {
    midtrans: {
      serverKey,
      isProduction: booleanOf(env.MIDTRANS_IS_PRODUCTION, 'MIDTRANS_IS_PRODUCTION'),
      notificationUrl,
    },
  };
}
