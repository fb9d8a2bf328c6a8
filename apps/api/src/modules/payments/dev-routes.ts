// The local payment gateway's development pages (only while the local gateway is in use, never with
// APP_ENV=production, and only for this machine: src/http/loopback.ts), standing in for what a bank or wallet
// would let the member do:
// - GET /__dev/payments: the latest payments, newest first, each with buttons to mark it paid, failed or expired
//   (a page without script, so the CSP holds; GET /__dev/payments?format=json for tests and scripts);
// - GET /__dev/payments/{id}/pay: the simulated wallet or card 3-D Secure page an e-wallet or card payment's
//   redirect_url opens; its buttons come back to the app's checkout afterwards;
// - POST /__dev/payments/{id}/paid|failed|expired: moves the transaction in the gateway's ledger and sends the
//   signed notification through the same webhook as Midtrans' (POST /api-payments/notifications), so everything
//   after it is what production runs. Answers JSON when asked for it, else redirects back (303).
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LocalGateway } from '../../adapters/payment-local.ts';
import type { PaymentGateway } from '../../adapters/payment-types.ts';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { carts, members, payments } from '../../db/schema.ts';
import { t } from '../../http/i18n.ts';
import { localOnly } from '../../http/loopback.ts';
import { toJakartaIso } from '../../lib/time.ts';
import { formatRupiah } from './format.ts';
import { BANK_NAMES } from './instructions.ts';

const PAYMENTS_PAGE = '/__dev/payments';

const ACTIONS = { paid: 'settlement', failed: 'deny', expired: 'expire' } as const;
type Action = keyof typeof ACTIONS;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const CSS = `body{font:15px/1.4 system-ui,sans-serif;margin:16px;max-width:1100px}
table{border-collapse:collapse;width:100%}.scroll{overflow-x:auto}td,th{border-bottom:1px solid #ddd;padding:6px;text-align:left;vertical-align:top}
form{display:inline;margin:0 4px 0 0}button{font:inherit;padding:4px 10px;margin:2px 0}
.va{font:bold 16px monospace;letter-spacing:1px}.pay{max-width:420px;margin:24px auto;border:1px solid #ccc;border-radius:12px;padding:20px}
.amount{font-size:28px;font-weight:bold}.status{font-weight:bold}`;

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

interface Listed extends Record<string, unknown> {
  id: string;
  cart_id: string;
  method: string;
  channel: string | null;
  amount: number;
  status: string;
  va_number: string | null;
  biller_code: string | null;
  expires_at: string;
  created_at: string;
  email: string | null;
  gateway_status: string | null;
}

async function listPayments(database: Database, limit: number, id?: string): Promise<Listed[]> {
  const rows = await database.db
    .select({ payment: payments, email: members.email })
    .from(payments)
    .leftJoin(carts, eq(carts.id, payments.cartId))
    .leftJoin(members, eq(members.id, carts.memberId))
    .where(and(eq(payments.provider, 'local'), id ? eq(payments.id, id) : undefined))
    .orderBy(desc(payments.createdAt))
    .limit(limit);
  return rows.map(({ payment: p, email }) => ({
    id: p.id,
    cart_id: p.cartId,
    method: p.method,
    channel: p.channel,
    amount: p.amount,
    status: p.status,
    va_number: p.vaNumber,
    biller_code: p.billerCode,
    expires_at: toJakartaIso(p.expiresAt),
    created_at: toJakartaIso(p.createdAt),
    email,
    gateway_status: p.gatewayStatus,
  }));
}

function actionForms(id: string, back: 'list' | 'app'): string {
  return (Object.keys(ACTIONS) as Action[])
    .map(
      (action) =>
        `<form method="post" action="${PAYMENTS_PAGE}/${id}/${action}?return=${back}"><button type="submit">${
          { paid: 'Mark paid', failed: 'Mark failed', expired: 'Mark expired' }[action]
        }</button></form>`,
    )
    .join('');
}

function listPage(items: Listed[]): string {
  const rows = items
    .map((p) => {
      const channel =
        p.channel && p.channel in BANK_NAMES ? BANK_NAMES[p.channel as keyof typeof BANK_NAMES] : '';
      const va = p.va_number
        ? `<div class="va">${escapeHtml(p.biller_code ? `${p.biller_code} / ${p.va_number}` : p.va_number)}</div>`
        : '';
      return `<tr><td>${escapeHtml(p.created_at)}</td><td>${escapeHtml(p.email ?? '')}</td>
<td>${escapeHtml(p.method)} ${escapeHtml(channel)}${va}</td><td>${escapeHtml(formatRupiah(p.amount, 'id'))}</td>
<td class="status">${escapeHtml(p.status)}</td><td>${escapeHtml(p.expires_at)}</td>
<td>${p.status === 'pending' && p.method !== 'pay_at_hotel' ? actionForms(p.id, 'list') : ''}</td></tr>`;
    })
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Nusa Stay dev payments</title><link rel="stylesheet" href="${PAYMENTS_PAGE}.css"></head><body>
<h1>Local payment gateway</h1>
<p>Payments made through the local gateway, newest first. Marking one sends the gateway's signed notification to
POST /api-payments/notifications, exactly as Midtrans would. JSON: <a href="${PAYMENTS_PAGE}?format=json">${PAYMENTS_PAGE}?format=json</a>.
Codes and vouchers: <a href="/__dev/outbox.html">/__dev/outbox.html</a>.</p>
<div class="scroll"><table><thead><tr><th>Created</th><th>Member</th><th>Method</th><th>Amount</th><th>Status</th><th>Expires</th><th></th></tr></thead><tbody>
${rows || '<tr><td colspan="7">No payments yet.</td></tr>'}
</tbody></table></div></body></html>`;
}

function payPage(p: Listed): string {
  const channel =
    p.channel && p.channel in BANK_NAMES ? BANK_NAMES[p.channel as keyof typeof BANK_NAMES] : null;
  const title =
    p.method === 'credit_card' ? 'Card payment: 3-D Secure' : `${channel ?? 'E-wallet'} (simulated)`;
  const body =
    p.status === 'pending'
      ? `<p>This page stands in for ${p.method === 'credit_card' ? "the card issuer's 3-D Secure check" : `the ${escapeHtml(channel ?? 'wallet')} app`}: nothing is charged.</p>${actionForms(p.id, 'app')}`
      : `<p class="status">This payment is ${escapeHtml(p.status)}.</p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><link rel="stylesheet" href="${PAYMENTS_PAGE}.css"></head><body>
<div class="pay"><h1>${escapeHtml(title)}</h1><p>Nusa Stay</p><p class="amount">${escapeHtml(formatRupiah(p.amount, 'id'))}</p>
${body}</div></body></html>`;
}

const wantsJson = (request: FastifyRequest) =>
  String(request.headers.accept ?? '').includes('application/json') ||
  String(request.headers['content-type'] ?? '').startsWith('application/json');

export function registerPaymentDevRoutes(
  app: FastifyInstance,
  options: { database: Database; config: AppConfig; gateway: PaymentGateway },
): void {
  const { database, config, gateway } = options;
  if (config.auth.strict || gateway.kind !== 'local') return;
  const local = gateway as LocalGateway;

  const find = async (id: string) => {
    if (!UUID.test(id)) return undefined;
    const [payment] = await listPayments(database, 1, id);
    return payment;
  };

  void app.register(async (scope) => {
    // The pages' forms post urlencoded bodies (empty ones); only these routes accept them.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, text, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(text))));
      },
    );
    scope.addHook('onRequest', localOnly);

    scope.get(`${PAYMENTS_PAGE}.css`, async (_request, reply) =>
      reply.type('text/css; charset=utf-8').send(CSS),
    );

    scope.get(PAYMENTS_PAGE, async (request, reply) => {
      const items = await listPayments(database, 100);
      if ((request.query as Record<string, unknown>)?.format === 'json' || wantsJson(request)) {
        return { data: items };
      }
      return reply.type('text/html; charset=utf-8').send(listPage(items));
    });

    scope.get<{ Params: { id: string } }>(`${PAYMENTS_PAGE}/:id/pay`, async (request, reply) => {
      const payment = await find(request.params.id);
      if (!payment) return reply.code(404).send({ message: t(request.lang, 'not_found'), code: 'not_found' });
      return reply.type('text/html; charset=utf-8').send(payPage(payment));
    });

    scope.post<{ Params: { id: string; action: string } }>(
      `${PAYMENTS_PAGE}/:id/:action`,
      async (request, reply) => {
        const { id, action } = request.params;
        if (!(action in ACTIONS)) {
          return reply.code(404).send({ message: t(request.lang, 'not_found'), code: 'not_found' });
        }
        const payment = await find(id);
        const settled = payment ? await local.settle(id, ACTIONS[action as Action]) : null;
        if (!payment || !settled) {
          return reply.code(404).send({ message: t(request.lang, 'not_found'), code: 'not_found' });
        }
        const notified = await app.inject({
          method: 'POST',
          url: '/api-payments/notifications',
          payload: settled.notification,
        });
        const [after] = await database.rows<{ status: string }>(
          sql`SELECT status FROM payments WHERE id = ${id}`,
        );
        if (wantsJson(request)) {
          return reply.send({
            data: {
              id,
              status: after?.status ?? payment.status,
              gateway_status: settled.notification.transaction_status,
              notification_status: notified.statusCode,
            },
          });
        }
        const back =
          (request.query as Record<string, unknown>)?.return === 'app'
            ? `${config.auth.publicAppUrl}/checkout?cart=${payment.cart_id}`
            : PAYMENTS_PAGE;
        return reply.code(303).header('location', back).send();
      },
    );
  });
}
