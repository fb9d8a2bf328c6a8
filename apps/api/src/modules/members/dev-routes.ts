// Development-only routes, registered only while a local adapter is in use and never with APP_ENV=production:
// - GET /__dev/outbox: the messages the local outbox "sent", newest first, as JSON (`?to=` filters by phone
//   number or e-mail, `?limit=` up to 200);
// - GET /__dev/outbox.html: the same as a page (no script, so the CSP holds; it reloads itself every 5 s);
// - POST /__dev/social-token: the local test identity provider, minting a token that POST
//   /api/members/v2/auth/social accepts for `source` facebook or googleplus when that provider is not configured;
// - GET /__dev/clock: the server's "now" (shifted by TEST_CLOCK_START in end-to-end runs), so a browser under test
//   can set its own clock to the same instant.
//
// The outbox and the identity provider let whoever reads them sign in as anyone, so they answer only requests from
// this machine (a loopback socket no proxy speaks for, src/http/loopback.ts), whatever HOST the server listens
// on; anyone else gets 403 `local_only`. Every /__dev answer is `Cache-Control: no-store` (src/http/no-store.ts).
import { desc, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Delivery } from '../../adapters/delivery.ts';
import { mintLocalSocialToken, type SocialVerifier } from '../../adapters/social.ts';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { outboxMessages } from '../../db/schema.ts';
import { localOnly } from '../../http/loopback.ts';
import type { Clock } from '../../lib/time.ts';
import { toJakartaIso } from '../../lib/time.ts';

export const OUTBOX_PAGE = '/__dev/outbox.html';

interface OutboxItem {
  id: number;
  channel: string;
  to: string;
  subject: string | null;
  body: string;
  created_at: string;
}

function recipientFilter(to: string) {
  const value = to.trim().toLowerCase();
  if (value.includes('@')) return sql`${outboxMessages.recipient} = ${value}`;
  // Phone numbers: digits only; `+62812…`, `62812…`, `0812…` and `812…` all find `+62812…`.
  const digits = value.replace(/\D/g, '').replace(/^0+/, '');
  if (!digits) return sql`false`;
  return sql`(regexp_replace(${outboxMessages.recipient}, '[^0-9]', '', 'g') = ${digits}
    OR regexp_replace(${outboxMessages.recipient}, '[^0-9]', '', 'g') LIKE ${`%${digits}`})`;
}

async function listOutbox(database: Database, to: string | undefined, limit: number): Promise<OutboxItem[]> {
  const rows = await database.db
    .select()
    .from(outboxMessages)
    .where(to ? recipientFilter(to) : undefined)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    channel: r.channel,
    to: r.recipient,
    subject: r.subject,
    body: r.body,
    created_at: toJakartaIso(r.createdAt),
  }));
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

const linkify = (escaped: string) =>
  escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

const CSS = `body{font:15px/1.4 system-ui,sans-serif;margin:16px;max-width:960px}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:6px;text-align:left;vertical-align:top}
pre{white-space:pre-wrap;margin:0;font:inherit}.code{font:bold 20px monospace;letter-spacing:2px}
form{margin:12px 0}input{padding:6px;font:inherit;width:260px}`;

function page(items: OutboxItem[], to: string): string {
  const rows = items
    .map((item) => {
      const code = /\b(\d{6})\b/.exec(item.body)?.[1];
      return `<tr><td>${escapeHtml(item.created_at)}</td><td>${escapeHtml(item.channel)}</td><td>${escapeHtml(item.to)}</td>
<td>${item.subject ? `<strong>${escapeHtml(item.subject)}</strong><br>` : ''}${
        item.channel === 'whatsapp' && code ? `<div class="code">${code}</div>` : ''
      }<pre>${linkify(escapeHtml(item.body))}</pre></td></tr>`;
    })
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta http-equiv="refresh" content="5">
<title>Nusa Stay dev outbox</title><link rel="stylesheet" href="/__dev/outbox.css"></head><body>
<h1>Dev outbox</h1>
<p>WhatsApp codes and e-mails the local adapters sent (newest first; this page reloads every 5 seconds).
JSON: <a href="/__dev/outbox">/__dev/outbox</a>.</p>
<form method="get" action="${OUTBOX_PAGE}"><label>Recipient (phone or e-mail) <input name="to" value="${escapeHtml(to)}"></label>
<button type="submit">Filter</button></form>
<table><thead><tr><th>Sent</th><th>Channel</th><th>To</th><th>Message</th></tr></thead><tbody>
${rows || '<tr><td colspan="4">Nothing sent yet.</td></tr>'}
</tbody></table></body></html>`;
}

function readQuery(query: unknown): { to?: string; limit: number } {
  const q = (query ?? {}) as Record<string, unknown>;
  const to = typeof q.to === 'string' && q.to.length <= 200 ? q.to : undefined;
  const n = Number(q.limit);
  return { to: to || undefined, limit: Number.isInteger(n) && n > 0 ? Math.min(n, 200) : 50 };
}

export function registerDevRoutes(
  app: FastifyInstance,
  options: {
    database: Database;
    config: AppConfig;
    clock: Clock;
    delivery: Delivery;
    social: SocialVerifier;
  },
): void {
  const { database, config, clock, delivery, social } = options;
  if (config.auth.strict) return;
  app.get('/__dev/clock', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { now: clock().toISOString() };
  });
  if (delivery.outbox) {
    app.get('/__dev/outbox', { onRequest: localOnly }, async (request, reply) => {
      const { to, limit } = readQuery(request.query);
      reply.header('cache-control', 'no-store');
      return { data: await listOutbox(database, to, limit) };
    });
    app.get(OUTBOX_PAGE, { onRequest: localOnly }, async (request, reply) => {
      const { to, limit } = readQuery(request.query);
      const items = await listOutbox(database, to, limit);
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(page(items, to ?? ''));
    });
    app.get('/__dev/outbox.css', async (_request, reply) => reply.type('text/css; charset=utf-8').send(CSS));
  }
  if (social.kinds.facebook === 'local' || social.kinds.googleplus === 'local') {
    app.post('/__dev/social-token', { onRequest: localOnly }, async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const source = body.source;
      const email = body.email;
      if ((source !== 'facebook' && source !== 'googleplus') || social.kinds[source] !== 'local') {
        return reply.code(422).send({
          message: 'source must be a provider served by the local identity provider',
          code: 'validation_failed',
        });
      }
      if (typeof email !== 'string' || !/^[^@\s]{1,64}@[^@\s]{1,190}$/.test(email)) {
        return reply.code(422).send({ message: 'email is required', code: 'validation_failed' });
      }
      const name = typeof body.fullname === 'string' ? body.fullname.slice(0, 100) : undefined;
      const subject = typeof body.subject === 'string' ? body.subject.slice(0, 100) : undefined;
      const token = mintLocalSocialToken(config.auth, { source, email, name, subject }, clock());
      // What the provider's SDK would hand the app: a token plus the profile (fullname, email, source).
      return {
        data: {
          token,
          response: { id: subject ?? null, name: name ?? null, email },
          fullname: name ?? null,
          email,
          source,
        },
      };
    });
  }
}
