// This feature's test and story fixtures on @nusa/test-kit: where the page is, who is signed in, contract-shaped
// answers (typed by the generated types, so they cannot drift from openapi/) and a small stateful fake of the
// checkout API for the kit's fake fetch: a cart that remembers what was saved, promo codes, payments whose status
// a test moves on.
import { createApiClient, setApiClient } from '@nusa/api-client/client';
import { staticSession } from '@nusa/router/testing';
import { fakeFetch, json, type Responder } from '@nusa/test-kit/fake-fetch';
import { type ReactNode, useState } from 'react';
import type { Cart, Member, Payment, PaymentChannel, PaymentMethod, StayItem } from '../model/types';

/** The route ids (paths as the route contract declares them) the page is bound to. */
export const ROUTE_IDS = ['/checkout'] as const;
export const CART_ID = '0b5e3c1e-3f1e-4c59-9a55-5d0c6f1d2a10';
export const PAYMENT_ID = '6f1f2b9a-58c4-4a3e-8a7e-1f7c1c9b4d21';
/** The detail page's link: hotel 102, room 11, two nights for one room and two adults, the price it showed. */
export const START_PATH =
  '/checkout?hotel_id=102&room_id=11&price=1200000&checkin=2030-01-10&checkout=2030-01-12&rooms=1&adults=2';
/** A cart being checked out, as a reload or a shared link opens it. */
export const CART_PATH = `/checkout?cart=${CART_ID}`;
const MEMBER_ID = 7;
/** A signed-in member, whom the guarded route lets in. */
export const member = staticSession({ token: 'member-token', memberId: MEMBER_ID });

/** The server's clock in every answer: countdowns run from it, whatever day the tests run. */
export const SERVER_TIME = '2030-01-01T03:00:00Z';
const minutesAfterServerTime = (minutes: number) =>
  new Date(Date.parse(SERVER_TIME) + minutes * 60_000).toISOString();

const picture = (color: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><rect width="600" height="400" fill="${color}"/></svg>`,
  )}`;

export const memberProfile: Member = {
  id: MEMBER_ID,
  full_name: 'Sari Dewi',
  email: 'sari@example.com',
  verified_by_sms: true,
  fullname: 'Sari Dewi',
  firstname: 'Sari',
  lastname: 'Dewi',
  gender: 'female',
  birth_date: null,
  title: 'Ms',
  phone_number_country_code: '62',
  phone_number: '81234567890',
  status: 'active',
  has_password: true,
  newsletter: false,
  created_at: '2029-05-01T02:00:00Z',
};

export const stayItem: StayItem = {
  id: 1,
  hotel: {
    id: 102,
    name: 'Segara Resort Kuta',
    slug: 'segara-resort-kuta',
    star_rating: 4,
    address: 'Jl. Pantai Kuta No. 8, Kuta, Badung',
    city_name: 'Badung',
    city_slug: 'badung',
    area_name: 'Kuta',
    area_slug: 'kuta',
    country_slug: 'indonesia',
    image: {
      url: picture('#0b6172'),
      thumbnail: picture('#0b6172'),
      width: 600,
      height: 400,
      alt: 'Kolam renang',
    },
    check_in_time: '14:00',
    check_out_time: '12:00',
  },
  room_id: 11,
  room_name: 'Deluxe Room',
  bed_type: '1 tempat tidur king',
  check_in: '2030-01-10',
  check_out: '2030-01-12',
  nights: 2,
  rooms: 1,
  adults: 2,
  children: [],
  breakfast_included: true,
  refundable: true,
  pay_at_hotel: true,
  cancellation_policy: 'Gratis pembatalan hingga 7 hari sebelum check-in.',
  price_per_night: 1_200_000,
  total_price: 2_400_000,
};

export function makeCart(fields: Partial<Cart> = {}): Cart {
  return {
    id: CART_ID,
    status: 'active',
    member_id: MEMBER_ID,
    created_at: SERVER_TIME,
    expires_at: minutesAfterServerTime(30),
    items: [stayItem],
    contact: null,
    booking_for_someone_else: false,
    guests: [],
    special_request: null,
    promo: null,
    terms_accepted: false,
    price_details: { room_total: 2_000_000, taxes_and_fees: 400_000, promo_discount: 0, total: 2_400_000 },
    currency: 'IDR',
    payment_options: [
      { method: 'virtual_account', channels: ['bca', 'mandiri', 'bni', 'bri', 'permata'] },
      { method: 'e_wallet', channels: ['gopay', 'ovo', 'dana', 'shopeepay'] },
      { method: 'qris', channels: [] },
      { method: 'credit_card', channels: [] },
      { method: 'pay_at_hotel', channels: [] },
    ],
    installment_options: [
      { tenor: 3, fee: 36_000, monthly_amount: 812_000, total: 2_436_000 },
      { tenor: 6, fee: 72_000, monthly_amount: 412_000, total: 2_472_000 },
      { tenor: 12, fee: 144_000, monthly_amount: 212_000, total: 2_544_000 },
    ],
    price_change: null,
    payment: null,
    ready_for_payment: false,
    booking_code: null,
    server_time: SERVER_TIME,
    ...fields,
  };
}

/** The contact and terms saved, ready for payment (a reload after "Lanjut ke pembayaran"). */
export const readyCart = (fields: Partial<Cart> = {}) =>
  makeCart({
    contact: {
      title: 'Ms',
      full_name: 'Sari Dewi',
      phone_number_country_code: '62',
      phone_number: '81234567890',
      email: 'sari@example.com',
    },
    guests: [{ title: 'Ms', full_name: 'Sari Dewi' }],
    terms_accepted: true,
    ready_for_payment: true,
    ...fields,
  });

const GUIDES = [
  {
    kind: 'atm' as const,
    title: 'ATM BCA',
    steps: [
      'Masukkan kartu ATM dan PIN.',
      'Pilih Transaksi Lainnya > Transfer > ke Rek BCA Virtual Account.',
    ],
  },
  {
    kind: 'mobile_banking' as const,
    title: 'BCA mobile',
    steps: ['Buka BCA mobile dan pilih m-Transfer.', 'Pilih BCA Virtual Account dan masukkan nomornya.'],
  },
  {
    kind: 'internet_banking' as const,
    title: 'KlikBCA',
    steps: ['Masuk ke KlikBCA.', 'Pilih Transfer Dana > Transfer ke BCA Virtual Account.'],
  },
];

/** A payment of `method` as the gateway answers it: pending, with what the member needs to pay. */
export function makePayment(
  method: PaymentMethod,
  channel: PaymentChannel | null = method === 'virtual_account'
    ? 'bca'
    : method === 'e_wallet'
      ? 'gopay'
      : null,
  fields: Partial<Payment> = {},
): Payment {
  const base: Payment = {
    id: PAYMENT_ID,
    cart_id: CART_ID,
    status: 'pending',
    method,
    channel,
    amount: 2_400_000,
    installment_tenor: null,
    installment_fee: 0,
    instructions: null,
    qr_string: null,
    deeplink_url: null,
    expires_at: minutesAfterServerTime(15),
    redirect_url: null,
    booking_code: null,
    created_at: SERVER_TIME,
    paid_at: null,
    server_time: SERVER_TIME,
  };
  if (method === 'virtual_account')
    Object.assign(base, {
      expires_at: minutesAfterServerTime(24 * 60),
      instructions: {
        title: 'Transfer ke BCA Virtual Account',
        bank_name: 'BCA',
        account_number: '3901081234567890',
        account_holder: 'Nusa Stay',
        steps: [],
        guides: GUIDES,
      },
    });
  if (method === 'qris')
    Object.assign(base, {
      qr_string:
        '00020101021226610016ID.CO.NUSASTAY.WWW01189360091800000000010215NUSASTAY0000015204701153033605802ID5910NUSA STAY6007JAKARTA62070703A016304ABCD',
      instructions: {
        title: 'Bayar dengan QRIS',
        bank_name: null,
        account_number: null,
        account_holder: null,
        steps: ['Buka aplikasi bank atau e-wallet Anda.', 'Pindai kode QR ini, lalu konfirmasi pembayaran.'],
        guides: [],
      },
    });
  if (method === 'e_wallet')
    Object.assign(base, {
      deeplink_url: 'gojek://gopay/merchanttransfer?tref=NS-1',
      redirect_url: 'https://gateway.example/gopay/NS-1',
      instructions: {
        title: 'Bayar dengan GoPay',
        bank_name: null,
        account_number: null,
        account_holder: null,
        steps: ['Tekan "Buka GoPay".', 'Periksa jumlahnya, lalu bayar di aplikasi.'],
        guides: [],
      },
    });
  if (method === 'credit_card')
    Object.assign(base, {
      expires_at: minutesAfterServerTime(60),
      redirect_url: 'https://gateway.example/3ds/NS-1',
    });
  if (method === 'pay_at_hotel')
    Object.assign(base, { booking_code: 'NSB7K2QX', expires_at: minutesAfterServerTime(30) });
  return { ...base, ...fields };
}

/** A cart with a payment on its way (a reload of the payment page). */
export const payingCart = (payment: Payment = makePayment('virtual_account')) =>
  readyCart({ payment, expires_at: payment.expires_at });

/** The booking made: paid (or confirmed to pay at the hotel). */
export const paidCart = (payment: Payment = makePayment('virtual_account', 'bca', { status: 'paid' })) =>
  readyCart({ status: 'paid', payment, booking_code: 'NSB7K2QX' });

export const expiredCart = () => makeCart({ status: 'expired', expires_at: SERVER_TIME });

/** What the fake checkout API holds; a test changes it between requests (e.g. a payment turning paid). */
export interface CheckoutState {
  cart: Cart;
  /** Answers POST /api/carts with this instead of the cart (a 409, a network error…). */
  createAnswer?: (() => Response | Promise<Response>) | undefined;
  /** Answers POST /api-payments with this instead of creating the payment. */
  paymentAnswer?: (() => Response | Promise<Response>) | undefined;
  /** Answers PUT /api/carts/{id} with this instead of saving. */
  updateAnswer?: (() => Response | Promise<Response>) | undefined;
  /** The promo codes the fake knows, with their discount. */
  promos: Record<string, number>;
}

const body = async (request: Request) => (await request.clone().json()) as Record<string, unknown>;
const error = (status: number, message: string, code: string, errors?: Record<string, string[]>) =>
  json({ message, code, ...(errors ? { errors } : {}) }, { status });

/** The checkout API over `state`: every answer is contract-shaped, the cart is repriced as the server would. */
export function checkoutApi(state: CheckoutState): Responder {
  const cartBody = () => json({ data: { ...state.cart, server_time: SERVER_TIME } });
  const reprice = () => {
    const { room_total, taxes_and_fees } = state.cart.price_details;
    const discount = state.cart.promo?.discount ?? 0;
    state.cart.price_details = {
      room_total,
      taxes_and_fees,
      promo_discount: discount,
      total: Math.max(0, room_total + taxes_and_fees - discount),
    };
  };
  return async (request, url) => {
    const path = url.pathname;
    const method = request.method;
    if (path === `/api/members/${MEMBER_ID}`) return json({ data: memberProfile });
    if (path === '/api/carts' && method === 'POST') {
      if (state.createAnswer) return state.createAnswer();
      return json({ data: state.cart }, { status: 201 });
    }
    const cartPath = /^\/api\/carts\/([^/]+)(\/.*)?$/.exec(path);
    if (cartPath) {
      if (cartPath[1] !== state.cart.id) return error(404, 'Data tidak ditemukan.', 'not_found');
      const rest = cartPath[2] ?? '';
      if (rest === '/' && method === 'GET') return cartBody();
      if (state.cart.status !== 'active')
        return error(
          409,
          'Pesanan sudah tidak aktif.',
          state.cart.status === 'paid' ? 'cart_paid' : 'cart_expired',
        );
      if (rest === '' && method === 'PUT') {
        if (state.updateAnswer) return state.updateAnswer();
        const saved = await body(request);
        const contact = saved.contact as Cart['contact'];
        const guest = saved.booking_for_someone_else ? (saved.guest as Cart['guests'][number]) : null;
        Object.assign(state.cart, {
          contact,
          booking_for_someone_else: saved.booking_for_someone_else,
          guests: guest ? [guest] : contact ? [{ title: contact.title, full_name: contact.full_name }] : [],
          terms_accepted: saved.terms_accepted,
          ready_for_payment: Boolean(contact && saved.terms_accepted),
        });
        return cartBody();
      }
      if (rest === '/add-special-request' && method === 'POST') {
        state.cart.special_request = {
          bed_type: null,
          high_floor: false,
          non_smoking: false,
          connecting_rooms: false,
          other: null,
          ...(await body(request)),
        } as Cart['special_request'];
        return cartBody();
      }
      if (rest === '/promo-code' && method === 'POST') {
        const code = (await body(request)).promo_code as string | null;
        if (code === null) state.cart.promo = null;
        else {
          const discount = state.promos[code.toUpperCase()];
          if (discount === undefined)
            return error(422, 'Kode promo tidak valid.', 'promo_invalid', {
              promo_code: ['Kode promo tidak ditemukan atau sudah berakhir.'],
            });
          state.cart.promo = {
            code: code.toUpperCase(),
            title: 'Diskon kamar',
            discount,
            restricted_to: null,
          };
        }
        reprice();
        return cartBody();
      }
    }
    if (path === '/api-payments' && method === 'POST') {
      if (state.paymentAnswer) return state.paymentAnswer();
      const asked = await body(request);
      if (asked.amount !== state.cart.price_details.total)
        return error(409, 'Harga berubah.', 'price_changed');
      const payment = makePayment(
        asked.payment_method as PaymentMethod,
        (asked.channel as PaymentChannel | undefined) ?? null,
        { amount: asked.amount as number },
      );
      state.cart = {
        ...state.cart,
        payment,
        expires_at: payment.expires_at,
        ...(payment.method === 'pay_at_hotel' ? { status: 'paid', booking_code: payment.booking_code } : {}),
      };
      return json({ data: payment }, { status: 201 });
    }
    const paymentPath = /^\/api-payments\/([^/]+)$/.exec(path);
    if (paymentPath && method === 'GET') {
      const payment = state.cart.payment;
      if (!payment || payment.id !== paymentPath[1]) return error(404, 'Data tidak ditemukan.', 'not_found');
      return json({ data: { ...payment, server_time: SERVER_TIME } });
    }
    return undefined;
  };
}

/** A fresh state around `cart` (the promo code HEMAT10 takes Rp 240.000 off). */
export const checkoutState = (
  cart: Cart = makeCart(),
  extra: Partial<CheckoutState> = {},
): CheckoutState => ({
  cart,
  promos: { HEMAT10: 240_000 },
  ...extra,
});

/** Installs the app-wide API client on the kit's fake fetch; returns the fake, to read its requests. */
export function installFakeApi(...responders: Responder[]) {
  const api = fakeFetch(...responders);
  setApiClient(createApiClient({ baseUrl: 'http://api.test', fetch: api.fetch }));
  return api;
}

/** A story frame (`withProviders({ frame })`) that installs the fake API before the page asks for anything. */
export function apiFrame(state: () => CheckoutState) {
  return function FakeApi({ children }: { children: ReactNode }) {
    // Once per mount: the story runner remounts the frame for each story and language.
    useState(() => installFakeApi(checkoutApi(state())));
    return children;
  };
}

/** An answer that never comes (a story or test of the waiting state). */
export const never = () => new Promise<Response>(() => {});
