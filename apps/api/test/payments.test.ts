// Payments (issue 11): paying a cart through the local gateway, from the cart API to the booking. What the member
// must have done first (422 cart_incomplete), the amount the app saw (409 price_changed; the charge is always the
// server's), the methods a cart allows, each method's deadline and the hold it extends, instructions per bank in
// both languages, a new payment replacing a pending one, pay at hotel, Idempotency-Key, and the notification:
// signature, status fetched again, paid → booking + sold rooms + one voucher, failed/expired → holds released,
// replays changing nothing. The clock is the app's injectable one (demo data is seeded relative to it).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qrisPayload } from '../src/adapters/payment-local.ts';
import { notificationSignature } from '../src/adapters/payment-midtrans-rules.ts';
import { type PaymentGateway, PaymentGatewayError } from '../src/adapters/payment-types.ts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { deriveKey } from '../src/modules/members/config.ts';
import {
  type Cart,
  type CartTestApp,
  cartCall,
  createCartTestApp,
  createMembers,
  postCart,
  type Room,
  rooms,
  stayOf,
} from './carts-support.ts';
import { json, TEST_MEDIA_DIR } from './helpers.ts';
import { CONTACT, ledger, type Payment, pay, readyCart, settleOnDevPage } from './payments-support.ts';

// 10:00 in Jakarta on 22 November 2026; the stays are in December.
const START = Date.parse('2026-11-22T03:00:00Z');
let now = START;
const clock = () => new Date(now);
const MINUTE = 60_000;
const EN = { 'accept-language': 'en' };

let t: CartTestApp;
let room: Room;
let payAtHotelRoom: Room;
let andi: string;
let siti: string;

beforeAll(async () => {
  t = await createCartTestApp(clock);
  andi = await t.tokenFor(1);
  siti = await t.tokenFor(2);
  [room] = (await rooms(t.database, { payAtHotel: false })) as [Room];
  [payAtHotelRoom] = (await rooms(t.database, { payAtHotel: true })) as [Room];
});
afterAll(async () => {
  await t?.close();
});

const paymentRow = async (id: string) =>
  (
    await t.database.rows<{
      status: string;
      amount: number;
      expired_at: string | null;
      failed_at: string | null;
      paid_at: string | null;
      booking_id: number | null;
    }>(sql`SELECT status, amount, expired_at::text, failed_at::text, paid_at::text, booking_id
             FROM payments WHERE id = ${id}`)
  )[0];

const created = async (token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  json<{ data: Payment }>(await pay(t.app, token, body, headers), 201).data;

/** A fresh member (carts per member per hour are limited) with a ready cart. */
async function memberCart(checkIn: string, options: Parameters<typeof readyCart>[5] & { r?: Room } = {}) {
  const [member] = await createMembers(t.database, `pay-${Math.random().toString(36).slice(2, 8)}`, 1);
  const token = await t.tokenFor(member as number);
  const cart = await readyCart(t.app, t.database, token, options.r ?? room, checkIn, options);
  return { token, cart, memberId: member as number };
}

describe('affiliate attribution', () => {
  it('is recorded on the cart from X-Click-Id and X-Offer-Id and carried to the booking it becomes', async () => {
    const { token, cart } = await memberCart('2026-12-27', {
      headers: { 'x-click-id': ' clk-7f3a ', 'x-offer-id': 'ofr-12' },
    });
    const payment = await created(token, {
      cart_id: cart.id,
      payment_method: 'virtual_account',
      channel: 'bni',
      amount: cart.price_details.total,
    });
    await settleOnDevPage(t.app, payment.id, 'paid');
    const [row] = await t.database.rows<{
      cart_click: string;
      cart_offer: string;
      click: string;
      offer: string;
    }>(sql`
      SELECT c.click_id AS cart_click, c.offer_id AS cart_offer, b.click_id AS click, b.offer_id AS offer
        FROM carts c JOIN bookings b ON b.cart_id = c.id WHERE c.id = ${cart.id}`);
    expect(row).toEqual({ cart_click: 'clk-7f3a', cart_offer: 'ofr-12', click: 'clk-7f3a', offer: 'ofr-12' });
  });

  it('is empty without the headers, and a header over 100 characters is refused', async () => {
    const { cart } = await memberCart('2026-12-28');
    const [row] = await t.database.rows<{ click_id: string | null }>(
      sql`SELECT click_id FROM carts WHERE id = ${cart.id}`,
    );
    expect(row?.click_id).toBeNull();
    const [member] = await createMembers(t.database, 'attr-long', 1);
    const token = await t.tokenFor(member as number);
    const long = await postCart(t.app, token, stayOf(room, '2026-12-29', 1), {
      'x-click-id': 'x'.repeat(101),
    });
    expect(long.statusCode).toBe(400);
  });
});

describe('POST /api-payments: a virtual account paid through the local gateway', () => {
  it('issues a BCA VA with guides in the language asked, extends the hold, and the paid notification books', async () => {
    now = START;
    const cart = await readyCart(t.app, t.database, andi, room, '2026-12-10', { nights: 2, rooms: 2 });
    expect(cart.ready_for_payment).toBe(true);
    const before = await ledger(t.database, cart.id, room.roomId);
    expect(before).toMatchObject({ bookings: 0, holds: 4, cart_status: 'active' });

    const payment = await created(andi, {
      cart_id: cart.id,
      payment_method: 'virtual_account',
      channel: 'bca',
      amount: cart.price_details.total,
    });
    expect(payment).toMatchObject({
      cart_id: cart.id,
      status: 'pending',
      method: 'virtual_account',
      channel: 'bca',
      amount: cart.price_details.total,
      installment_fee: 0,
      // 24 hours for a virtual account.
      expires_at: '2026-11-23T10:00:00+07:00',
      booking_code: null,
      paid_at: null,
    });
    const va = payment.instructions?.account_number as string;
    expect(va).toMatch(/^12976\d{11}$/);
    expect(payment.instructions).toMatchObject({
      title: 'Transfer ke Virtual Account BCA',
      bank_name: 'BCA',
      account_holder: 'Nusa Stay',
    });
    expect(payment.instructions?.guides.map((g) => [g.kind, g.title])).toEqual([
      ['atm', 'ATM BCA'],
      ['mobile_banking', 'm-BCA (BCA mobile)'],
      ['internet_banking', 'KlikBCA'],
    ]);
    expect(payment.instructions?.guides[0]?.steps.join(' ')).toContain(va);

    // The same payment read in English (the payment page polls it).
    const english = json<{ data: Payment }>(
      await cartCall(t.app, andi, 'GET', `/api-payments/${payment.id}`, undefined, EN),
    ).data;
    expect(english.instructions?.title).toBe('Pay to BCA Virtual Account');
    expect(english.instructions?.steps[0]).toContain('Rp ');
    expect(english.instructions?.guides[1]?.steps[0]).toBe(
      'Open the BCA mobile app, choose m-BCA and enter your access code.',
    );
    // Another member's payment is not theirs to see.
    expect((await cartCall(t.app, siti, 'GET', `/api-payments/${payment.id}`)).statusCode).toBe(404);

    // The hold lasts as long as the payment can be paid, and the cart shows the payment.
    const held = json<{ data: Cart }>(await cartCall(t.app, andi, 'GET', `/api/carts/${cart.id}/`)).data;
    expect(held.expires_at).toBe('2026-11-23T10:00:00+07:00');
    expect(held.payment?.id).toBe(payment.id);
    const [holds] = await t.database.rows<{ latest: string }>(
      sql`SELECT max(expires_at)::text AS latest, min(expires_at)::text AS earliest FROM room_holds WHERE cart_id = ${cart.id}`,
    );
    expect(new Date(holds?.latest as string).getTime()).toBe(Date.parse('2026-11-23T03:00:00Z'));

    now = START + 30 * MINUTE;
    const settled = await settleOnDevPage(t.app, payment.id, 'paid');
    expect(settled).toMatchObject({ status: 'paid', gateway_status: 'settlement', notification_status: 200 });
    const after = await ledger(t.database, cart.id, room.roomId);
    expect(after).toEqual({
      bookings: 1,
      holds: 0,
      sold: before.sold + 4,
      vouchers: 1,
      cart_status: 'paid',
    });
    const paid = json<{ data: Payment }>(
      await cartCall(t.app, andi, 'GET', `/api-payments/${payment.id}`),
    ).data;
    expect(paid).toMatchObject({ status: 'paid', paid_at: '2026-11-22T10:30:00+07:00', instructions: null });
    expect(paid.booking_code).toMatch(/^NS2612[A-Z2-9]{6}$/);
    const cartAfter = json<{ data: Cart }>(await cartCall(t.app, andi, 'GET', `/api/carts/${cart.id}/`)).data;
    expect(cartAfter).toMatchObject({ status: 'paid', booking_code: paid.booking_code });

    // The voucher: the hotel, the dates, the room and the code, in both languages, to the contact's address.
    const [voucher] = await t.database.rows<{ recipient: string; subject: string; body: string }>(sql`
      SELECT recipient, subject, body FROM outbox_messages WHERE subject LIKE ${`%${paid.booking_code}%`}`);
    expect(voucher?.recipient).toBe(CONTACT.email);
    const item = cartAfter.items[0] as Cart['items'][number];
    for (const text of [
      item.hotel.name,
      item.hotel.address,
      paid.booking_code as string,
      'Check-in',
      'Kode booking',
      'Booking code',
    ]) {
      expect(voucher?.body).toContain(text);
    }
    expect(voucher?.body).toContain('Kamis, 10 Desember 2026');
    expect(voucher?.body).toContain('Thursday, 10 December 2026');

    // Replaying the notification changes nothing: still one booking, the rooms sold once, one e-mail.
    const again = await settleOnDevPage(t.app, payment.id, 'paid');
    expect(again.notification_status).toBe(200);
    expect(await ledger(t.database, cart.id, room.roomId)).toEqual(after);
  });
});

describe('what a payment needs', () => {
  it('refuses an incomplete, unknown, foreign, changed or unpayable cart with a clear 4xx and creates nothing', async () => {
    now = START;
    const count = async () =>
      Number((await t.database.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM payments`))[0]?.n);
    const before = await count();
    const incomplete = await memberCart('2026-12-12', { terms: false });
    const va = { payment_method: 'virtual_account', channel: 'bni' };
    const refused = await pay(
      t.app,
      incomplete.token,
      { ...va, cart_id: incomplete.cart.id, amount: incomplete.cart.price_details.total },
      EN,
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      code: 'cart_incomplete',
      message: 'Fill in the contact details and accept the terms and conditions before paying.',
    });

    const { token, cart } = await memberCart('2026-12-12');
    const total = cart.price_details.total;
    const cases: [string, Record<string, unknown>, string | undefined, number, string][] = [
      ['no token', { ...va, cart_id: cart.id, amount: total }, undefined, 401, 'unauthorized'],
      ["another member's cart", { ...va, cart_id: cart.id, amount: total }, siti, 404, 'not_found'],
      [
        'an unknown cart',
        { ...va, cart_id: '00000000-0000-4000-8000-000000000000', amount: total },
        token,
        404,
        'not_found',
      ],
      // The client's amount is compared, never charged: a lower (or higher) one is a price the member did not see.
      ['a tampered amount', { ...va, cart_id: cart.id, amount: total - 1000 }, token, 409, 'price_changed'],
      [
        'a VA without a bank',
        { payment_method: 'virtual_account', cart_id: cart.id, amount: total },
        token,
        422,
        'validation_failed',
      ],
      [
        'a wallet as a bank',
        { payment_method: 'virtual_account', channel: 'gopay', cart_id: cart.id, amount: total },
        token,
        422,
        'validation_failed',
      ],
      [
        'a bank as a wallet',
        { payment_method: 'e_wallet', channel: 'bca', cart_id: cart.id, amount: total },
        token,
        422,
        'validation_failed',
      ],
      [
        'pay at hotel for a room without it',
        { payment_method: 'pay_at_hotel', cart_id: cart.id, amount: total },
        token,
        409,
        'payment_method_unavailable',
      ],
      ['a negative amount', { ...va, cart_id: cart.id, amount: -total }, token, 422, 'validation_failed'],
      ['a huge amount', { ...va, cart_id: cart.id, amount: 2 ** 31 }, token, 422, 'validation_failed'],
      [
        'an unknown method',
        { payment_method: 'cash', cart_id: cart.id, amount: total },
        token,
        422,
        'validation_failed',
      ],
      [
        'an unknown tenor',
        { payment_method: 'credit_card', installment_tenor: 24, cart_id: cart.id, amount: total },
        token,
        422,
        'validation_failed',
      ],
    ];
    for (const [label, body, who, status, code] of cases) {
      const res = await pay(t.app, who, body);
      expect(res.statusCode, label).toBe(status);
      expect(res.json().code, label).toBe(code);
    }
    const changed = await pay(t.app, token, { ...va, cart_id: cart.id, amount: total + 1 }, EN);
    expect(changed.json().message).toMatch(/^The price of your order changed to Rp [\d,]+\. Check/);
    expect(await count()).toBe(before);
  });

  it('offers card instalments only where the total allows them, charging the fee on top of the total', async () => {
    now = START;
    await t.database.rows(
      sql`UPDATE room_inventory SET price = 200000 WHERE room_type_id = ${room.roomId} AND date = '2026-12-14'`,
    );
    const small = await memberCart('2026-12-14', { nights: 1 });
    expect(small.cart.price_details.total).toBe(200_000);
    const refused = await pay(
      t.app,
      small.token,
      {
        cart_id: small.cart.id,
        payment_method: 'credit_card',
        installment_tenor: 3,
        amount: 200_000,
      },
      EN,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'payment_method_unavailable',
      message: 'A 3-month instalment plan is not available for this amount.',
    });

    await t.database.rows(
      sql`UPDATE room_inventory SET price = 1000000 WHERE room_type_id = ${room.roomId} AND date = '2026-12-15'`,
    );
    const big = await memberCart('2026-12-15', { nights: 1 });
    const option = big.cart.installment_options.find((o) => o.tenor === 6);
    expect(option).toBeDefined();
    const card = await created(big.token, {
      cart_id: big.cart.id,
      payment_method: 'credit_card',
      installment_tenor: 6,
      // What the app saw as the total; the fee is the server's.
      amount: big.cart.price_details.total,
    });
    expect(card).toMatchObject({
      method: 'credit_card',
      channel: null,
      installment_tenor: 6,
      installment_fee: option?.fee,
      amount: option?.total,
      // A card may stay unpaid for an hour.
      expires_at: '2026-11-22T11:00:00+07:00',
      qr_string: null,
    });
    expect(card.redirect_url).toBe(`http://localhost:3000/__dev/payments/${card.id}/pay`);
    expect(card.instructions?.steps.at(-1)).toContain('Cicilan 6 bulan');
  });

  it('gives each method its deadline, never past the end of the check-in day', async () => {
    now = START;
    const cases: [Record<string, unknown>, string][] = [
      [{ payment_method: 'e_wallet', channel: 'gopay' }, '2026-11-22T10:15:00+07:00'],
      [{ payment_method: 'qris' }, '2026-11-22T10:15:00+07:00'],
      [{ payment_method: 'credit_card' }, '2026-11-22T11:00:00+07:00'],
      [{ payment_method: 'virtual_account', channel: 'mandiri' }, '2026-11-23T10:00:00+07:00'],
    ];
    for (const [method, expires] of cases) {
      const { token, cart } = await memberCart('2026-12-16');
      const payment = await created(token, { ...method, cart_id: cart.id, amount: cart.price_details.total });
      expect(payment.expires_at, JSON.stringify(method)).toBe(expires);
    }
    // Check-in today at 21:00: a virtual account must still be paid before midnight.
    now = Date.parse('2026-11-22T14:00:00Z');
    const today = await memberCart('2026-11-22', { nights: 1 });
    const late = await created(today.token, {
      cart_id: today.cart.id,
      payment_method: 'virtual_account',
      channel: 'bri',
      amount: today.cart.price_details.total,
    });
    expect(late.expires_at).toBe('2026-11-23T00:00:00+07:00');
    now = START;
  });

  it('shows what each method needs: QRIS payload, wallet link, Mandiri bill key, in both languages', async () => {
    now = START;
    const { token, cart } = await memberCart('2026-12-17');
    const qris = await created(token, {
      cart_id: cart.id,
      payment_method: 'qris',
      amount: cart.price_details.total,
    });
    const qr = qris.qr_string as string;
    // EMVCo: payload format 01, dynamic, IDR, the amount, Indonesia, and a CRC-16 that checks.
    expect(qr.startsWith('000201010212')).toBe(true);
    expect(qr).toContain(
      `5303360${`54${String(String(cart.price_details.total).length).padStart(2, '0')}${cart.price_details.total}`}5802ID`,
    );
    expect(qr).toBe(
      qrisPayload(cart.price_details.total, qr.slice(qr.indexOf('6229') + 8, qr.indexOf('6304'))),
    );
    expect(qris.instructions?.steps[0]).toContain('QRIS');

    const wallet = await created(token, {
      cart_id: cart.id,
      payment_method: 'e_wallet',
      channel: 'ovo',
      amount: cart.price_details.total,
    });
    expect(wallet.deeplink_url).toContain(`/__dev/payments/${wallet.id}/pay`);
    expect(wallet.instructions?.title).toBe('Bayar dengan OVO');

    const mandiri = await created(
      token,
      {
        cart_id: cart.id,
        payment_method: 'virtual_account',
        channel: 'mandiri',
        amount: cart.price_details.total,
      },
      EN,
    );
    const steps = mandiri.instructions?.guides[0]?.steps.join('\n') as string;
    expect(steps).toContain('company code 70012');
    expect(steps).toContain(`payment code ${mandiri.instructions?.account_number}`);
    expect(mandiri.instructions?.guides.map((g) => g.title)).toEqual([
      'Mandiri ATM',
      "Livin' by Mandiri",
      'Mandiri Internet Banking',
    ]);
    for (const [bank, apps] of [
      ['bni', ['BNI ATM', 'BNI Mobile Banking', 'BNI Internet Banking']],
      ['bri', ['BRI ATM', 'BRImo', 'BRI Internet Banking']],
      ['permata', ['Permata ATM', 'PermataMobile X', 'PermataNet']],
    ] as const) {
      const p = await created(
        token,
        {
          cart_id: cart.id,
          payment_method: 'virtual_account',
          channel: bank,
          amount: cart.price_details.total,
        },
        EN,
      );
      expect(p.instructions?.guides.map((g) => g.title)).toEqual(apps);
    }
  });
});

describe('a new payment replaces the pending one', () => {
  it('marks the old one expired with its time and cancels it at the gateway; its late notification changes nothing', async () => {
    now = START;
    const { token, cart } = await memberCart('2026-12-18');
    const first = await created(token, {
      cart_id: cart.id,
      payment_method: 'virtual_account',
      channel: 'bca',
      amount: cart.price_details.total,
    });
    now = START + 2 * MINUTE;
    const second = await created(token, {
      cart_id: cart.id,
      payment_method: 'qris',
      amount: cart.price_details.total,
    });
    expect(await paymentRow(first.id)).toMatchObject({ status: 'expired', failed_at: null });
    expect((await paymentRow(first.id))?.expired_at).not.toBeNull();
    const [ledgerRow] = await t.database.rows<{ status: string }>(
      sql`SELECT status FROM local_gateway_transactions WHERE order_id = ${first.id}`,
    );
    expect(ledgerRow?.status).toBe('cancel');
    // The cart's latest payment is the new one; the hold still lasts as long as the VA would have.
    const read = json<{ data: Cart }>(await cartCall(t.app, token, 'GET', `/api/carts/${cart.id}/`)).data;
    expect(read.payment?.id).toBe(second.id);
    expect(read.expires_at).toBe('2026-11-23T10:00:00+07:00');
    // The gateway's word on the cancelled one (settle refuses it) leaves everything as it was.
    const late = await settleOnDevPage(t.app, first.id, 'paid');
    expect(late).toMatchObject({ status: 'expired', gateway_status: 'cancel' });
    expect(await ledger(t.database, cart.id, room.roomId)).toMatchObject({
      bookings: 0,
      cart_status: 'active',
    });
  });
});

describe('failed and expired payments', () => {
  it('releases the holds once and expires the cart', async () => {
    for (const action of ['failed', 'expired'] as const) {
      now = START;
      const { token, cart } = await memberCart('2026-12-19', { rooms: 2 });
      const p = await created(token, {
        cart_id: cart.id,
        payment_method: 'credit_card',
        amount: cart.price_details.total,
      });
      expect((await ledger(t.database, cart.id, room.roomId)).holds).toBe(4);
      now = START + 5 * MINUTE;
      expect(await settleOnDevPage(t.app, p.id, action)).toMatchObject({
        status: action,
        notification_status: 200,
      });
      const row = await paymentRow(p.id);
      expect(row?.[action === 'failed' ? 'failed_at' : 'expired_at']).not.toBeNull();
      const after = await ledger(t.database, cart.id, room.roomId);
      expect(after).toMatchObject({ bookings: 0, holds: 0, cart_status: 'expired' });
      const read = json<{ data: Cart }>(await cartCall(t.app, token, 'GET', `/api/carts/${cart.id}/`)).data;
      expect(read).toMatchObject({
        status: 'expired',
        payment: { id: p.id, status: action, instructions: null },
      });
      // Again: nothing moves twice.
      await settleOnDevPage(t.app, p.id, action);
      expect(await ledger(t.database, cart.id, room.roomId)).toEqual(after);
      const paidLater = await pay(t.app, token, {
        cart_id: cart.id,
        payment_method: 'qris',
        amount: cart.price_details.total,
      });
      expect(paidLater.json().code).toBe('cart_expired');
    }
    now = START;
  });
});

describe('pay at hotel', () => {
  it('confirms the booking at once without a charge and sends the voucher', async () => {
    now = START;
    const { token, cart } = await memberCart('2026-12-20', { r: payAtHotelRoom });
    expect(cart.payment_options.map((o) => o.method)).toContain('pay_at_hotel');
    const before = await ledger(t.database, cart.id, payAtHotelRoom.roomId);
    const p = await created(token, {
      cart_id: cart.id,
      payment_method: 'pay_at_hotel',
      amount: cart.price_details.total,
    });
    expect(p).toMatchObject({
      status: 'pending',
      method: 'pay_at_hotel',
      redirect_url: null,
      qr_string: null,
    });
    expect(p.booking_code).toMatch(/^NS2612/);
    expect(p.instructions?.title).toBe('Bayar di hotel');
    expect(await ledger(t.database, cart.id, payAtHotelRoom.roomId)).toEqual({
      bookings: 1,
      holds: 0,
      sold: before.sold + 2,
      vouchers: 1,
      cart_status: 'paid',
    });
    // Nothing was charged: the gateway never heard of it.
    const [gateway] = await t.database.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM local_gateway_transactions WHERE order_id = ${p.id}`,
    );
    expect(gateway?.n).toBe(0);
    const again = await pay(t.app, token, {
      cart_id: cart.id,
      payment_method: 'pay_at_hotel',
      amount: cart.price_details.total,
    });
    expect(again.json().code).toBe('cart_paid');
  });
});

describe('Idempotency-Key', () => {
  it('answers a retry with the first payment and refuses the key with another body', async () => {
    now = START;
    const { token, cart } = await memberCart('2026-12-21');
    const body = {
      cart_id: cart.id,
      payment_method: 'virtual_account',
      channel: 'bca',
      amount: cart.price_details.total,
    };
    const key = { 'idempotency-key': 'pay-retry-0001' };
    const first = await pay(t.app, token, body, key);
    now = START + MINUTE;
    const retry = await pay(t.app, token, body, key);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.body).toBe(first.body);
    const other = await pay(t.app, token, { ...body, channel: 'bni' }, { ...key, 'accept-language': 'en' });
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('idempotency_key_reused');
    const [n] = await t.database.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM payments WHERE cart_id = ${cart.id}`,
    );
    expect(n?.n).toBe(1);
  });
});

describe('POST /api-payments/notifications', () => {
  const key = () =>
    deriveKey(
      loadConfig({
        ...process.env,
        NODE_ENV: 'test',
        JWT_SECRET: 'nusa-carts-test-signing-key-0123456789-abcdefghij',
      }).auth,
      'local-payment-gateway',
    ).toString('hex');
  const notify = (body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api-payments/notifications', payload: body });

  it('refuses a wrong signature (403) and unknown payments (404), changing nothing', async () => {
    now = START;
    const { token, cart } = await memberCart('2026-12-22');
    const p = await created(token, {
      cart_id: cart.id,
      payment_method: 'virtual_account',
      channel: 'bca',
      amount: cart.price_details.total,
    });
    // The gateway says it is paid, but the notification is forged.
    await t.database.rows(
      sql`UPDATE local_gateway_transactions SET status = 'settlement' WHERE order_id = ${p.id}`,
    );
    const fields = {
      order_id: p.id,
      status_code: '200',
      gross_amount: `${p.amount}.00`,
      transaction_status: 'settlement',
    };
    const before = await ledger(t.database, cart.id, room.roomId);
    for (const signature of [
      notificationSignature(fields, 'not-our-server-key'),
      notificationSignature({ ...fields, gross_amount: '1.00' }, key()),
      'f'.repeat(128),
      'x',
    ]) {
      const res = await notify({ ...fields, signature_key: signature });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('invalid_signature');
    }
    expect(await ledger(t.database, cart.id, room.roomId)).toEqual(before);
    expect((await paymentRow(p.id))?.status).toBe('pending');

    // Signed right, but the status is fetched again: here it is what the gateway says, not the body.
    const signed = {
      ...fields,
      transaction_status: 'expire',
      signature_key: notificationSignature(fields, key()),
    };
    expect((await notify(signed)).statusCode).toBe(200);
    expect(await ledger(t.database, cart.id, room.roomId)).toMatchObject({
      bookings: 1,
      cart_status: 'paid',
    });

    const unknown = { ...fields, order_id: '00000000-0000-4000-8000-000000000000' };
    expect(
      (await notify({ ...unknown, signature_key: notificationSignature(unknown, key()) })).statusCode,
    ).toBe(404);
    const notUuid = { ...fields, order_id: 'ORDER-101' };
    expect(
      (await notify({ ...notUuid, signature_key: notificationSignature(notUuid, key()) })).statusCode,
    ).toBe(404);
    expect((await notify({ order_id: p.id })).statusCode).toBe(422);
  });

  it('ignores a status whose amount is not the payment’s', async () => {
    now = START;
    const { token, cart } = await memberCart('2026-12-23');
    const p = await created(token, {
      cart_id: cart.id,
      payment_method: 'qris',
      amount: cart.price_details.total,
    });
    await t.database.rows(
      sql`UPDATE local_gateway_transactions SET status = 'settlement', gross_amount = 1000 WHERE order_id = ${p.id}`,
    );
    const fields = { order_id: p.id, status_code: '200', gross_amount: '1000.00' };
    const res = await notify({
      ...fields,
      transaction_status: 'settlement',
      signature_key: notificationSignature(fields, key()),
    });
    expect(res.statusCode).toBe(200);
    expect(await ledger(t.database, cart.id, room.roomId)).toMatchObject({
      bookings: 0,
      cart_status: 'active',
    });
  });

  it('answers 503 and changes nothing when the gateway cannot be asked', async () => {
    const failing: PaymentGateway = {
      kind: 'local',
      async charge() {
        throw new PaymentGatewayError('charge answered 503', 503);
      },
      async status() {
        throw new PaymentGatewayError('status failed');
      },
      async cancel() {},
      async refund() {
        throw new PaymentGatewayError('refund failed');
      },
      verifySignature: () => true,
    };
    // A second app on the same database, whose gateway cannot be reached.
    const down = await buildApp({
      clock,
      database: t.database,
      seed: false,
      media: false,
      logger: false,
      paymentGateway: failing,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        JWT_SECRET: 'nusa-carts-test-signing-key-0123456789-abcdefghij',
      },
      config: { mediaDir: TEST_MEDIA_DIR },
    });
    try {
      const token = await t.tokenFor(1);
      const cart = await readyCart(down, t.database, token, room, '2026-12-24');
      const res = await pay(
        down,
        token,
        { cart_id: cart.id, payment_method: 'qris', amount: cart.price_details.total },
        EN,
      );
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        code: 'gateway_unavailable',
        message: 'The payment cannot be processed right now. Please try again in a moment.',
      });
      const [n] = await t.database.rows<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM payments WHERE cart_id = ${cart.id}`,
      );
      expect(n?.n).toBe(0);
      // A payment the gateway knows of, then a notification while the gateway is unreachable.
      const id = '11111111-1111-4111-8111-111111111111';
      await t.database.rows(sql`
        INSERT INTO payments (id, cart_id, method, amount, provider, expires_at)
        VALUES (${id}, ${cart.id}, 'qris', ${cart.price_details.total}, 'local', now() + interval '1 hour')`);
      const notified = await down.inject({
        method: 'POST',
        url: '/api-payments/notifications',
        payload: {
          order_id: id,
          status_code: '200',
          gross_amount: '1.00',
          signature_key: 'x',
          transaction_status: 'settlement',
        },
      });
      expect(notified.statusCode).toBe(503);
      expect((await paymentRow(id))?.status).toBe('pending');
      expect(await ledger(t.database, cart.id, room.roomId)).toMatchObject({
        bookings: 0,
        cart_status: 'active',
      });
    } finally {
      await down.close();
    }
  });
});

describe('the local gateway’s development page', () => {
  it('lists payments and pays them through forms, to this machine only, without script', async () => {
    now = START;
    const { token, cart } = await memberCart('2026-12-26');
    const card = await created(token, {
      cart_id: cart.id,
      payment_method: 'credit_card',
      amount: cart.price_details.total,
    });
    const list = await t.app.inject({ url: '/__dev/payments' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toContain('text/html');
    expect(list.headers['cache-control']).toBe('no-store');
    expect(String(list.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(list.body).toContain(`action="/__dev/payments/${card.id}/paid?return=list"`);
    expect(list.body).not.toContain('<script');

    const page = await t.app.inject({ url: `/__dev/payments/${card.id}/pay` });
    expect(page.body).toContain('3-D Secure');
    expect(page.body).not.toContain('<script');
    expect(
      (await t.app.inject({ url: '/__dev/payments/00000000-0000-4000-8000-000000000000/pay' })).statusCode,
    ).toBe(404);

    // From another machine (or through a proxy), nothing.
    const proxied = await t.app.inject({
      url: '/__dev/payments',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.statusCode).toBe(403);
    const remote = await t.app.inject({
      method: 'POST',
      url: `/__dev/payments/${card.id}/paid`,
      remoteAddress: '203.0.113.9',
    });
    expect(remote.statusCode).toBe(403);
    expect((await paymentRow(card.id))?.status).toBe('pending');

    // The 3-D Secure page's button: the gateway settles, notifies, and the member is back at checkout.
    const submitted = await t.app.inject({
      method: 'POST',
      url: `/__dev/payments/${card.id}/paid?return=app`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(submitted.statusCode).toBe(303);
    expect(submitted.headers.location).toBe(`http://localhost:3000/checkout?cart=${cart.id}`);
    expect(await ledger(t.database, cart.id, room.roomId)).toMatchObject({
      bookings: 1,
      cart_status: 'paid',
    });
    expect(
      (await t.app.inject({ method: 'POST', url: `/__dev/payments/${card.id}/refund` })).statusCode,
    ).toBe(404);
  });
});

describe('a promo for one bank', () => {
  it('refuses other methods (409 promo_not_for_method) and charges the discounted total by that bank’s VA', async () => {
    now = START;
    const [promoHotel] = await t.database.rows<{ hotel_id: number }>(sql`
      SELECT lph.hotel_id FROM landing_page_hotels lph JOIN landing_pages lp ON lp.id = lph.landing_page_id
       WHERE lp.promo_code = 'BCAHOTEL' ORDER BY lph.hotel_id`);
    const promoRoom = (await rooms(t.database)).find((r) => r.hotelId === promoHotel?.hotel_id) as Room;
    await t.database.rows(
      sql`UPDATE room_inventory SET price = 1000000 WHERE room_type_id = ${promoRoom.roomId} AND date = '2026-12-27'`,
    );
    const { token, cart } = await memberCart('2026-12-27', { nights: 1, r: promoRoom });
    const applied = json<{ data: Cart }>(
      await cartCall(t.app, token, 'POST', `/api/carts/${cart.id}/promo-code`, { promo_code: 'BCAHOTEL' }),
    ).data;
    expect(applied.price_details).toMatchObject({ promo_discount: 150_000, total: 850_000 });
    for (const other of [
      { payment_method: 'qris' },
      { payment_method: 'virtual_account', channel: 'bni' },
      { payment_method: 'credit_card' },
    ]) {
      const refused = await pay(t.app, token, { ...other, cart_id: cart.id, amount: 850_000 }, EN);
      expect(refused.statusCode, JSON.stringify(other)).toBe(409);
      expect(refused.json().code).toBe('promo_not_for_method');
    }
    // The total before the discount is not what the member was shown any more.
    expect(
      (
        await pay(t.app, token, {
          payment_method: 'virtual_account',
          channel: 'bca',
          cart_id: cart.id,
          amount: 1_000_000,
        })
      ).json().code,
    ).toBe('price_changed');
    const bca = await created(token, {
      payment_method: 'virtual_account',
      channel: 'bca',
      cart_id: cart.id,
      amount: 850_000,
    });
    expect(bca.amount).toBe(850_000);
    await settleOnDevPage(t.app, bca.id, 'paid');
    const [booking] = await t.database.rows<{ promo_code: string; promo_discount: number; total: number }>(
      sql`SELECT promo_code, promo_discount, total FROM bookings WHERE cart_id = ${cart.id}`,
    );
    expect(booking).toEqual({ promo_code: 'BCAHOTEL', promo_discount: 150_000, total: 850_000 });
  });
});
