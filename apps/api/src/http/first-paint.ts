// What the server puts in a landing page before any script runs, so a slow phone shows the page's frame at
// once, and the hotel detail and a city's results need no API round trip after their scripts:
//
// - A loading shell over #root: the header's brand (the first contentful paint, about a second before the
//   scripts have run on a slow 4G phone), a frame of the page's blocks and, on a hotel's detail page, its cover
//   photo and name where the gallery will show them (on a city's results page, its first hotels). The web app
//   removes it once the page's first content is on screen (apps/web lib/landing-shell.ts); no script of its
//   own (the CSP allows none inline). It is aria-hidden: a placeholder, not content, and nothing in it can be
//   used. Its styles are in apps/web/src/global.css (`nusa-shell` classes), which the build links from
//   index.html as a render-blocking stylesheet; without JavaScript, noscript.css hides it.
// - The page's first API answers in `<script type="application/json" id="nusa-first-answers">`, a data block the
//   browser never runs: on a detail page the hotel, photos, descriptions, badges and the rooms of the stay; on a
//   city's results page the first page of hotels; on the promotions list the current promotions; on a
//   promotion's page the promotion and the first page of its hotels. The web app's API client answers those exact requests from it
//   once (@nusa/api-client/first-answers; a POST only when its body is byte-identical). They are made with
//   app.inject, through the same routes, validation and handlers as the browser's own. The requests are built
//   by the web app's own code (@nusa/api-client/stay: the stay defaults, the rooms query, the search body), so
//   they are byte-identical by construction; this module only decides which landings it can read exactly as
//   the app does (see landingStay), and asks nothing for the others: the browser then makes its own request.
import {
  isStayDate,
  jakartaToday,
  roomsQuery,
  type Stay,
  searchCriteria,
  searchPageBody,
  stayOf,
} from '@nusa/api-client/stay';
import type { Lang } from '@nusa/i18n/languages';
import type { FastifyInstance } from 'fastify';
import { formatRupiah } from '../modules/payments/format.ts';
import { moduleMessages } from './module-messages.ts';
import { LCP_SIZES, type LcpImage, type LcpPage, type PageKind } from './preload.ts';

export interface FirstAnswer {
  path: string;
  status: number;
  body: unknown;
  /** A POST's exact request body; absent for a GET. */
  request?: string;
}

/** The loading shell's id: the web app removes it once the page's first content is there. */
const SHELL_ID = 'nusa-shell';

/** The element id the web app reads (FIRST_ANSWERS_ID in @nusa/api-client/client). */
const FIRST_ANSWERS_ID = 'nusa-first-answers';

/** Text or a double-quoted attribute value as HTML. */
export const escapeHtml = (v: string) =>
  v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON that cannot end its <script> element or open a comment in it (`<` is escaped inside strings too). */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The stay of a landing's query as the web app reads it (the router's validateStaySearch, then stayOf of
 * @nusa/api-client/stay), or null where the server would have to repeat more of the router to be sure: children's
 * ages, counts that are out of range or not plainly written, a single or impossible date. Without dates the
 * app asks for its default stay (tomorrow for one night, Jakarta time): `today` is Jakarta's date.
 */
function landingStay(query: Record<string, unknown>, today: string): Stay | null {
  const { checkin, checkout } = query;
  let dates = {};
  if (checkin !== undefined || checkout !== undefined) {
    if (!isStayDate(checkin) || !isStayDate(checkout)) return null;
    dates = { checkin, checkout };
  }
  if (query.children !== undefined && query.children !== '') return null;
  const count = (value: unknown, max: number): number | undefined | null => {
    if (value === undefined) return undefined;
    if (typeof value !== 'string' || !/^[1-9]\d?$/.test(value)) return null;
    const n = Number(value);
    return n <= max ? n : null;
  };
  const rooms = count(query.rooms, 8);
  const adults = count(query.adults, 30);
  if (rooms === null || adults === null) return null;
  return stayOf({ ...dates, rooms, adults }, today);
}

/** The detail page's rooms query for the stay of a landing with dates, as the web app sends it, or null. */
export function roomsQueryOf(query: Record<string, unknown>, now: Date = new Date()): string | null {
  if (query.checkin === undefined || query.checkout === undefined) return null;
  const stay = landingStay(query, jakartaToday(now));
  return stay && roomsQuery(stay);
}

/** Query keys a plain stay landing carries; any other (sort, filters, keyword, position) changes the request. */
const STAY_ONLY = new Set(['checkin', 'checkout', 'rooms', 'adults', 'lang', 'is_mobile']);

/**
 * The body of the web app's first POST /api/hotels/searches on a city results page (its criteria and page 1,
 * built by the same @nusa/api-client/stay functions), or null for any other page or query.
 */
export function citySearchBodyOf(path: string, query: Record<string, unknown>, now: Date): string | null {
  const m = /^\/hotel\/city\/(?:([1-9]\d{0,8})\/)?([a-z0-9-]{1,100})\/?$/.exec(path);
  if (!m) return null;
  if (Object.keys(query).some((k) => !STAY_ONLY.has(k))) return null;
  const stay = landingStay(query, jakartaToday(now));
  if (stay === null) return null;
  const destination = m[1]
    ? { type: 'city' as const, id: Number(m[1]) }
    : { type: 'city' as const, slug: m[2] };
  return JSON.stringify(searchPageBody(searchCriteria(destination, stay), 1));
}

const headersOf = (lang: Lang) => ({ 'accept-language': lang, 'x-platform': 'mobile-web' });

/** The answer to one request through the app's own routes, or null for a 5xx or a body that is not JSON. */
async function answer(
  app: FastifyInstance,
  lang: Lang,
  path: string,
  request?: string,
): Promise<FirstAnswer | null> {
  const response = await app.inject(
    request === undefined
      ? { method: 'GET', url: path, headers: headersOf(lang) }
      : {
          method: 'POST',
          url: path,
          headers: { ...headersOf(lang), 'content-type': 'application/json' },
          payload: request,
        },
  );
  if (response.statusCode >= 500) return null;
  try {
    const body = response.json() as unknown;
    return request === undefined
      ? { path, status: response.statusCode, body }
      : { path, status: response.statusCode, body, request };
  } catch {
    return null;
  }
}

/** A city results page's first request (the first page of hotels), or nothing for other results pages. */
export async function resultsFirstAnswers(
  app: FastifyInstance,
  path: string,
  query: Record<string, unknown>,
  lang: Lang,
  now: Date,
): Promise<FirstAnswer[]> {
  const body = citySearchBodyOf(path, query, now);
  if (body === null) return [];
  const first = await answer(app, lang, '/api/hotels/searches', body);
  return first ? [first] : [];
}

/** The detail page's first requests, answered through the app's own routes (5xx answers are left out). */
export async function detailFirstAnswers(
  app: FastifyInstance,
  hotelId: number,
  query: Record<string, unknown>,
  lang: Lang,
): Promise<FirstAnswer[]> {
  const base = `/api/hotels/${hotelId}`;
  const paths = [base, `${base}/photos`, `${base}/descriptions`, `${base}/badges`];
  const rooms = roomsQueryOf(query);
  if (rooms) paths.push(`/api/hotels/v2/${hotelId}?${rooms}`);
  const answers = await Promise.all(paths.map((path) => answer(app, lang, path)));
  return answers.filter((a): a is FirstAnswer => a !== null);
}

/**
 * The promotions list's first request: the "all" tab, every current promotion (packages/promotions
 * list/promotions-view.tsx promotionsListParams; openapi-fetch writes the query in that object's key order).
 */
const PROMOTIONS_LIST_REQUEST = '/api/generals/landing-pages?category=all&perpage=50';
/** A promotion's hotels, first page (packages/promotions detail/participating-hotels.tsx HOTELS_PER_PAGE). */
const PROMOTION_HOTELS_QUERY = '?perpage=12';
const LANDING_PAGES = '/api/generals/landing-pages';

/**
 * The promotion a path names (/promotions/{slug}, /promotions/mobiles/{slug}), or null for the app's web view
 * without one (its page is the list) and for anything the app's router would not read as a plain slug.
 */
export function promotionSlugOf(path: string): string | null {
  const p = path.endsWith('/') ? path.slice(0, -1) : path;
  const m = /^\/promotions\/(?:mobiles\/)?([a-z0-9-]{1,120})$/.exec(p);
  if (!m || p === '/promotions/mobiles') return null;
  return m[1] ?? null;
}

/**
 * A promotions page's first requests: the list (also the app's web view without a slug), or one promotion and
 * the first page of its hotels. An unknown promotion's 404 is kept: the page shows the 404 page at once.
 */
export async function promotionsFirstAnswers(
  app: FastifyInstance,
  kind: 'promotions' | 'promotion',
  path: string,
  lang: Lang,
): Promise<FirstAnswer[]> {
  const list = kind === 'promotions' || /^\/promotions\/mobiles\/?$/.test(path);
  const slug = list ? null : promotionSlugOf(path);
  // A path the app would not read as a plain slug: the browser asks for itself.
  if (!list && slug === null) return [];
  const paths =
    slug === null
      ? [PROMOTIONS_LIST_REQUEST]
      : [`${LANDING_PAGES}/${slug}`, `${LANDING_PAGES}/${slug}/hotels${PROMOTION_HOTELS_QUERY}`];
  const answers = await Promise.all(paths.map((p) => answer(app, lang, p)));
  return answers.filter((a): a is FirstAnswer => a !== null);
}

/** The picture of a promotion page's first answers: its banner, or the list's first card. */
export function promotionLcpImage(answers: readonly FirstAnswer[]): LcpImage | null {
  return promotionPictures(answers)[0]?.picture ?? null;
}

/** The promotion of a detail answer, or the first two of a list answer, as picture and title. */
function promotionPictures(answers: readonly FirstAnswer[]): { title: unknown; picture: LcpImage | null }[] {
  const body = bodyOf(answers, (path) => path.startsWith(LANDING_PAGES) && !path.includes('/hotels')) as
    | { data?: { title?: unknown; image?: unknown } | { title?: unknown; image?: unknown }[] }
    | undefined;
  const data = body?.data;
  const list = Array.isArray(data) ? data.slice(0, 2) : data ? [data] : [];
  return list.map((p) => ({ title: p.title, picture: pictureOf(p.image) }));
}

/** The body of the first successful answer whose path passes `test`. */
function bodyOf(answers: readonly FirstAnswer[], test: (path: string) => boolean): unknown {
  return answers.find((a) => a.status === 200 && test(a.path))?.body;
}

/** A picture of an answer (`{ url, thumbnail }` strings), or null. */
function pictureOf(image: unknown): LcpImage | null {
  const i = image as { url?: unknown; thumbnail?: unknown } | null | undefined;
  return typeof i?.url === 'string' && typeof i.thumbnail === 'string'
    ? { url: i.url, thumbnail: i.thumbnail }
    : null;
}

/** The first two hotels of a results page's first answer (the largest paint is one of their pictures). */
function firstHotels(answers: readonly FirstAnswer[]): { name: unknown; picture: LcpImage | null }[] {
  const search = bodyOf(answers, (path) => path === '/api/hotels/searches') as
    | { data?: { name?: unknown; image?: unknown }[] }
    | undefined;
  return (search?.data ?? [])
    .slice(0, 2)
    .map((hotel) => ({ name: hotel.name, picture: pictureOf(hotel.image) }));
}

/** The pictures of the first two hotel cards of a results page's first answer, for preload hints. */
export function resultsLcpImages(answers: readonly FirstAnswer[]): LcpImage[] {
  return firstHotels(answers)
    .map((hotel) => hotel.picture)
    .filter((picture): picture is LcpImage => picture !== null);
}

const BACK_ARROW =
  '<svg class="nusa-shell__back" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" ' +
  'stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M19 12H5M12 19l-7-7 7-7"/></svg>';

const header = (back: boolean) =>
  `<div class="nusa-shell__header">${back ? BACK_ARROW : ''}` +
  '<img src="/favicon.svg" alt="" width="28" height="28"><span>Nusa Stay</span></div>';

const blocks = (classes: string[]) =>
  classes.map((c) => `<div class="nusa-shell__block ${c}"></div>`).join('');

/**
 * A picture of the shell with the srcset and sizes of the page's own <img> and of the preload hint
 * (preload.ts LCP_SIZES), so the browser fetches it once for all three; a frame without one.
 */
function shellPicture(className: string, picture: LcpImage | null, page: LcpPage): string {
  if (!picture) return `<div class="${className}"></div>`;
  return `<img class="${className}" src="${escapeHtml(picture.thumbnail)}" srcset="${escapeHtml(
    `${picture.thumbnail} 230w, ${picture.url} 600w`,
  )}" sizes="${LCP_SIZES[page]}" width="600" height="400" alt="" fetchpriority="high">`;
}

/**
 * The shell around a page's first view: the header's brand (with the back arrow where AppHeader shows one, none
 * inside the native app's web view, `?is_mobile=true`: apps/web use-embedded-mode.ts) over `main`.
 */
export function shellFrame(main: string, options: { back: boolean; embedded?: boolean | undefined }): string {
  const top = options.embedded ? '' : header(options.back);
  return `<div id="${SHELL_ID}" class="nusa-shell" aria-hidden="true">${top}${main}</div>`;
}

/**
 * The loading shell of a page kind (detail: with the hotel's cover and name from its first answers; home: with its
 * popular destinations). The member pages' shells are member-paint.ts's: their data is not a first answer.
 */
export function shellHtml(
  kind: PageKind,
  answers: readonly FirstAnswer[] = [],
  options: { embedded?: boolean; lang?: Lang } = {},
): string {
  if (kind === 'checkout' || kind === 'accountHistory' || kind === 'accountBooking') return '';
  if (kind === 'home')
    return shellFrame(homeShell(answers, options.lang ?? 'id'), { back: false, embedded: options.embedded });
  let main: string;
  if (kind === 'promotions' || kind === 'promotion') {
    main = promotionsShell(kind, answers);
  } else if (kind === 'detail') {
    const photos = bodyOf(answers, (path) => path.endsWith('/photos')) as
      | { data?: { image?: unknown }[] }
      | undefined;
    const hotel = bodyOf(answers, (path) => /^\/api\/hotels\/\d+$/.test(path)) as
      | { data?: { name?: unknown } }
      | undefined;
    const name = hotel?.data?.name;
    const title =
      typeof name === 'string' && name
        ? `<p class="nusa-shell__title">${escapeHtml(name)}</p>`
        : blocks(['nusa-shell__block--title']);
    main =
      shellPicture('nusa-shell__cover', pictureOf(photos?.data?.[0]?.image), 'detail') +
      title +
      blocks(['nusa-shell__block--line', 'nusa-shell__block--card']);
  } else {
    // The first hotels of the first answer as cards of photo and name, where the list will show them; frames for
    // the rest.
    const cards = firstHotels(answers).map(({ name, picture }) => {
      const text = typeof name === 'string' ? escapeHtml(name) : '';
      return `<div class="nusa-shell__card">${shellPicture('nusa-shell__photo', picture, 'results')}<p class="nusa-shell__name">${text}</p></div>`;
    });
    main =
      blocks(['nusa-shell__block--title', 'nusa-shell__block--field']) +
      cards.join('') +
      blocks(Array.from({ length: 3 - cards.length }, () => 'nusa-shell__block--card'));
  }
  return shellFrame(`<div class="nusa-shell__main">${main}</div>`, {
    back: true,
    embedded: options.embedded,
  });
}

/** The home page's words of its first view, as packages/hotel's catalogs have them. */
const homeWords = moduleMessages({
  hero_title: { id: 'Cari hotel di seluruh Indonesia', en: 'Find hotels all over Indonesia' },
  hero_text: {
    id: 'Harga terbaik, bayar mudah, bantuan 24 jam.',
    en: 'Best prices, easy payment, 24-hour support.',
  },
  popular: { id: 'Destinasi populer', en: 'Popular destinations' },
  hotels_one: { id: '{n} hotel', en: '{n} hotel' },
  hotels_other: { id: '{n} hotel', en: '{n} hotels' },
  from_price: { id: 'mulai dari {price}', en: 'starting from {price}' },
});

/** The home page's popular destinations (its reference data; the first card's picture is its largest paint). */
const POPULAR_DESTINATIONS = '/api/generals/hotel-popular-destinations';
/** Its menu products, whose tiles sit between the search and the destinations. */
const HOMEPAGE_MENUS = '/api/generals/homepage-menus';
/** Destination cards painted: the two of the first row a phone shows, and the row under it. */
const HOME_CARDS = 4;

/**
 * The requests behind the home page's first view (the reference data its layout loads), for its shell only: they
 * are not embedded, because the page asks for them before its first-answers reader could be installed.
 */
export async function homeAnswers(app: FastifyInstance, lang: Lang): Promise<FirstAnswer[]> {
  const answers = await Promise.all([POPULAR_DESTINATIONS, HOMEPAGE_MENUS].map((p) => answer(app, lang, p)));
  return answers.filter((a): a is FirstAnswer => a !== null);
}

/**
 * The home page's first view: the hero with its words and the search form's frame, the product menu's tiles
 * (frames, as many as it has) and the popular destinations' first cards with picture, name, hotels and price,
 * where packages/hotel home-page.tsx shows them (apps/web global.css mirrors its sizes).
 */
function homeShell(answers: readonly FirstAnswer[], lang: Lang): string {
  const t = (key: Parameters<typeof homeWords.text>[1], params?: Record<string, string | number>) =>
    escapeHtml(homeWords.text(lang, key, params));
  const menus = bodyOf(answers, (path) => path === HOMEPAGE_MENUS) as { data?: unknown[] } | undefined;
  // Only active menus are shown (packages/hotel menu-products.tsx).
  const active = Array.isArray(menus?.data)
    ? menus.data.filter((item) => (item as { status?: unknown } | null)?.status === 'active').length
    : 4;
  const tiles = Math.min(8, active);
  const popular = bodyOf(answers, (path) => path === POPULAR_DESTINATIONS) as
    | { data?: { name?: unknown; hotel_count?: unknown; starting_price?: unknown; image?: unknown }[] }
    | undefined;
  const cards = (popular?.data ?? []).slice(0, HOME_CARDS).map((d) => {
    const count = typeof d.hotel_count === 'number' ? d.hotel_count : 0;
    const price = typeof d.starting_price === 'number' ? formatRupiah(d.starting_price, 'id') : '';
    return (
      `<li class="nusa-shell__destination">${shellPicture('nusa-shell__destination-photo', pictureOf(d.image), 'home')}` +
      `<span class="nusa-shell__destination-body"><span class="nusa-shell__destination-name">${typeof d.name === 'string' ? escapeHtml(d.name) : ''}</span>` +
      `<span class="nusa-shell__meta">${t(count === 1 ? 'hotels_one' : 'hotels_other', { n: count })}</span>` +
      `<span class="nusa-shell__price">${t('from_price', { price })}</span></span></li>`
    );
  });
  const destinations = cards.length
    ? `<p class="nusa-shell__popular">${t('popular')}</p><ul class="nusa-shell__destinations">${cards.join('')}</ul>`
    : blocks(['nusa-shell__block--card']);
  return (
    '<div class="nusa-shell__home"><div class="nusa-shell__hero">' +
    `<p class="nusa-shell__hero-title">${t('hero_title')}</p><p class="nusa-shell__hero-text">${t('hero_text')}</p>` +
    '<div class="nusa-shell__search">' +
    blocks(['nusa-shell__block--destination', 'nusa-shell__block--dates', 'nusa-shell__block--guests']) +
    '<div class="nusa-shell__search-button"></div></div></div>' +
    `<div class="nusa-shell__menus">${'<div class="nusa-shell__tile"></div>'.repeat(tiles)}</div>` +
    `<div class="nusa-shell__popular-section">${destinations}</div></div>`
  );
}

/**
 * A promotion's banner and title where its page shows them, or the list's title and tabs with its first
 * promotions' pictures and titles; frames where the answers have none.
 */
function promotionsShell(kind: 'promotions' | 'promotion', answers: readonly FirstAnswer[]): string {
  const title = (text: unknown) =>
    typeof text === 'string' && text
      ? `<p class="nusa-shell__title">${escapeHtml(text)}</p>`
      : blocks(['nusa-shell__block--title']);
  const shown = promotionPictures(answers);
  if (kind === 'promotion' && !answers.some((a) => a.path === PROMOTIONS_LIST_REQUEST)) {
    const [promotion] = shown;
    return (
      shellPicture('nusa-shell__cover', promotion?.picture ?? null, 'promotion') +
      title(promotion?.title) +
      blocks(['nusa-shell__block--line', 'nusa-shell__block--card'])
    );
  }
  const cards = shown.map(
    ({ title: name, picture }) => shellPicture('nusa-shell__cover', picture, 'promotions') + title(name),
  );
  return (
    blocks(['nusa-shell__block--title', 'nusa-shell__block--field']) +
    cards.join('') +
    blocks(Array.from({ length: Math.max(0, 2 - cards.length) }, () => 'nusa-shell__block--card'))
  );
}

/**
 * index.html with the shell and the first answers after the (empty) #root; unchanged without an empty #root.
 * The shell is outside #root, over it (fixed, apps/web global.css), so React's first commit does not replace
 * it: it stays on screen until the page's first content is (apps/web lib/landing-shell.ts), instead of giving
 * way to the page's skeleton and then to the same photo again.
 */
export function withFirstPaint(
  html: string,
  shell: string,
  answers: readonly FirstAnswer[],
  lang: Lang,
): string {
  const root = '<div id="root"></div>';
  if (!html.includes(root) || (!shell && answers.length === 0)) return html;
  const data = answers.length
    ? `<script type="application/json" id="${FIRST_ANSWERS_ID}">${jsonForScript({ lang, answers })}</script>`
    : '';
  return html.replace(root, `${root}${shell}${data}`);
}
