// The adapters' shared shapes, apart from delivery.ts so that each adapter can use them without an import cycle
// (delivery.ts picks the adapters).
import type { Lang } from '@nusa/i18n/languages';

interface WhatsAppMessage {
  /** E.164 without "+": country code followed by the national number. */
  to: string;
  /** The code, for template messages (authentication templates take it as a parameter). */
  code: string;
  /** The whole text, for plain text messages and the outbox. */
  text: string;
  lang: Lang;
}

interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface WhatsAppSender {
  readonly kind: 'whatsapp-cloud' | 'outbox';
  send(message: WhatsAppMessage): Promise<void>;
}

export interface EmailSender {
  readonly kind: 'smtp' | 'outbox';
  send(message: EmailMessage): Promise<void>;
}

export interface Delivery {
  whatsapp: WhatsAppSender;
  email: EmailSender;
  /** True when at least one channel writes to the local outbox (then /__dev/outbox exists). */
  outbox: boolean;
}

/** A delivery failure whose message carries no recipient or content (it may be logged). */
export class DeliveryError extends Error {
  constructor(channel: string, detail: string) {
    super(`${channel} delivery failed: ${detail}`);
    this.name = 'DeliveryError';
  }
}
