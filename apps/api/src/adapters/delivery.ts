// Delivery of one-time codes (WhatsApp) and e-mails (password reset) through adapters: the real ones when
// configured by environment variables, otherwise the local outbox (outbox_messages, readable at /__dev/outbox).
import type { AuthConfig } from '../modules/members/config.ts';
import type { Database } from '../db/database.ts';
import type { Delivery } from './delivery-types.ts';
import { createOutbox } from './outbox.ts';
import { createSmtpSender } from './smtp.ts';
import { createWhatsAppCloudSender } from './whatsapp-cloud.ts';

export type { Delivery } from './delivery-types.ts';

export function createDelivery(config: AuthConfig, database: Database): Delivery {
  const outbox = createOutbox(database);
  const whatsapp = config.whatsapp ? createWhatsAppCloudSender(config.whatsapp) : outbox.whatsapp;
  const email = config.smtp ? createSmtpSender(config.smtp) : outbox.email;
  if (config.strict && (whatsapp.kind === 'outbox' || email.kind === 'outbox')) {
    // loadAuthConfig already refuses this; kept so no code path can ever use the outbox in production.
    throw new Error('APP_ENV=production requires real WhatsApp and e-mail adapters');
  }
  return { whatsapp, email, outbox: whatsapp.kind === 'outbox' || email.kind === 'outbox' };
}
