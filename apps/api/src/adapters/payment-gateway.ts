// Picks the payment gateway: Midtrans when configured, else the local gateway (never in a strict deployment).
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { Clock } from '../lib/time.ts';
import { deriveKey } from '../modules/members/config.ts';
import { createLocalGateway } from './payment-local.ts';
import type { PaymentGateway } from './payment-types.ts';

export async function createPaymentGateway(
  config: AppConfig,
  database: Database,
  clock: Clock,
): Promise<PaymentGateway> {
  if (config.payments.midtrans) {
    // Imported only when configured: midtrans-client and its HTTP stack are about 7 MB of heap, and every full
    // garbage collection marks what is loaded (issue 14).
    const { createMidtransGateway } = await import('./payment-midtrans.ts');
    return createMidtransGateway(config.payments.midtrans);
  }
  if (config.auth.strict) {
    // loadPaymentConfig already refuses this; kept so no code path can ever take bookings without money.
    throw new Error(
      'APP_ENV=production requires MIDTRANS_SERVER_KEY (the local payment gateway takes no money)',
    );
  }
  return createLocalGateway({
    database,
    clock,
    serverKey: deriveKey(config.auth, 'local-payment-gateway').toString('hex'),
    publicUrl: config.auth.publicAppUrl,
  });
}
