// This feature's test and story fixtures on @nusa/test-kit: where the page is, who is signed in, and a small
// in-memory favorites API (shaped by the generated contract types) behind the kit's fake fetch.
import { createApiClient, setApiClient } from '@nusa/api-client/client';
import type { components } from '@nusa/api-client/schema';
import type { Session } from '@nusa/router/session';
import { staticSession } from '@nusa/router/testing';
import { fakeFetch, json, type Responder } from '@nusa/test-kit/fake-fetch';
import { type ReactNode, useState } from 'react';

type Favorite = components['schemas']['Favorite'];
type HotelSummary = components['schemas']['HotelSummary'];

/** The route ids (paths as the route contract declares them) the page is bound to. */
export const ROUTE_IDS = ['/favorite', '/favorite-v3'] as const;
/** Where tests and stories open the page. */
export const PAGE_PATH = '/favorite';
/** A signed-in member, whom the guarded route lets in. */
export const member = staticSession({ token: 'member-token', memberId: 7 });

/** A session a test can sign in (a guest first), telling its subscribers as the shell's does. */
export function changingSession(): Session & { signIn(): void } {
  let token: string | null = null;
  const listeners = new Set<() => void>();
  return {
    token: () => token,
    memberId: () => (token ? 7 : null),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    guard: () => {},
    signIn() {
      token = 'member-token';
      for (const listener of listeners) listener();
    },
  };
}

// Inline SVG pictures so stories and tests need no image server.
const picture = (color: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><rect width="600" height="400" fill="${color}"/></svg>`,
  )}`;

function hotel(overrides: Partial<HotelSummary> & Pick<HotelSummary, 'id' | 'name'>): HotelSummary {
  const slug = overrides.name.toLowerCase().replace(/\W+/g, '-');
  return {
    slug,
    star_rating: 4,
    property_type: 'hotel',
    address: 'Jl. Pantai Kuta No. 1',
    city_id: 7,
    city_name: 'Badung',
    city_slug: 'badung',
    area_id: 31,
    area_name: 'Kuta',
    area_slug: 'kuta',
    country_slug: 'indonesia',
    latitude: -8.72,
    longitude: 115.17,
    review_score: 4.5,
    review_count: 120,
    image: { url: picture('#0b6172'), thumbnail: picture('#0b6172'), width: 600, height: 400, alt: '' },
    cheapest_price: 850000,
    original_price: 1000000,
    breakfast_included: true,
    free_cancellation: true,
    pay_at_hotel: false,
    availability: 'available',
    badges: [],
    ...overrides,
  };
}

const segara = hotel({ id: 102, name: 'Segara Resort Kuta' });
export const ubud = hotel({
  id: 205,
  name: 'Villa Sawah Ubud',
  star_rating: 5,
  city_name: 'Gianyar',
  city_slug: 'gianyar',
  area_name: 'Ubud',
  area_slug: 'ubud',
  original_price: null,
  cheapest_price: 1250000,
});
export const fullyBooked = hotel({
  id: 310,
  name: 'Hotel Malioboro',
  city_name: 'Yogyakarta',
  city_slug: 'yogyakarta',
  area_name: null,
  area_slug: null,
  availability: 'fully_booked',
  cheapest_price: null,
  original_price: null,
});

const favoriteOf = (id: number, item: HotelSummary | null, favorableId = item?.id ?? 999): Favorite => ({
  id,
  favorable_type: 'hotel',
  favorable_id: favorableId,
  created_at: `2026-11-${10 + id}T10:00:00+07:00`,
  item,
});

/** Three saved hotels, newest first, and one no longer listed. */
export const sampleFavorites = (): Favorite[] => [
  favoriteOf(3, segara),
  favoriteOf(2, ubud),
  favoriteOf(1, fullyBooked),
];
export const withUnlisted = (): Favorite[] => [...sampleFavorites(), favoriteOf(4, null, 404)];

export interface FavoritesApiOptions {
  favorites?: Favorite[];
  /** The list answers 500. */
  failList?: boolean;
  /** POST and DELETE answer 500. */
  failChanges?: boolean;
  /** The list never answers. */
  pendingList?: boolean;
}

/**
 * The favorites endpoints over an in-memory list: the list (type, id and page filters, newest first), the lookup,
 * add (201, or 200 when already there) and remove (200, or 404).
 */
export function favoritesApi(options: FavoritesApiOptions = {}): Responder {
  const favorites = [...(options.favorites ?? sampleFavorites())];
  let nextId = 100;
  return async (request, url) => {
    if (url.pathname === '/api/members/v3/favorites/favorable-types') {
      const en = request.headers.get('accept-language')?.startsWith('en');
      return json({ data: [{ code: 'hotel', name: en ? 'Hotels' : 'Hotel' }] });
    }
    if (url.pathname === '/api/members/v2/favorites' && request.method === 'GET') {
      if (options.pendingList && !url.searchParams.has('favorable_id'))
        return new Promise<Response>(() => {});
      if (options.failList) return json({ message: 'Server error' }, { status: 500 });
      const id = Number(url.searchParams.get('favorable_id') ?? 0);
      const matching = favorites.filter((f) => !id || f.favorable_id === id);
      const page = Number(url.searchParams.get('page') ?? 1);
      const perpage = Number(url.searchParams.get('perpage') ?? 20);
      return json({
        data: matching.slice((page - 1) * perpage, page * perpage),
        meta: {
          page,
          perpage,
          total: matching.length,
          last_page: Math.max(1, Math.ceil(matching.length / perpage)),
        },
      });
    }
    if (url.pathname === '/api/members/v2/favorites' && request.method === 'POST') {
      if (options.failChanges) return json({ message: 'Server error' }, { status: 500 });
      const body = (await request.json()) as { favorable_id: number };
      const existing = favorites.find((f) => f.favorable_id === body.favorable_id);
      if (existing) return json({ data: existing });
      const known = [segara, ubud, fullyBooked].find((h) => h.id === body.favorable_id) ?? null;
      const created = favoriteOf(nextId++, known, body.favorable_id);
      favorites.unshift(created);
      return json({ data: created }, { status: 201 });
    }
    const removal = /^\/api\/members\/v2\/favorites\/(\d+)$/.exec(url.pathname);
    if (removal && request.method === 'DELETE') {
      if (options.failChanges) return json({ message: 'Server error' }, { status: 500 });
      const index = favorites.findIndex((f) => f.id === Number(removal[1]));
      if (index === -1) return json({ message: 'Favorit tidak ditemukan.' }, { status: 404 });
      favorites.splice(index, 1);
      return json({ success: true, message: 'Dihapus dari favorit.' });
    }
    return undefined;
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
