// The shell's reference data as canned answers (shaped by the generated contract types) on the kit's fake fetch,
// which logs the requests so tests can check paths, query strings and headers. No network.
import type { components } from '@nusa/api-client/schema';
import { type FakeFetch, fakeFetch, json, type Responder } from '@nusa/test-kit/fake-fetch';

type Schemas = components['schemas'];

export const holidays: Schemas['Holiday'][] = [
  { id: 1, date: '2026-12-25', name: 'Hari Raya Natal', type: 'national_holiday', status: 'published' },
];

export const menuProducts: Schemas['MenuProduct'][] = [
  {
    id: 1,
    caption: 'Hotel',
    caption_en: 'Hotels',
    status: 'active',
    type: 'hotel',
    url: '/hotel',
    background_color: '#e6f3f5',
    text_color: '#0b6172',
    icon: 'hotel',
    sort: 1,
  },
];

export const popularDestinations: Schemas['PopularDestination'][] = [
  {
    id: 10,
    type: 'city',
    name: 'Denpasar',
    slug: 'denpasar',
    city_id: 10,
    city_name: 'Denpasar',
    city_slug: 'denpasar',
    country_slug: 'indonesia',
    hotel_count: 120,
    starting_price: 350000,
    image: {
      url: '/media/denpasar.jpg',
      thumbnail: '/media/denpasar-230.jpg',
      width: 600,
      height: 400,
      alt: 'Denpasar',
    },
  },
];

export type FakeApi = FakeFetch;

const referenceData: Record<string, () => Response> = {
  '/api/generals/holidays': () =>
    json({ data: holidays, meta: { page: 1, perpage: 100, total: holidays.length, last_page: 1 } }),
  '/api/generals/homepage-menus': () => json({ data: menuProducts }),
  '/api/generals/hotel-popular-destinations': () => json({ data: popularDestinations }),
};

/** `extra` answers first; the layout's reference data next; anything else gets an empty list. */
export function createFakeApi(extra?: Responder): FakeApi {
  return fakeFetch(...(extra ? [extra] : []), (_request, url) => referenceData[url.pathname]?.());
}
