// This feature's test and story fixtures on @nusa/test-kit: who is signed in, sample answers shaped by the generated
// contract types, and a fake API (the kit's fake fetch) that answers the account's calls from a small state, so a
// test can change the member, book more or send a review and see the page follow.
import { createApiClient, setApiClient } from '@nusa/api-client/client';
import type { components } from '@nusa/api-client/schema';
import { staticSession } from '@nusa/router/testing';
import { fakeFetch, json, type Responder } from '@nusa/test-kit/fake-fetch';
import { type ReactNode, useState } from 'react';

type Schemas = components['schemas'];
export type Member = Schemas['Member'];
export type Booking = Schemas['Booking'];
export type BookingSummary = Schemas['BookingSummary'];
type MemberReview = Schemas['MemberReview'];

/** A signed-in member, whom the guarded routes let in. */
export const member = staticSession({ token: 'member-token', memberId: 7 });

export const sampleMember: Member = {
  id: 7,
  full_name: 'Budi Santoso',
  fullname: 'Budi Santoso',
  firstname: 'Budi',
  lastname: 'Santoso',
  email: 'budi@example.com',
  verified_by_sms: true,
  gender: 'male',
  birth_date: '1990-04-12',
  title: 'Mr',
  phone_number_country_code: '62',
  phone_number: '81234567890',
  status: 'active',
  has_password: true,
  newsletter: false,
  created_at: '2026-01-05T03:00:00Z',
};

const hotel: Schemas['HotelBrief'] = {
  id: 12,
  name: 'Hotel Santika Seminyak',
  slug: 'hotel-santika-seminyak',
  star_rating: 4,
  address: 'Jl. Kayu Aya No. 8, Seminyak',
  city_name: 'Bali',
  city_slug: 'bali',
  area_name: 'Seminyak',
  area_slug: 'seminyak',
  country_slug: 'indonesia',
  image: {
    url: '/media/h12.webp',
    thumbnail: '/media/h12-t.webp',
    width: 600,
    height: 400,
    alt: 'Kolam renang',
  },
  check_in_time: '14:00',
  check_out_time: '12:00',
};

const stay: Schemas['StayItem'] = {
  id: 31,
  hotel,
  room_id: 4,
  room_name: 'Deluxe King',
  bed_type: 'King',
  check_in: '2026-12-24',
  check_out: '2026-12-26',
  nights: 2,
  rooms: 1,
  adults: 2,
  children: [5],
  breakfast_included: true,
  refundable: true,
  pay_at_hotel: false,
  cancellation_policy: 'Gratis pembatalan hingga 22 Des 2026 23:59 WIB.',
  price_per_night: 850_000,
  total_price: 1_700_000,
};

export function summary(over: Partial<BookingSummary> = {}): BookingSummary {
  return {
    code: 'NS7K2Q9A',
    number: 'INV-2026-000123',
    date: '2026-11-20',
    time: '09:15',
    status: 'paid',
    payment_method: 'virtual_account',
    payment_status: 'paid',
    product: stay,
    total: 1_700_000,
    ...over,
  };
}

const summaries: BookingSummary[] = [
  summary(),
  summary({
    code: 'NS5PEND1',
    number: 'INV-2026-000122',
    date: '2026-11-19',
    status: 'pending',
    payment_status: 'pending',
    total: 950_000,
  }),
  summary({ code: 'NS3DONE7', number: 'INV-2026-000090', date: '2026-09-02', status: 'completed' }),
];

const steps = (reached: number): Schemas['TrackingStep'][] =>
  (
    [
      ['created', 'Pesanan dibuat', '2026-11-20T02:15:00Z'],
      ['paid', 'Pembayaran diterima', '2026-11-20T02:20:00Z'],
      ['confirmed', 'Dikonfirmasi hotel', '2026-11-20T02:21:00Z'],
      ['checked_in', 'Menginap', null],
      ['completed', 'Selesai', null],
    ] as const
  ).map(([key, label, at], index) => ({
    key,
    label,
    at: index < reached ? at : null,
    active: index < reached,
  }));

export function booking(over: Partial<Booking> = {}): Booking {
  return {
    code: 'NS7K2Q9A',
    number: 'INV-2026-000123',
    date: '2026-11-20',
    time: '09:15',
    created_at: '2026-11-20T02:15:00Z',
    status: 'paid',
    payment_method: 'virtual_account',
    payment_status: 'paid',
    payment_channel: 'bca',
    payment: null,
    paid_at: '2026-11-20T02:20:00Z',
    expires_at: null,
    products: [stay],
    contact: {
      title: 'Mr',
      full_name: 'Budi Santoso',
      phone_number_country_code: '62',
      phone_number: '81234567890',
      email: 'budi@example.com',
    },
    guests: [{ title: 'Mr', full_name: 'Budi Santoso' }],
    special_request: {
      bed_type: 'one_large_bed',
      high_floor: true,
      non_smoking: true,
      connecting_rooms: false,
      other: 'Tiba larut malam',
    },
    promo_code: 'HEMAT10',
    price_details: {
      subtotal: 1_500_000,
      taxes_and_fees: 200_000,
      promo_discount: 170_000,
      voucher_discount: 0,
      shipping_charges: 0,
      service_fee: 0,
      installment_fee: 0,
      installment_tenor: null,
      total: 1_530_000,
    },
    tracking: steps(3),
    tracking_number: null,
    delivery_service: null,
    review_status: 'not_yet',
    free_cancellation_until: '2026-12-22T23:59:00+07:00',
    cancelled_at: null,
    refund: null,
    ...over,
  };
}

/** A booking waiting for its virtual-account payment, due `2026-11-25T04:00:00Z`. */
const pendingBooking = booking({
  code: 'NS5PEND1',
  status: 'pending',
  payment_status: 'pending',
  paid_at: null,
  expires_at: '2026-11-25T04:00:00Z',
  tracking: steps(1),
  payment: {
    id: '8d1b6f0e-5a43-4c6b-9d0e-7e6f1c2b3a41',
    cart_id: '0f5d3c7e-2b1a-4e8f-9c6d-5a4b3c2d1e0f',
    status: 'pending',
    method: 'virtual_account',
    channel: 'bca',
    amount: 1_530_000,
    installment_tenor: null,
    installment_fee: 0,
    instructions: {
      title: 'Transfer ke virtual account BCA',
      bank_name: 'BCA',
      account_number: '1234567890123',
      account_holder: 'Nusa Stay',
      steps: ['Buka BCA mobile', 'Pilih m-Transfer > BCA Virtual Account', 'Masukkan nomor virtual account'],
      guides: [],
    },
    qr_string: null,
    deeplink_url: null,
    expires_at: '2026-11-25T04:00:00Z',
    redirect_url: null,
    booking_code: null,
    created_at: '2026-11-25T03:00:00Z',
    paid_at: null,
    server_time: '2026-11-25T03:30:00Z',
  },
});

const awaitingReview: MemberReview = {
  item_id: 55,
  booking_code: 'NS3DONE7',
  status: 'awaiting',
  hotel,
  room_name: 'Deluxe King',
  check_in: '2026-09-10',
  check_out: '2026-09-12',
  review_deadline: '2026-12-12',
  review: null,
};

const sentReview: MemberReview = {
  item_id: 48,
  booking_code: 'NS2REV88',
  status: 'reviewed',
  hotel: { ...hotel, id: 14, name: 'Aston Priority Simatupang' },
  room_name: 'Superior Twin',
  check_in: '2026-06-01',
  check_out: '2026-06-03',
  review_deadline: null,
  review: {
    id: 41,
    hotel_id: 14,
    reviewer_name: 'Budi Santoso',
    hide_name: false,
    title: 'Nyaman dan bersih',
    description: 'Kamar bersih, staf ramah, sarapan lengkap.',
    ratings: { cleanliness: 5, comfort: 4, services: 5, value_for_money: 4 },
    average: 4.5,
    type_of_travel: 'family',
    room_name: 'Superior Twin',
    created_at: '2026-06-04T05:00:00Z',
    media: [
      {
        id: 3,
        type: 'photo',
        url: '/media/r3.webp',
        thumbnail_url: '/media/r3-t.webp',
        mime_type: 'image/webp',
        size_bytes: 120_000,
      },
    ],
  },
};

/** What the fake API knows; tests mutate it or read what was sent. */
export interface AccountState {
  member: Member;
  bookings: BookingSummary[];
  details: Booking[];
  reviews: MemberReview[];
  /** Bookings per page of the history list. */
  perPage: number;
  /** When set, every call answers this status with a message (500: the server failed). */
  failWith?: number;
  /** When set, no call ever answers (a request in flight). */
  hang?: boolean;
  /** The next media id the upload answers. */
  nextMediaId: number;
  /** The old password the password change accepts. */
  password: string;
  /** What GET …/cancellation answers per booking code (absent: not cancellable, non-refundable). */
  quotes: Record<string, Schemas['CancellationQuote']>;
  /** The e-voucher bytes the voucher call answers. */
  voucher: string;
  /** The `update_profile` code the last code request "sent" (the phone change accepts only it). */
  otp: string;
  /** Codes requested so far in this state (the fourth answers the lockout, as the API does). */
  otpRequests: number;
  /** Numbers (country code + number, e.g. "6281299990000") registered to someone else. */
  takenPhones: string[];
  /** The clock of the code answers' expire_in_timestamp (ms). */
  now: () => number;
}

const refundableQuote: Schemas['CancellationQuote'] = {
  cancellable: true,
  reason: null,
  message: 'Pesanan dibatalkan gratis. Dana Rp 1.530.000 dikembalikan ke metode pembayaran Anda.',
  deadline: '2026-12-22T23:59:00+07:00',
  refund_amount: 1_530_000,
  pay_at_hotel: false,
};

export const nonRefundableQuote: Schemas['CancellationQuote'] = {
  cancellable: false,
  reason: 'non_refundable',
  message: 'Kamar ini tidak dapat dikembalikan (non-refundable), sehingga pesanan tidak dapat dibatalkan.',
  deadline: null,
  refund_amount: 0,
  pay_at_hotel: false,
};

export function accountState(over: Partial<AccountState> = {}): AccountState {
  return {
    member: sampleMember,
    bookings: summaries,
    details: [booking(), pendingBooking],
    reviews: [awaitingReview, sentReview],
    perPage: 10,
    nextMediaId: 100,
    password: 'rahasia1',
    quotes: { NS7K2Q9A: refundableQuote },
    voucher: '%PDF-1.7 NS7K2Q9A',
    otp: '246810',
    otpRequests: 0,
    takenPhones: ['6281299990000'],
    now: () => FIXED_NOW,
    ...over,
  };
}

/** 2026-11-25 10:00 WIB: what the fake's clock says unless a state passes another. */
export const FIXED_NOW = Date.UTC(2026, 10, 25, 3, 0, 0);

const invalid = (field: string, message: string) =>
  json(
    { message: 'Data tidak valid', code: 'validation_failed', errors: { [field]: [message] } },
    { status: 422 },
  );

const notFound = () => json({ message: 'Pesanan tidak ditemukan', code: 'not_found' }, { status: 404 });

/** A responder answering the account's calls from `state`, as the contract shapes them. */
export function accountApi(state: AccountState): Responder {
  return async (request, url) => {
    const path = url.pathname;
    if (!path.startsWith('/api/members') && !path.startsWith('/api/hotel-review')) return undefined;
    if (state.hang) return new Promise<Response>(() => {});
    if (state.failWith) return json({ message: 'Server error' }, { status: state.failWith });
    if (path === '/api/members/bookings') {
      const period = url.searchParams.get('period');
      const status = url.searchParams.get('status');
      const page = Number(url.searchParams.get('page') ?? 1);
      const perpage = Number(url.searchParams.get('perpage') ?? state.perPage);
      // The fake keeps the period filter honest enough for tests: past_week keeps bookings dated in November.
      const list = state.bookings.filter(
        (b) =>
          (!status || b.status === status) && (!period || period !== 'past_week' || b.date >= '2026-11-18'),
      );
      const last_page = Math.max(1, Math.ceil(list.length / perpage));
      return json({
        data: list.slice((page - 1) * perpage, page * perpage),
        meta: { page, perpage, total: list.length, last_page },
      });
    }
    const cancellation = /^\/api\/members\/bookings\/([^/]+)\/cancellation$/.exec(path)?.[1];
    if (cancellation) {
      const index = state.details.findIndex((b) => b.code === cancellation);
      const found = state.details[index];
      if (!found) return notFound();
      const quote = state.quotes[cancellation] ?? nonRefundableQuote;
      if (request.method === 'GET') return json({ data: quote });
      if (!quote.cancellable) return json({ message: quote.message, code: quote.reason }, { status: 422 });
      const cancelled: Booking = {
        ...found,
        status: 'cancelled',
        cancelled_at: '2026-11-25T03:10:00Z',
        refund: {
          status: 'pending',
          amount: quote.refund_amount,
          requested_at: '2026-11-25T03:10:00Z',
          refunded_at: null,
        },
        tracking: [
          ...found.tracking.filter((step) => step.active),
          { key: 'cancelled', label: 'Dibatalkan', at: '2026-11-25T03:10:00Z', active: true },
          { key: 'refunded', label: 'Dana dikembalikan', at: null, active: false },
        ],
      };
      state.details[index] = cancelled;
      state.quotes[cancellation] = {
        ...nonRefundableQuote,
        reason: 'already_cancelled',
        message: 'Sudah dibatalkan.',
      };
      return json({ data: cancelled });
    }
    const voucher = /^\/api\/members\/bookings\/([^/]+)\/voucher$/.exec(path)?.[1];
    if (voucher) {
      if (!state.details.some((b) => b.code === voucher)) return notFound();
      return new Response(state.voucher, { headers: { 'Content-Type': 'application/pdf' } });
    }
    const bookingCode = /^\/api\/members\/bookings\/([^/]+)$/.exec(path)?.[1];
    if (bookingCode) {
      const found = state.details.find((b) => b.code === bookingCode);
      return found ? json({ data: found }) : notFound();
    }
    const reviewItem = /^\/api\/members\/reviews\/(\d+)$/.exec(path)?.[1];
    if (reviewItem) {
      const found = state.reviews.find((r) => r.item_id === Number(reviewItem));
      return found ? json({ data: found }) : notFound();
    }
    if (path === '/api/members/reviews') {
      const status = url.searchParams.get('status');
      const list = state.reviews.filter((r) => !status || r.status === status);
      return json({ data: list, meta: { page: 1, perpage: 100, total: list.length, last_page: 1 } });
    }
    if (path === '/api/hotel-review/media' && request.method === 'POST') {
      // Read as text: in jsdom tests the multipart body's parts are counted, not parsed into Files.
      const types = [...(await request.clone().text()).matchAll(/^Content-Type: (.+)$/gim)].map((m) =>
        (m[1] ?? '').trim(),
      );
      return json(
        {
          data: types.map((type) => ({
            id: state.nextMediaId++,
            type: type.startsWith('video/') ? 'video' : 'photo',
            url: `/media/${state.nextMediaId}.webp`,
            thumbnail_url: null,
            mime_type: type.startsWith('video/') ? type : 'image/webp',
            size_bytes: 1000,
          })),
        },
        { status: 201 },
      );
    }
    if (path === '/api/hotel-review' && request.method === 'POST') {
      const body = (await request.clone().json()) as Schemas['ReviewSubmission'];
      const index = state.reviews.findIndex((r) => r.item_id === body.item_id);
      const current = state.reviews[index];
      if (!current) return notFound();
      if (current.review)
        return json({ message: 'Ulasan sudah dikirim', code: 'already_reviewed' }, { status: 409 });
      const review: Schemas['Review'] = {
        id: 90,
        hotel_id: current.hotel.id,
        reviewer_name: body.hide_name ? null : state.member.full_name,
        hide_name: body.hide_name,
        title: body.title,
        description: body.description,
        ratings: body.ratings,
        average: 4,
        type_of_travel: body.type_of_travel,
        room_name: current.room_name,
        created_at: '2026-11-25T03:00:00Z',
        media: [],
      };
      state.reviews[index] = { ...current, status: 'reviewed', review_deadline: null, review };
      return json({ data: review }, { status: 201 });
    }
    if (path === '/api/members/v2/otp/request' && request.method === 'POST') {
      const body = (await request.clone().json()) as Record<string, string>;
      if (state.takenPhones.includes(`${body.phone_number_country_code}${body.phone_number}`))
        return invalid('phone_number', 'Nomor ponsel sudah terdaftar');
      state.otpRequests += 1;
      const seconds = Math.floor(state.now() / 1000);
      if (state.otpRequests > 3)
        return json({ data: { otp_index: 4, next_interval: 3600, expire_in_timestamp: seconds + 3600 } });
      return json({
        data: { otp_index: state.otpRequests, next_interval: 60, expire_in_timestamp: seconds + 300 },
      });
    }
    if (path === `/api/members/${state.member.id}`) {
      if (request.method === 'GET') return json({ data: state.member });
      const body = (await request.clone().json()) as Record<string, unknown>;
      if (body.action_type === 'password') {
        if (state.member.has_password && body.old_password !== state.password)
          return json(
            { message: 'Data tidak valid', errors: { old_password: ['Kata sandi salah'] } },
            { status: 422 },
          );
        state.password = String(body.password);
        state.member = { ...state.member, has_password: true };
      } else if (body.action_type === 'phone') {
        if (body.otp !== state.otp) return invalid('otp', 'Kode OTP salah');
        state.member = {
          ...state.member,
          phone_number_country_code: String(body.phone_number_country_code),
          phone_number: String(body.phone_number),
          verified_by_sms: true,
        };
      } else if (body.action_type === 'profile') {
        const fullname = String(body.fullname);
        state.member = {
          ...state.member,
          fullname,
          full_name: fullname,
          firstname: (body.firstname as string | null) ?? null,
          lastname: (body.lastname as string | null) ?? null,
          title: (body.title as Member['title']) ?? null,
          gender: (body.gender as Member['gender']) ?? null,
          birth_date: (body.birth_date as string | null) ?? null,
        };
      }
      return json({ data: state.member });
    }
    return undefined;
  };
}

/** Installs the app-wide API client on the kit's fake fetch; returns the fake, to read its requests. */
export function installFakeApi(...responders: Responder[]) {
  const api = fakeFetch(...responders);
  // The member's token, as the shell's client reads it from the session cookie.
  setApiClient(
    createApiClient({
      baseUrl: 'http://api.test',
      fetch: api.fetch,
      getToken: () => 'member-token',
      // Code requests carry X-Member-Token, computed from the client secret (any value for the fake).
      otpSecret: 'test-otp-secret',
    }),
  );
  return api;
}

/** A story frame (`withProviders({ frame })`) that installs the fake API over `state` before the page asks. */
export function apiFrame(state: () => AccountState) {
  return function FakeApi({ children }: { children: ReactNode }) {
    // Once per mount: the story runner remounts the frame for each story and language.
    useState(() => installFakeApi(accountApi(state())));
    return children;
  };
}
