import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { json } from '@nusa/test-kit/fake-fetch';
import { createTestQueryClient } from '@nusa/test-kit/query-client';
import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import { setApiClient } from './client';
import type { components } from './generated/schema';
import { bookingsKeys } from './queries/bookings';
import { cartsKeys, createCart } from './queries/carts';
import { eformsKeys } from './queries/eforms';
import { favoriteLookupQuery, favoritesKeys, favoritesQuery } from './queries/favorites';
import {
  autocompleteQuery,
  countryCodesQuery,
  generalKeys,
  holidaysQuery,
  homepageMenusQuery,
  popularDestinationsQuery,
} from './queries/general';
import {
  type HotelSearchCriteria,
  hotelBadgesQuery,
  hotelDescriptionsQuery,
  hotelPhotosQuery,
  hotelQuery,
  hotelReviewPagesQuery,
  hotelReviewsQuery,
  hotelRoomsQuery,
  hotelSearchFiltersQuery,
  hotelSearchPagesQuery,
  hotelSearchQuery,
  hotelsKeys,
} from './queries/hotels';
import { memberScopedKeys, membersKeys } from './queries/members';
import { landingPageQuery, landingPagesQuery, promotionsKeys } from './queries/promotions';
import { partnersKeys } from './queries/partners';
import { reviewsKeys, uploadReviewMedia } from './queries/reviews';
import { installTestClient } from './test/install-test-client';

afterEach(() => setApiClient(undefined));

const criteria: HotelSearchCriteria = {
  destination: { type: 'city', id: 1 },
  check_in: '2030-01-10',
  check_out: '2030-01-12',
  rooms: 1,
  adults: 2,
  children: [5],
};

function startsWith(key: readonly unknown[], prefix: readonly unknown[]): boolean {
  return prefix.every((part, i) => JSON.stringify(part) === JSON.stringify(key[i]));
}

describe('query keys', () => {
  it('start with one root per API tag', () => {
    expect([
      generalKeys.all,
      membersKeys.all,
      favoritesKeys.all,
      hotelsKeys.all,
      cartsKeys.all,
      bookingsKeys.all,
      reviewsKeys.all,
      partnersKeys.all,
      eformsKeys.all,
    ]).toEqual([
      ['general'],
      ['members'],
      ['favorites'],
      ['hotels'],
      ['carts'],
      ['bookings'],
      ['reviews'],
      ['partners'],
      ['eforms'],
    ]);
  });

  it('are stable: equal inputs give equal keys', () => {
    expect(generalKeys.holidays({ perpage: 100, status: 'published' })).toEqual(
      generalKeys.holidays({ perpage: 100, status: 'published' }),
    );
    expect(hotelsKeys.search(criteria)).toEqual(hotelsKeys.search({ ...criteria }));
    expect(promotionsKeys.detail(12)).toEqual(promotionsKeys.detail('12'));
  });

  it('are hierarchical, so a prefix invalidates a family', () => {
    expect(generalKeys.holidays({ perpage: 100 })).toEqual(['general', 'holidays', { perpage: 100 }]);
    expect(startsWith(promotionsKeys.detail(3), promotionsKeys.all)).toBe(true);
    expect(startsWith(promotionsKeys.list({ category: 'bank_promo' }), promotionsKeys.all)).toBe(true);
    for (const key of [
      hotelsKeys.hotel(9),
      hotelsKeys.photos(9),
      hotelsKeys.descriptions(9),
      hotelsKeys.badges(9),
      hotelsKeys.rooms(9, { check_in: '2030-01-10', check_out: '2030-01-12' }),
      hotelsKeys.reviews({ hotel_id: 9, page: 2 }),
    ]) {
      expect(startsWith(key, hotelsKeys.detail(9))).toBe(true);
      expect(startsWith(key, hotelsKeys.detail(10))).toBe(false);
    }
    expect(startsWith(hotelsKeys.searchFilters(criteria), hotelsKeys.searches())).toBe(true);
    // Infinite queries sit below the plain key of their criteria, under the same family.
    expect(startsWith(hotelsKeys.searchPages(criteria), hotelsKeys.search(criteria))).toBe(true);
    expect(startsWith(hotelsKeys.searchPages(criteria), hotelsKeys.searches())).toBe(true);
    const reviews = { hotel_id: 9, sort: 'newest' as const, perpage: 5 };
    expect(startsWith(hotelsKeys.reviewPages(reviews), hotelsKeys.reviews(reviews))).toBe(true);
    expect(startsWith(hotelsKeys.reviewPages(reviews), hotelsKeys.detail(9))).toBe(true);
    expect(startsWith(favoritesKeys.list({ page: 2 }), favoritesKeys.lists())).toBe(true);
    expect(startsWith(favoritesKeys.pages({ favorable_type: 'hotel' }), favoritesKeys.lists())).toBe(true);
    expect(startsWith(bookingsKeys.detail('NS12AB'), bookingsKeys.all)).toBe(true);
  });

  it('lists every member-scoped root for logout', () => {
    expect(memberScopedKeys).toEqual([['members'], ['favorites'], ['bookings'], ['reviews'], ['carts']]);
  });
});

describe('hotel factories', () => {
  const reviews = { hotel_id: 9, sort: 'newest' as const, perpage: 5 };
  const stay = { check_in: '2030-01-10', check_out: '2030-01-12', rooms: 1, adults: 2 };

  it('key every query of a hotel page under hotelsKeys, with the language last', () => {
    installTestClient({ getLanguage: () => 'en' });
    const lang = { lang: 'en' };
    // Priced answers (member rates) also say whether the client is signed in.
    const priced = { lang: 'en', member: false };
    const cases: [readonly unknown[], readonly unknown[]][] = [
      [hotelQuery(9).queryKey, [...hotelsKeys.hotel(9), lang]],
      [hotelPhotosQuery(9).queryKey, [...hotelsKeys.photos(9), lang]],
      [hotelDescriptionsQuery(9).queryKey, [...hotelsKeys.descriptions(9), lang]],
      [hotelBadgesQuery(9).queryKey, [...hotelsKeys.badges(9), lang]],
      [hotelRoomsQuery(9, stay).queryKey, [...hotelsKeys.rooms(9, stay), priced]],
      [hotelReviewPagesQuery(reviews).queryKey, [...hotelsKeys.reviewPages(reviews), lang]],
      [hotelSearchPagesQuery(criteria).queryKey, [...hotelsKeys.searchPages(criteria), priced]],
      [hotelSearchFiltersQuery(criteria).queryKey, [...hotelsKeys.searchFilters(criteria), priced]],
    ];
    for (const [key, expected] of cases) expect(key).toEqual(expected);
    expect(hotelQuery(9).queryKey).toEqual(['hotels', 'detail', 9, 'info', {}, lang]);
    expect(hotelSearchPagesQuery(criteria).queryKey).toEqual([
      'hotels',
      'search',
      'results',
      criteria,
      'pages',
      priced,
    ]);
  });

  it('key priced answers apart for members and guests, so signing in or out refetches them', () => {
    let token: string | null = null;
    installTestClient({ getToken: () => token });
    const guest = [
      hotelSearchPagesQuery(criteria).queryKey,
      hotelSearchQuery(criteria).queryKey,
      hotelSearchFiltersQuery(criteria).queryKey,
      hotelRoomsQuery(9, stay).queryKey,
      favoritesQuery().queryKey,
    ];
    token = 'member-token';
    const member = [
      hotelSearchPagesQuery(criteria).queryKey,
      hotelSearchQuery(criteria).queryKey,
      hotelSearchFiltersQuery(criteria).queryKey,
      hotelRoomsQuery(9, stay).queryKey,
      favoritesQuery().queryKey,
    ];
    guest.forEach((key, i) => {
      expect(key.at(-1)).toEqual({ lang: 'id', member: false });
      expect(member[i]?.at(-1)).toEqual({ lang: 'id', member: true });
      // The plain keys still match both by prefix (invalidation).
      expect(startsWith(member[i] as readonly unknown[], key.slice(0, -1))).toBe(true);
    });
    // Content that does not depend on the member keeps its key.
    expect(hotelQuery(9).queryKey.at(-1)).toEqual({ lang: 'id' });
  });

  it('keep pages and single answers apart: they are cached in different shapes', () => {
    installTestClient();
    expect(hotelSearchPagesQuery(criteria).queryKey).not.toEqual(hotelSearchQuery(criteria).queryKey);
    expect(hotelReviewPagesQuery(reviews).queryKey).not.toEqual(hotelReviewsQuery(reviews).queryKey);
  });

  it('keep content 30 minutes, searches 2 and rooms 1', () => {
    installTestClient();
    for (const options of [
      hotelQuery(9),
      hotelPhotosQuery(9),
      hotelDescriptionsQuery(9),
      hotelBadgesQuery(9),
      hotelReviewPagesQuery(reviews),
    ]) {
      expect(options.staleTime).toBe(30 * 60_000);
    }
    expect(hotelSearchPagesQuery(criteria).staleTime).toBe(2 * 60_000);
    expect(hotelSearchFiltersQuery(criteria).staleTime).toBe(2 * 60_000);
    expect(hotelRoomsQuery(9, stay).staleTime).toBe(60_000);
  });

  it('ask for the next page until the last one', async () => {
    const pages = [1, 2].map((page) => ({ data: [], meta: { page, perpage: 5, total: 7, last_page: 2 } }));
    const { fake } = installTestClient({}, (request) =>
      request
        .clone()
        .json()
        .then((body: { page: number }) => json(pages[body.page - 1])),
    );
    const queryClient = createTestQueryClient();
    const options = hotelReviewPagesQuery(reviews);
    await queryClient.fetchInfiniteQuery({ ...options, pages: 3 });
    expect(await fake.last().json()).toEqual({ ...reviews, page: 2 });
    expect(queryClient.getQueryData(options.queryKey)?.pages).toHaveLength(2);
    expect(options.getNextPageParam(pages[1] as never, [], 2, [])).toBeUndefined();
  });
});

// The features read server state through these factories only: a key spelled by hand elsewhere would drift
// from the hierarchy (a mutation invalidating hotelsKeys.detail(id) would miss it). Key roots are therefore
// written only here; this reads the product sources of the other packages and the web app for one.
describe('keys outside api-client', () => {
  const roots = [
    generalKeys,
    membersKeys,
    favoritesKeys,
    hotelsKeys,
    cartsKeys,
    bookingsKeys,
    reviewsKeys,
    partnersKeys,
    eformsKeys,
  ].map((keys) => keys.all[0]);
  // A root opening an array on one line: `['hotels', 'detail', id]` (not a list spread over lines).
  const handWritten = new RegExp(`\\[[ \\t]*['"\`](${roots.join('|')})['"\`][ \\t]*[,\\]]`);
  const workspace = join(import.meta.dirname, '../../..');
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory())
        return entry.name === 'test' || entry.name === 'generated' ? [] : sources(path);
      return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
    });

  it('are never written by hand', () => {
    const dirs = [
      ...readdirSync(join(workspace, 'packages'))
        .filter((name) => name !== 'api-client')
        .map((name) => join(workspace, 'packages', name, 'src')),
      join(workspace, 'apps/web/src'),
    ];
    const files = dirs.flatMap((dir) => {
      try {
        return sources(dir);
      } catch {
        return [];
      }
    });
    expect(files.some((file) => file.includes('/packages/hotel/src/'))).toBe(true);
    const offenders = files.filter((file) => handWritten.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});

describe('queryOptions factories', () => {
  it('append the language to the key and match the plain key by prefix', () => {
    installTestClient({ getLanguage: () => 'en' });
    const options = holidaysQuery();
    expect(options.queryKey).toEqual([
      'general',
      'holidays',
      { perpage: 100, status: 'published' },
      { lang: 'en' },
    ]);
    expect(startsWith(options.queryKey, generalKeys.holidays({ perpage: 100, status: 'published' }))).toBe(
      true,
    );
    expect(options.staleTime).toBe(60 * 60 * 1000);
  });

  it('give reference data the 60-minute common cache', () => {
    installTestClient();
    for (const options of [
      countryCodesQuery(),
      homepageMenusQuery(),
      popularDestinationsQuery(),
      autocompleteQuery({ keyword: 'bali', order_by: 'areas' }),
      landingPagesQuery(),
      landingPageQuery('promo-bca'),
    ]) {
      expect(options.staleTime).toBe(60 * 60 * 1000);
    }
  });

  it('disable autocomplete below 2 characters', () => {
    installTestClient();
    expect(autocompleteQuery({ keyword: ' b ' }).enabled).toBe(false);
    expect(autocompleteQuery({ keyword: 'ba', order_by: 'areas' }).enabled).toBe(true);
  });

  it('fetch the right URL and return the typed body', async () => {
    const holiday = {
      id: 1,
      date: '2025-08-17',
      name: 'Hari Kemerdekaan',
      type: 'national_holiday',
      status: 'published',
    };
    const { fake } = installTestClient(
      {},
      json({ data: [holiday], meta: { page: 1, perpage: 100, total: 1, last_page: 1 } }),
    );
    const queryClient = createTestQueryClient();
    const body = await queryClient.fetchQuery(holidaysQuery());
    expectTypeOf(body.data).toEqualTypeOf<components['schemas']['Holiday'][]>();
    expect(body.data[0]?.name).toBe('Hari Kemerdekaan');
    const url = new URL(fake.last().url);
    expect(url.pathname).toBe('/api/generals/holidays');
    expect(Object.fromEntries(url.searchParams)).toEqual({ perpage: '100', status: 'published' });
  });

  it('send searches as POST bodies', async () => {
    const { fake } = installTestClient({}, json({ data: [], meta: {}, search: {} }));
    await createTestQueryClient().fetchQuery(hotelSearchQuery(criteria));
    const request = fake.last();
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/api/hotels/searches');
    expect(await request.json()).toEqual(criteria);
  });

  it('send room occupancy with repeated children values', async () => {
    const { fake } = installTestClient({}, json({ data: {} }));
    await createTestQueryClient().fetchQuery(
      hotelRoomsQuery(42, {
        check_in: '2030-01-10',
        check_out: '2030-01-12',
        rooms: 1,
        adults: 2,
        children: [4, 9],
      }),
    );
    const url = new URL(fake.last().url);
    expect(url.pathname).toBe('/api/hotels/v2/42');
    expect(url.searchParams.getAll('children')).toEqual(['4', '9']);
  });

  it('answer the first favorite or null for a lookup', async () => {
    const { fake } = installTestClient(
      {},
      json({ data: [], meta: { page: 1, perpage: 1, total: 0, last_page: 1 } }),
    );
    const found = await createTestQueryClient().fetchQuery(
      favoriteLookupQuery({ favorable_type: 'hotel', favorable_id: 5 }),
    );
    expect(found).toBeNull();
    expect(Object.fromEntries(new URL(fake.last().url).searchParams)).toEqual({
      favorable_type: 'hotel',
      favorable_id: '5',
      perpage: '1',
    });
    expect(startsWith(favoritesQuery().queryKey, favoritesKeys.all)).toBe(true);
  });
});

describe('mutation functions', () => {
  it('send cart headers only when given', async () => {
    const { fake } = installTestClient({}, json({ data: {} }, { status: 201 }));
    const body = {
      hotel_id: 1,
      room_id: 2,
      check_in: '2030-01-10',
      check_out: '2030-01-12',
      rooms: 1,
      adults: 2,
    };
    await createCart(body, { idempotencyKey: 'checkout-123', clickId: 'clk-1' });
    expect(fake.last().headers.get('Idempotency-Key')).toBe('checkout-123');
    expect(fake.last().headers.get('X-Click-Id')).toBe('clk-1');
    expect(fake.last().headers.has('X-Offer-Id')).toBe(false);
    await createCart(body);
    expect(fake.last().headers.has('Idempotency-Key')).toBe(false);
  });

  it('upload review media as multipart form data', async () => {
    const { fake } = installTestClient({}, json({ data: [] }, { status: 201 }));
    await uploadReviewMedia([
      new Blob(['a'], { type: 'image/jpeg' }),
      new Blob(['b'], { type: 'image/png' }),
    ]);
    const request = fake.last();
    expect(request.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await request.formData();
    expect(form.getAll('files')).toHaveLength(2);
  });
});
