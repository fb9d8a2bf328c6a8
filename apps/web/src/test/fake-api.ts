// A fake fetch for the API client: canned answers shaped by the generated contract types, and a log of the
// requests so tests can check paths, query strings and headers. No network.
import type { components } from '@nusa/api-client/schema';

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

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export type Handler = (request: Request, url: URL) => Response | Promise<Response> | undefined;

export interface FakeApi {
  fetch: (request: Request) => Promise<Response>;
  requests: Request[];
  /** Requests whose path is `path`. */
  calls(path: string): Request[];
}

export function createFakeApi(extra: Handler = () => undefined): FakeApi {
  const requests: Request[] = [];
  const defaults: Record<string, () => Response> = {
    '/api/generals/holidays': () =>
      json({ data: holidays, meta: { page: 1, perpage: 100, total: holidays.length, last_page: 1 } }),
    '/api/generals/homepage-menus': () => json({ data: menuProducts }),
    '/api/generals/hotel-popular-destinations': () => json({ data: popularDestinations }),
  };
  return {
    requests,
    calls: (path) => requests.filter((r) => new URL(r.url).pathname === path),
    async fetch(request) {
      requests.push(request);
      const url = new URL(request.url);
      const custom = await extra(request, url);
      if (custom) return custom;
      const answer = defaults[url.pathname];
      return answer ? answer() : json({ data: [] });
    },
  };
}
