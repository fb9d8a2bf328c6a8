// The Midtrans adapter (src/adapters/payment-midtrans.ts, through the official midtrans-client) against a local
// imitation of Midtrans' HTTP API, built from the request and answer examples of its Core API and Snap
// documentation (no internet here): charges per method with their documented shapes (va_numbers,
// permata_va_number, Mandiri's bill_key and biller_code, qr_string, actions with deeplink-redirect, Snap's token
// and redirect_url), the server key as Basic auth, custom expiry, the notification URL override; the HTTP
// notification verified by SHA-512(order_id + status_code + gross_amount + server key) and its status fetched
// again before it is trusted; a replaced payment expired at Midtrans; an unreachable status answered 503.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMidtransGateway } from '../src/adapters/payment-midtrans.ts';
import { notificationSignature } from '../src/adapters/payment-midtrans-rules.ts';
import { PaymentGatewayError } from '../src/adapters/payment-types.ts';
import { loadConfig } from '../src/config.ts';
import { issueToken } from '../src/modules/members/tokens.ts';
import { cartCall, type Room, rooms } from './carts-support.ts';
import { createTestApp, json, type TestApp } from './helpers.ts';
import { ledger, type Payment, pay, readyCart } from './payments-support.ts';

const START = Date.parse('2026-11-22T03:00:00Z');
let now = START;
const clock = () => new Date(now);
const SERVER_KEY = 'SB-Mid-server-nusa-stay-test-key';
const NOTIFY_URL = 'https://nusastay.example/api-payments/notifications';
const ENV = {
  ...process.env,
  NODE_ENV: 'test',
  JWT_SECRET: 'nusa-midtrans-test-signing-key-0123456789-abcdef',
};

interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
  override: string | undefined;
  body: Record<string, unknown>;
}

interface ChargeBody {
  payment_type: string;
  transaction_details: { order_id: string; gross_amount: number };
  bank_transfer?: { bank: string };
}

/** Midtrans as its documentation shows it, in-process on a free port of this machine. */
class FakeMidtrans {
  readonly seen: Seen[] = [];
  readonly transactions = new Map<string, { status: string; gross: number; type: string }>();
  failStatus = false;
  server: FastifyInstance = Fastify();
  url = '';

  async start() {
    const s = this.server;
    s.addHook('onRequest', async (request) => {
      this.seen.push({
        method: request.method,
        url: request.url,
        authorization: request.headers.authorization,
        override: request.headers['x-override-notification'] as string | undefined,
        body: {},
      });
    });
    s.addHook('preHandler', async (request) => {
      const last = this.seen.at(-1);
      if (last) last.body = (request.body ?? {}) as Record<string, unknown>;
    });
    s.post('/v2/charge', async (request) => {
      const body = request.body as ChargeBody;
      const orderId = body.transaction_details.order_id;
      const gross = body.transaction_details.gross_amount;
      const transactionId = randomUUID();
      this.transactions.set(orderId, { status: 'pending', gross, type: body.payment_type });
      const base = {
        status_code: '201',
        transaction_id: transactionId,
        order_id: orderId,
        merchant_id: 'G772349112',
        gross_amount: `${gross}.00`,
        currency: 'IDR',
        payment_type: body.payment_type,
        transaction_time: '2026-11-22 10:00:00',
        transaction_status: 'pending',
        fraud_status: 'accept',
        expiry_time: '2026-11-23 10:00:00',
      };
      switch (body.payment_type) {
        case 'bank_transfer':
          return body.bank_transfer?.bank === 'permata'
            ? {
                ...base,
                status_message: 'Success, PERMATA VA transaction is successful',
                permata_va_number: '8778000002332015',
              }
            : {
                ...base,
                status_message: 'Success, Bank Transfer transaction is created',
                va_numbers: [{ bank: body.bank_transfer?.bank, va_number: '91019021579' }],
              };
        case 'echannel':
          return {
            ...base,
            status_message: 'OK, Mandiri Bill transaction is successful',
            bill_key: '511224069085',
            biller_code: '70012',
          };
        case 'qris':
          return {
            ...base,
            status_message: 'QRIS transaction is created',
            acquirer: 'gopay',
            qr_string:
              '00020101021226620014COM.GO-JEK.WWW01189360091430000000000215ID10211234567890303UMI51440014ID.CO.QRIS.WWW0215ID10211234567890303UMI5204581253033605405100005802ID5904Test6015Jakarta Selatan6105121606304ABCD',
            actions: [
              {
                name: 'generate-qr-code',
                method: 'GET',
                url: `https://api.sandbox.midtrans.com/v2/qris/${transactionId}/qr-code`,
              },
            ],
          };
        case 'gopay':
          return {
            ...base,
            status_message: 'GoPay transaction is created',
            actions: [
              {
                name: 'generate-qr-code',
                method: 'GET',
                url: `https://api.sandbox.midtrans.com/v2/gopay/${transactionId}/qr-code`,
              },
              {
                name: 'deeplink-redirect',
                method: 'GET',
                url: `https://simulator.sandbox.midtrans.com/gopay/partner/app/payment-pin?id=${transactionId}`,
              },
              {
                name: 'get-status',
                method: 'GET',
                url: `https://api.sandbox.midtrans.com/v2/${transactionId}/status`,
              },
              {
                name: 'cancel',
                method: 'POST',
                url: `https://api.sandbox.midtrans.com/v2/${transactionId}/cancel`,
              },
            ],
          };
        default:
          return {
            ...base,
            status_message: 'ShopeePay transaction is created',
            actions: [
              {
                name: 'deeplink-redirect',
                method: 'GET',
                url: `https://wsa.uat.wallet.airpay.co.id/universal-link/wallet/pay?deep_and_deferred=1&token=${transactionId}`,
              },
            ],
          };
      }
    });
    s.get('/v2/:id/status', async (request, reply) => {
      if (this.failStatus)
        return reply
          .code(500)
          .send({ status_code: '500', status_message: 'Sorry, we encountered internal server error.' });
      const { id } = request.params as { id: string };
      const known = this.transactions.get(id);
      if (!known) return { status_code: '404', status_message: "Transaction doesn't exist." };
      const code =
        known.status === 'settlement'
          ? '200'
          : known.status === 'expire'
            ? '407'
            : known.status === 'pending'
              ? '201'
              : '202';
      return {
        status_code: code,
        transaction_id: randomUUID(),
        order_id: id,
        gross_amount: `${known.gross}.00`,
        payment_type: known.type,
        transaction_status: known.status,
        fraud_status: 'accept',
      };
    });
    s.post('/v2/:id/expire', async (request) => {
      const { id } = request.params as { id: string };
      const known = this.transactions.get(id);
      if (!known) return { status_code: '404', status_message: "Transaction doesn't exist." };
      known.status = 'expire';
      return { status_code: '407', order_id: id, transaction_status: 'expire' };
    });
    // Refund (Core API, POST /v2/{order_id}/refund): a settled transaction is refunded once per refund_key.
    s.post('/v2/:id/refund', async (request, reply) => {
      const { id } = request.params as { id: string };
      const body = request.body as { refund_key: string; amount: number; reason: string };
      const known = this.transactions.get(id);
      if (!known) return reply.send({ status_code: '404', status_message: "Transaction doesn't exist." });
      if (known.status !== 'settlement' && known.status !== 'refund') {
        return reply.send({
          status_code: '412',
          status_message: 'Merchant cannot modify the status of the transaction',
        });
      }
      known.status = 'refund';
      return reply.send({
        status_code: '200',
        status_message: 'Success, refund request is approved',
        transaction_id: randomUUID(),
        order_id: id,
        gross_amount: `${known.gross}.00`,
        payment_type: known.type,
        transaction_status: 'refund',
        refund_amount: `${body.amount}.00`,
        refund_key: body.refund_key,
      });
    });
    s.post('/snap/v1/transactions', async (request, reply) => {
      const body = request.body as ChargeBody & { enabled_payments: string[] };
      const token = randomUUID();
      this.transactions.set(body.transaction_details.order_id, {
        status: 'pending',
        gross: body.transaction_details.gross_amount,
        type: body.enabled_payments[0] ?? 'credit_card',
      });
      return reply
        .code(201)
        .send({ token, redirect_url: `https://app.sandbox.midtrans.com/snap/v4/redirection/${token}` });
    });
    this.url = await s.listen({ host: '127.0.0.1', port: 0 });
  }
}

const fake = new FakeMidtrans();
let t: TestApp;
let token: string;
let room: Room;

beforeAll(async () => {
  await fake.start();
  const config = loadConfig({
    ...ENV,
    MIDTRANS_SERVER_KEY: SERVER_KEY,
    PAYMENT_NOTIFICATION_URL: NOTIFY_URL,
  });
  expect(config.payments.midtrans).toEqual({
    serverKey: SERVER_KEY,
    isProduction: false,
    notificationUrl: NOTIFY_URL,
  });
  t = await createTestApp({
    clock,
    env: ENV,
    config: {
      payments: {
        midtrans: {
          ...(config.payments.midtrans as NonNullable<typeof config.payments.midtrans>),
          baseUrls: { core: fake.url, snap: `${fake.url}/snap/v1` },
        },
      },
    },
  });
  token = (await issueToken(loadConfig(ENV).auth, { id: 1, sessionVersion: 0 }, clock())).token;
  [room] = (await rooms(t.database, { payAtHotel: false })) as [Room];
});
afterAll(async () => {
  await t?.close();
  await fake.server.close();
});
beforeEach(() => {
  now = START;
  fake.seen.length = 0;
  fake.failStatus = false;
});

let day = 1;
async function cart(pricePerNight?: number) {
  // Members may hold only so many carts an hour: a new stay (and hour) per cart keeps them apart.
  now = START + day * 3_600_000;
  const checkIn = `2026-12-${String(day++).padStart(2, '0')}`;
  if (pricePerNight) {
    await t.database.rows(sql`UPDATE room_inventory SET price = ${pricePerNight}
      WHERE room_type_id = ${room.roomId} AND date >= ${checkIn}::date AND date < ${checkIn}::date + 2`);
  }
  return readyCart(t.app, t.database, token, room, checkIn);
}

const charged = async (body: Record<string, unknown>) =>
  json<{ data: Payment }>(await pay(t.app, token, body), 201).data;

const notify = (
  fields: { order_id: string; status_code: string; gross_amount: string },
  status: string,
  key = SERVER_KEY,
) =>
  t.app.inject({
    method: 'POST',
    url: '/api-payments/notifications',
    payload: {
      ...fields,
      transaction_status: status,
      transaction_id: randomUUID(),
      payment_type: 'bank_transfer',
      fraud_status: 'accept',
      signature_key: notificationSignature(fields, key),
    },
  });

describe('charges', () => {
  it('asks for a BCA virtual account as Midtrans documents it and shows the number it gives', async () => {
    const c = await cart();
    const p = await charged({
      cart_id: c.id,
      payment_method: 'virtual_account',
      channel: 'bca',
      amount: c.price_details.total,
    });
    expect(p).toMatchObject({
      status: 'pending',
      channel: 'bca',
      instructions: { account_number: '91019021579', bank_name: 'BCA' },
    });
    const charge = fake.seen.find((s) => s.url === '/v2/charge');
    expect(charge?.authorization).toBe(`Basic ${Buffer.from(`${SERVER_KEY}:`).toString('base64')}`);
    expect(charge?.override).toBe(NOTIFY_URL);
    expect(charge?.body).toMatchObject({
      payment_type: 'bank_transfer',
      bank_transfer: { bank: 'bca' },
      transaction_details: { order_id: p.id, gross_amount: c.price_details.total },
      customer_details: {
        first_name: 'Andi',
        last_name: 'Pratama',
        email: 'andi@example.com',
        phone: '+6281234567801',
      },
      custom_expiry: { order_time: '2026-11-22 11:00:00 +0700', expiry_duration: 1440, unit: 'minute' },
    });
    const [row] = await t.database.rows<{ provider: string; provider_reference: string }>(
      sql`SELECT provider, provider_reference FROM payments WHERE id = ${p.id}`,
    );
    expect(row?.provider).toBe('midtrans');
    expect(row?.provider_reference).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reads Permata, Mandiri bill payment, QRIS and the wallets from their own answer shapes', async () => {
    const c = await cart();
    const total = c.price_details.total;
    const permata = await charged({
      cart_id: c.id,
      payment_method: 'virtual_account',
      channel: 'permata',
      amount: total,
    });
    expect(permata.instructions?.account_number).toBe('8778000002332015');
    const mandiri = await charged({
      cart_id: c.id,
      payment_method: 'virtual_account',
      channel: 'mandiri',
      amount: total,
    });
    expect(mandiri.instructions?.account_number).toBe('511224069085');
    expect(mandiri.instructions?.guides[0]?.steps.join(' ')).toContain('kode perusahaan 70012');
    expect(fake.seen.filter((s) => s.url === '/v2/charge').map((s) => s.body.payment_type)).toEqual([
      'bank_transfer',
      'echannel',
    ]);
    const qris = await charged({ cart_id: c.id, payment_method: 'qris', amount: total });
    expect(qris.qr_string).toMatch(/^000201010212/);
    const gopay = await charged({
      cart_id: c.id,
      payment_method: 'e_wallet',
      channel: 'gopay',
      amount: total,
    });
    expect(gopay.deeplink_url).toContain('simulator.sandbox.midtrans.com/gopay');
    expect(gopay.redirect_url).toContain('/qr-code');
    const shopee = await charged({
      cart_id: c.id,
      payment_method: 'e_wallet',
      channel: 'shopeepay',
      amount: total,
    });
    expect(shopee.deeplink_url).toContain('airpay.co.id');
    const wallets = fake.seen.filter((s) => s.url === '/v2/charge').slice(2);
    expect(
      wallets.map((s) => [
        s.body.payment_type,
        (s.body.custom_expiry as { expiry_duration: number }).expiry_duration,
      ]),
    ).toEqual([
      ['qris', 15],
      ['gopay', 15],
      ['shopeepay', 15],
    ]);
    expect(wallets[1]?.body.gopay).toEqual({
      enable_callback: true,
      callback_url: `http://localhost:3000/checkout?cart=${c.id}`,
    });
    // Each new payment expired the one it replaced, at Midtrans too.
    expect(fake.seen.filter((s) => s.url.endsWith('/expire')).map((s) => s.url)).toEqual(
      [permata.id, mandiri.id, qris.id, gopay.id].map((id) => `/v2/${id}/expire`),
    );
  });

  it('sends cards (with instalments), OVO and DANA to Snap’s page', async () => {
    const c = await cart(600_000);
    expect(c.price_details.total).toBe(1_200_000);
    const card = await charged({
      cart_id: c.id,
      payment_method: 'credit_card',
      installment_tenor: 12,
      amount: 1_200_000,
    });
    expect(card).toMatchObject({ amount: 1_260_000, installment_fee: 60_000 });
    expect(card.redirect_url).toMatch(/^https:\/\/app\.sandbox\.midtrans\.com\/snap\/v4\/redirection\//);
    const snap = fake.seen.find((s) => s.url === '/snap/v1/transactions');
    expect(snap?.body).toMatchObject({
      transaction_details: { order_id: card.id, gross_amount: 1_260_000 },
      enabled_payments: ['credit_card'],
      credit_card: {
        secure: true,
        installment: { required: true, terms: { bca: [12], bni: [12], mandiri: [12] } },
      },
      expiry: { start_time: '2026-11-22 13:00:00 +0700', unit: 'minute', duration: 60 },
      callbacks: { finish: `http://localhost:3000/checkout?cart=${c.id}` },
    });
    const dana = await charged({
      cart_id: c.id,
      payment_method: 'e_wallet',
      channel: 'dana',
      amount: 1_200_000,
    });
    expect(dana.redirect_url).toContain('/snap/v4/redirection/');
    expect(fake.seen.filter((s) => s.url === '/snap/v1/transactions').at(-1)?.body.enabled_payments).toEqual([
      'dana',
    ]);
  });
});

describe('notifications', () => {
  it('verifies the signature, fetches the status again, and books only on a settlement Midtrans confirms', async () => {
    const c = await cart();
    const p = await charged({
      cart_id: c.id,
      payment_method: 'virtual_account',
      channel: 'bni',
      amount: c.price_details.total,
    });
    const fields = { order_id: p.id, status_code: '200', gross_amount: `${p.amount}.00` };

    const forged = await notify(fields, 'settlement', 'SB-Mid-server-someone-else');
    expect(forged.statusCode).toBe(403);
    expect(forged.json().code).toBe('invalid_signature');
    expect(fake.seen.filter((s) => s.url.endsWith('/status'))).toEqual([]);

    // Signed, but Midtrans says the VA is still unpaid: the body's word is not taken.
    expect((await notify(fields, 'settlement')).statusCode).toBe(200);
    expect(fake.seen.filter((s) => s.url === `/v2/${p.id}/status`)).toHaveLength(1);
    expect(await ledger(t.database, c.id, room.roomId)).toMatchObject({ bookings: 0, cart_status: 'active' });

    // Midtrans cannot be asked: 503 (it retries), nothing changes.
    (fake.transactions.get(p.id) as { status: string }).status = 'settlement';
    fake.failStatus = true;
    const down = await notify(fields, 'settlement');
    expect(down.statusCode).toBe(503);
    expect(down.json().code).toBe('gateway_unavailable');
    expect(await ledger(t.database, c.id, room.roomId)).toMatchObject({ bookings: 0, cart_status: 'active' });

    fake.failStatus = false;
    const paid = await notify(fields, 'settlement');
    expect(paid.statusCode).toBe(200);
    const after = await ledger(t.database, c.id, room.roomId);
    expect(after).toMatchObject({ bookings: 1, holds: 0, vouchers: 1, cart_status: 'paid' });
    const read = json<{ data: Payment }>(await cartCall(t.app, token, 'GET', `/api-payments/${p.id}`)).data;
    expect(read.status).toBe('paid');
    const [row] = await t.database.rows<{ gateway_status: string }>(
      sql`SELECT gateway_status FROM payments WHERE id = ${p.id}`,
    );
    expect(row?.gateway_status).toBe('settlement');
    // Midtrans re-sends notifications: nothing moves again.
    expect((await notify(fields, 'settlement')).statusCode).toBe(200);
    expect(await ledger(t.database, c.id, room.roomId)).toEqual(after);
  });

  it('releases the rooms when Midtrans says the payment expired, and 404s what it does not know', async () => {
    const c = await cart();
    const p = await charged({ cart_id: c.id, payment_method: 'qris', amount: c.price_details.total });
    (fake.transactions.get(p.id) as { status: string }).status = 'expire';
    const fields = { order_id: p.id, status_code: '407', gross_amount: `${p.amount}.00` };
    expect((await notify(fields, 'expire')).statusCode).toBe(200);
    expect(await ledger(t.database, c.id, room.roomId)).toMatchObject({
      bookings: 0,
      holds: 0,
      cart_status: 'expired',
    });

    fake.transactions.delete(p.id);
    expect((await notify(fields, 'expire')).statusCode).toBe(404);
  });
});

describe('refunds', () => {
  const gateway = () =>
    createMidtransGateway({
      serverKey: SERVER_KEY,
      isProduction: false,
      baseUrls: { core: fake.url, snap: `${fake.url}/snap/v1` },
    });
  const refund = { amount: 1_500_000, refundKey: 'NS2612AB0001', reason: 'Cancelled by the member' };

  it('asks Midtrans to refund a settled wallet payment, with our refund key, as its API documents', async () => {
    const orderId = randomUUID();
    fake.transactions.set(orderId, { status: 'settlement', gross: 1_500_000, type: 'gopay' });
    const result = await gateway().refund({ ...refund, orderId, method: 'e_wallet' });
    expect(result).toEqual({ status: 'refunded', reference: 'NS2612AB0001' });
    const call = fake.seen.find((s) => s.url === `/v2/${orderId}/refund`);
    expect(call?.method).toBe('POST');
    expect(call?.authorization).toBe(`Basic ${Buffer.from(`${SERVER_KEY}:`).toString('base64')}`);
    expect(call?.body).toEqual({
      refund_key: 'NS2612AB0001',
      amount: 1_500_000,
      reason: 'Cancelled by the member',
    });
    expect(fake.transactions.get(orderId)?.status).toBe('refund');
  });

  it('throws a gateway error when Midtrans refuses, and leaves a bank transfer pending for support', async () => {
    const orderId = randomUUID();
    fake.transactions.set(orderId, { status: 'pending', gross: 1_500_000, type: 'qris' });
    await expect(gateway().refund({ ...refund, orderId, method: 'qris' })).rejects.toBeInstanceOf(
      PaymentGatewayError,
    );
    const before = fake.seen.length;
    expect(await gateway().refund({ ...refund, orderId, method: 'virtual_account' })).toEqual({
      status: 'pending',
      reference: null,
    });
    expect(fake.seen.length).toBe(before);
  });
});

describe('configuration', () => {
  it('refuses a production deployment without a Midtrans server key, and reads the switches', () => {
    const strict = {
      NODE_ENV: 'production',
      APP_ENV: 'production',
      JWT_SECRET: 'q7Vd2LxN9pRt4Kc8ZmW1yHs6BfJ3gTe0aUo5XiQ-nE_',
      WHATSAPP_TOKEN: 'token',
      WHATSAPP_PHONE_ID: '123',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      OTP_CLIENT_SECRET: 'a-client-secret-of-our-own',
      PUBLIC_APP_URL: 'https://nusastay.example',
    };
    expect(() => loadConfig(strict)).toThrow(/MIDTRANS_SERVER_KEY/);
    expect(
      loadConfig({ ...strict, MIDTRANS_SERVER_KEY: 'Mid-server-x', MIDTRANS_IS_PRODUCTION: 'true' }).payments,
    ).toEqual({
      midtrans: { serverKey: 'Mid-server-x', isProduction: true, notificationUrl: undefined },
    });
    expect(() =>
      loadConfig({ NODE_ENV: 'test', MIDTRANS_SERVER_KEY: 'k', MIDTRANS_IS_PRODUCTION: 'yes' }),
    ).toThrow(/MIDTRANS_IS_PRODUCTION/);
    expect(() =>
      loadConfig({ NODE_ENV: 'test', MIDTRANS_SERVER_KEY: 'k', PAYMENT_NOTIFICATION_URL: 'ftp://x' }),
    ).toThrow(/PAYMENT_NOTIFICATION_URL/);
    expect(loadConfig({ NODE_ENV: 'test' }).payments).toEqual({});
  });

  it('has no local gateway page while Midtrans is in use', async () => {
    expect((await t.app.inject({ url: '/__dev/payments' })).statusCode).toBe(404);
  });
});
