// What the server puts in a landing page before any script runs, so a slow phone shows the page's frame at
// once and the hotel detail needs no API round trip after its scripts:
//
// - A loading shell inside #root: the header's brand (the first contentful paint, about a second before the
//   scripts have run on a slow 4G phone), a frame of the page's blocks and, on a hotel's detail page, its cover
//   photo and name where the gallery will show them. React replaces #root's content at its first commit, so
//   the shell needs no script of its own (the CSP allows none inline). It is aria-hidden: a placeholder, not
//   content, and nothing in it can be used. Its styles are in apps/web/src/global.css (`nusa-shell` classes),
//   which the build links from index.html as a render-blocking stylesheet.
// - The detail page's first API answers (hotel, photos, descriptions, badges, and its rooms when the URL names
//   the stay) in `<script type="application/json" id="nusa-first-answers">`, a data block the browser never runs.
//   The web app's API client answers those exact requests from it once (@nusa/api-client's `firstAnswers`).
//   They are made with app.inject, through the same routes, validation and handlers as the browser's own.
import type { FastifyInstance } from 'fastify';
import type { PageKind } from './preload.ts';

type Lang = 'id' | 'en';

export interface FirstAnswer {
  path: string;
  status: number;
  body: unknown;
}

/** The element id the web app reads (FIRST_ANSWERS_ID in @nusa/api-client/client). */
export const FIRST_ANSWERS_ID = 'nusa-first-answers';

const escapeHtml = (v: string) =>
  v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON that cannot end its <script> element or open a comment in it (`<` is escaped inside strings too). */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The detail page's stay query as the web app sends it (detail-model.ts roomsParams), or null without dates. */
export function roomsQueryOf(query: Record<string, unknown>): string | null {
  const iso = /^\d{4}-\d{2}-\d{2}$/;
  const { checkin, checkout } = query;
  if (
    typeof checkin !== 'string' ||
    typeof checkout !== 'string' ||
    !iso.test(checkin) ||
    !iso.test(checkout)
  )
    return null;
  // Children's ages and out-of-range counts are left to the browser's own request: a query that would not be
  // byte-identical to the app's is simply not answered in advance.
  if (query.children !== undefined && query.children !== '') return null;
  const count = (value: unknown, fallback: number, max: number): number | null => {
    if (value === undefined) return fallback;
    if (typeof value !== 'string' || !/^[1-9]\d?$/.test(value)) return null;
    const n = Number(value);
    return n <= max ? n : null;
  };
  const rooms = count(query.rooms, 1, 8);
  const adults = count(query.adults, 2, 30);
  if (rooms === null || adults === null) return null;
  return `check_in=${checkin}&check_out=${checkout}&rooms=${rooms}&adults=${adults}`;
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
  const answers = await Promise.all(
    paths.map(async (path) => {
      const response = await app.inject({
        method: 'GET',
        url: path,
        headers: { 'accept-language': lang, 'x-platform': 'mobile-web' },
      });
      if (response.statusCode >= 500) return null;
      try {
        return { path, status: response.statusCode, body: response.json() as unknown };
      } catch {
        return null;
      }
    }),
  );
  return answers.filter((a): a is FirstAnswer => a !== null);
}

const BACK_ARROW =
  '<svg class="nusa-shell__back" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" ' +
  'stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M19 12H5M12 19l-7-7 7-7"/></svg>';

const header = (back: boolean) =>
  `<div class="nusa-shell__header">${back ? BACK_ARROW : ''}` +
  '<img src="/favicon.svg" alt="" width="28" height="28"><span>Nusa Stay</span></div>';

const blocks = (classes: string[]) =>
  classes.map((c) => `<div class="nusa-shell__block ${c}"></div>`).join('');

interface PhotoAnswer {
  data?: { image?: { url?: unknown; thumbnail?: unknown } }[];
}
interface HotelAnswer {
  data?: { name?: unknown };
}

/**
 * The loading shell of a page kind (detail: with the hotel's cover and name from its first answers). Inside the
 * native app's web view (`?is_mobile=true`, apps/web use-embedded-mode.ts) the page has no header of its own.
 */
export function shellHtml(
  kind: PageKind,
  answers: readonly FirstAnswer[] = [],
  options: { embedded?: boolean } = {},
): string {
  if (kind === 'home') return '';
  let main: string;
  if (kind === 'detail') {
    const find = (suffix: string) => answers.find((a) => a.status === 200 && a.path.endsWith(suffix));
    const image = (find('/photos')?.body as PhotoAnswer | undefined)?.data?.[0]?.image;
    const name = (
      answers.find((a) => a.status === 200 && /^\/api\/hotels\/\d+$/.test(a.path))?.body as
        | HotelAnswer
        | undefined
    )?.data?.name;
    // The same srcset and sizes as the gallery (packages/hotel detail/gallery.tsx) and the preload hint, so the
    // browser fetches the picture once for all three.
    const cover =
      image && typeof image.url === 'string' && typeof image.thumbnail === 'string'
        ? `<img class="nusa-shell__cover" src="${escapeHtml(image.thumbnail)}" srcset="${escapeHtml(
            `${image.thumbnail} 230w, ${image.url} 600w`,
          )}" sizes="(min-width: 768px) 600px, 100vw" width="600" height="400" alt="" fetchpriority="high">`
        : '<div class="nusa-shell__cover"></div>';
    const title =
      typeof name === 'string' && name
        ? `<p class="nusa-shell__title">${escapeHtml(name)}</p>`
        : blocks(['nusa-shell__block--title']);
    main = `${cover}${title}${blocks(['nusa-shell__block--line', 'nusa-shell__block--card'])}`;
  } else {
    main = blocks([
      'nusa-shell__block--title',
      'nusa-shell__block--field',
      'nusa-shell__block--card',
      'nusa-shell__block--card',
      'nusa-shell__block--card',
    ]);
  }
  const top = options.embedded ? '' : header(true);
  return `<div class="nusa-shell" aria-hidden="true">${top}<div class="nusa-shell__main">${main}</div></div>`;
}

/** index.html with the shell in #root and the first answers after it; unchanged when it has no empty #root. */
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
  return html.replace(root, `<div id="root">${shell}</div>${data}`);
}
