// E-mail over SMTP with nodemailer, configured by SMTP_URL (e.g. smtps://user:pass@smtp.example.com:465) and
// MAIL_FROM. nodemailer is loaded on first use, so servers using the local outbox never load it.
import type { Transporter } from 'nodemailer';
import type { EmailSender } from './delivery-types.ts';
import { DeliveryError } from './delivery-types.ts';

export function createSmtpSender(config: { url: string; from: string }): EmailSender {
  let transport: Promise<Transporter> | undefined;
  return {
    kind: 'smtp',
    async send(message) {
      try {
        transport ??= import('nodemailer').then((m) => m.default.createTransport(config.url));
        await (await transport).sendMail({
          from: config.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
        });
      } catch (error) {
        // nodemailer's messages can include addresses: keep only the error code.
        const code = (error as { code?: unknown }).code;
        throw new DeliveryError('email', typeof code === 'string' ? code : 'SMTP error');
      }
    },
  };
}
