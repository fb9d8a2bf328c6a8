// The local outbox: "sends" by writing to outbox_messages, where /__dev/outbox shows them. Development and
// tests only (never with APP_ENV=production).
import type { Database } from '../db/database.ts';
import { outboxMessages } from '../db/schema.ts';
import type { EmailSender, WhatsAppSender } from './delivery-types.ts';

export function createOutbox(database: Database): { whatsapp: WhatsAppSender; email: EmailSender } {
  return {
    whatsapp: {
      kind: 'outbox',
      async send(message) {
        await database.db.insert(outboxMessages).values({
          channel: 'whatsapp',
          recipient: `+${message.to}`,
          body: message.text,
          payload: { code: message.code, lang: message.lang },
        });
      },
    },
    email: {
      kind: 'outbox',
      async send(message) {
        await database.db.insert(outboxMessages).values({
          channel: 'email',
          recipient: message.to.toLowerCase(),
          subject: message.subject,
          body: message.text,
        });
      },
    },
  };
}
