// This feature's test and story fixtures on @nusa/test-kit: where the pages are, and the API's answers (shaped
// by the generated contract types) for the kit's fake fetch.
import { createApiClient, setApiClient } from '@nusa/api-client/client';
import type { components } from '@nusa/api-client/schema';
import { staticSession } from '@nusa/router/testing';
import { fakeFetch, json, type Responder } from '@nusa/test-kit/fake-fetch';
import { type ReactNode, useState } from 'react';

type LandingPage = components['schemas']['LandingPage'];
type PromotionHotel = components['schemas']['PromotionHotel'];

/** The route ids (paths as the route contract declares them) the pages are bound to. */
export const LIST_ROUTE_IDS = ['/promotions'] as const;
export const DETAIL_ROUTE_IDS = ['/promotions/$slug', '/promotions/mobiles/{-$slug}'] as const;
/** A guest: promotions are public. */
export const guest = staticSession();

/** The server's clock in the samples: 10:00 in Jakarta on 22 November 2026. */
const SERVER_TIME = '2026-11-22T03:00:00.000Z';

const image = (key: string) => ({
  url: `/media/promo/${key}-600.webp`,
  thumbnail: `/media/promo/${key}-230.webp`,
  width: 600,
  height: 400,
  alt: '',
});

const base: Omit<LandingPage, 'id' | 'slug' | 'title' | 'category' | 'status' | 'start_at' | 'end_at'> = {
  subtitle: 'Hemat hingga Rp 250.000',
  bank: null,
  image: image('promo-01'),
  promo_code: null,
  discount_percent: null,
  max_discount: null,
  discount_amount: null,
  min_transaction: null,
  payment_methods: [],
  payment_channels: [],
  description: 'Deskripsi promo.',
  how_to_use: ['Masuk atau daftar akun Nusa Stay.', 'Masukkan kode promo di kolom kode promo.'],
  terms: ['Satu kode promo hanya dapat digunakan satu kali per akun.'],
  hotel_ids: [101, 102],
};

/** An ongoing bank promotion: 15% capped at Rp 250.000, from Rp 700.000, for BCA virtual accounts. */
export const bankPromo: LandingPage = {
  ...base,
  id: 9,
  slug: 'kartu-kredit-bca-diskon-15',
  title: 'Diskon 15% dengan BCA Virtual Account',
  category: 'bank_promo',
  bank: 'BCA',
  promo_code: 'BCAHOTEL',
  discount_percent: 15,
  max_discount: 250_000,
  min_transaction: 700_000,
  payment_methods: ['virtual_account'],
  payment_channels: ['bca'],
  start_at: '2026-11-07T00:00:00+07:00',
  end_at: '2027-01-06T23:59:59+07:00',
  status: 'ongoing',
};

/** A special offer starting in 1 day, 2 hours, 3 minutes and 4 seconds on the server's clock. */
export const upcomingPromo: LandingPage = {
  ...base,
  id: 5,
  slug: 'early-bird-libur-lebaran',
  title: 'Early Bird Libur Lebaran',
  category: 'special_offer',
  promo_code: 'LEBARANHEMAT',
  discount_amount: 100_000,
  start_at: '2026-11-23T12:03:04+07:00',
  end_at: '2027-02-04T23:59:59+07:00',
  status: 'upcoming',
};

/** A promotion that has ended (still readable). */
export const endedPromo: LandingPage = {
  ...bankPromo,
  id: 12,
  slug: 'bca-libur-akhir-tahun',
  title: 'BCA Libur Akhir Tahun',
  promo_code: 'BCAAKHIRTAHUN',
  start_at: '2026-08-24T00:00:00+07:00',
  end_at: '2026-10-23T23:59:59+07:00',
  status: 'ended',
};

const hotel = (id: number, name: string, price: number | null): components['schemas']['HotelSummary'] => ({
  id,
  name,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  star_rating: 4,
  property_type: 'hotel',
  address: 'Jl. Sudirman 1',
  city_id: 1,
  city_name: 'Jakarta',
  city_slug: 'jakarta',
  area_id: 2,
  area_name: 'Menteng',
  area_slug: 'menteng',
  country_slug: 'indonesia',
  latitude: -6.2,
  longitude: 106.8,
  review_score: 8.6,
  review_count: 120,
  image: image('hotel-01'),
  cheapest_price: price,
  original_price: null,
  breakfast_included: true,
  free_cancellation: true,
  pay_at_hotel: false,
  availability: price === null ? 'sold_out' : 'available',
  badges: [],
});

/** Participating hotels of the bank promotion: one with the code's price, one below the minimum, one sold out. */
const promoHotels: PromotionHotel[] = [
  { hotel: hotel(101, 'Hotel Menteng Raya', 900_000), promo_discount: 135_000, promo_price: 765_000 },
  { hotel: hotel(102, 'Wisma Kecil', 450_000), promo_discount: null, promo_price: null },
  { hotel: hotel(103, 'Hotel Penuh', null), promo_discount: null, promo_price: null },
];

const STAY = { check_in: '2026-11-23', check_out: '2026-11-24', nights: 1 };
const page = (total: number, perpage = 12) => ({
  page: 1,
  perpage,
  total,
  last_page: Math.max(1, Math.ceil(total / perpage)),
});

const LIST = '/api/generals/landing-pages';

/** The list: every sample for "all", the one category otherwise. */
export const listAnswers: Responder = (_request, url) => {
  if (url.pathname !== LIST) return undefined;
  const category = url.searchParams.get('category') ?? 'all';
  const data = [bankPromo, upcomingPromo].filter((p) => category === 'all' || p.category === category);
  return json({ data, meta: page(data.length, 50), server_time: SERVER_TIME });
};
/** The list answers nothing at all. */
export const emptyList: Responder = (_request, url) =>
  url.pathname === LIST ? json({ data: [], meta: page(0, 50), server_time: SERVER_TIME }) : undefined;
/** The list fails (a 500 with the server's message). */
export const failingList: Responder = (_request, url) =>
  url.pathname === LIST ? json({ message: 'Server error' }, { status: 500 }) : undefined;
/** Nothing answers (the loading state). */
export const pending: Responder = (_request, url) =>
  url.pathname.startsWith(LIST) ? new Promise<Response>(() => {}) : undefined;

/** One promotion's detail (and its hotels), by slug; 404 for any other slug. */
export function detailAnswers(promotion: LandingPage, hotels: PromotionHotel[] = promoHotels): Responder {
  return (_request, url) => {
    if (!url.pathname.startsWith(`${LIST}/`)) return undefined;
    const [slug, sub] = url.pathname.slice(LIST.length + 1).split('/');
    if (slug !== promotion.slug)
      return json({ message: 'Promo tidak ditemukan.', code: 'not_found' }, { status: 404 });
    if (sub === 'hotels') return json({ data: hotels, meta: page(hotels.length), stay: STAY });
    return json({ data: promotion, server_time: SERVER_TIME });
  };
}

/** Installs the app-wide API client on the kit's fake fetch; returns the fake, to read its requests. */
export function installFakeApi(...responders: Responder[]) {
  const api = fakeFetch(...responders);
  setApiClient(createApiClient({ baseUrl: 'http://api.test', fetch: api.fetch }));
  return api;
}

/** A story frame (`withProviders({ frame })`) that installs the fake API before the page asks for anything. */
export function apiFrame(...responders: Responder[]) {
  return function FakeApi({ children }: { children: ReactNode }) {
    // Once per mount: the story runner remounts the frame for each story and language.
    useState(() => installFakeApi(...responders));
    return children;
  };
}
