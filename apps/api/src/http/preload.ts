// Preload hints for the pages a visitor can land on: the home page, the hotel results, the hotel detail, the
// checkout (opened from a shared link or a reload while a room is held, where every round trip counts), and the
// promotions list and a promotion (opened from a campaign link, a banner or the native app's web view).
// The web app renders a page only after lazy pieces arrive: the page's chunk (with its static imports and CSS), the
// active language's shell catalogs (one per package) and, for results and detail, the page's own catalog. Without
// hints the browser discovers them only after the entry script has run, and the page catalog only after the page
// chunk has run: one or two round trips each, on a slow phone network the largest part of the first paint. The
// web build lists those files per kind of page and language in dist/page-assets.json (apps/web
// config/page-assets.ts, which knows the app's page bindings and catalogs), so the server adds
// <link rel="modulepreload"> tags to index.html without knowing how the web app names its sources.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Lang } from '@nusa/i18n/languages';

type IndexVariants = Record<Lang, string>;
export type PageKind =
  | 'home'
  | 'results'
  | 'detail'
  | 'checkout'
  | 'promotions'
  | 'promotion'
  | 'accountHistory'
  | 'accountBooking';

/** What a page needs before it renders, as files of the build (relative to its folder, served from `/`). */
interface PreloadFiles {
  modulepreload: string[];
  style: string[];
}

/** The web build's dist/page-assets.json. */
export interface PageAssets {
  pages: Record<PageKind, Record<Lang, PreloadFiles>>;
  /** The first-answers reader (@nusa/api-client/first-answers) and its own imports. */
  firstAnswers: string[];
}

const PAGE_ASSETS_FILE = 'page-assets.json';

/** Which page a path lands on, for the kinds that get hints; null for the others (they get plain index.html). */
export function pageKindOf(path: string): PageKind | null {
  if (path === '/') return 'home';
  const p = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  if (p === '/hotel/product' || p.startsWith('/hotel/product/')) return 'detail';
  if (p === '/hotel' || /^\/hotel\/(search|city|poi|group)(\/|$)/.test(p)) return 'results';
  if (p === '/checkout') return 'checkout';
  if (p === '/promotions') return 'promotions';
  // One promotion, and the native app's web view (whose page, without a slug, is the list: apps/web pages.ts).
  if (p.startsWith('/promotions/')) return 'promotion';
  // The member's bookings and one booking (the confirmation e-mail links here): private, so hints only.
  if (p === '/account/history') return 'accountHistory';
  if (p === '/account/my-booking') return 'accountBooking';
  return null;
}

const href = (file: string) => `/${file.replace(/^\//, '')}`;
const modulePreloads = (files: readonly string[]) =>
  files
    .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${href(file)}">`)
    .join('');

/** The link tags to add for `page` in `lang`, or an empty string when the build lists nothing for it. */
export function pagePreloadTags(assets: PageAssets, page: PageKind, lang: Lang): string {
  const files = assets.pages?.[page]?.[lang];
  if (!files) return '';
  // Low priority, and the styles as preloads rather than stylesheets: none of this is needed for the first paint
  // (the server's loading shell, styled by the entry's stylesheet), which must not wait for it. The web app's
  // loader links each style sheet, from this download, before the page renders (crossorigin as it does).
  return (
    modulePreloads(files.modulepreload ?? []) +
    (files.style ?? [])
      .map((css) => `<link rel="preload" as="style" crossorigin fetchpriority="low" href="${href(css)}">`)
      .join('')
  );
}

/** dist/page-assets.json of the web build in `webDist`, or null when there is none (a build without it). */
function readPageAssets(webDist: string): PageAssets | null {
  const path = join(webDist, PAGE_ASSETS_FILE);
  if (!existsSync(path)) return null;
  return JSON.parse(readFileSync(path, 'utf8')) as PageAssets;
}

export type PageIndexes = Record<PageKind, IndexVariants>;

/** index.html per page kind and language, with the preload tags; null without a build or its page-assets.json. */
export function pageIndexVariants(webDist: string): PageIndexes | null {
  const indexPath = join(webDist, 'index.html');
  const assets = readPageAssets(webDist);
  if (!assets || !existsSync(indexPath)) return null;
  const html = readFileSync(indexPath, 'utf8');
  if (!html.includes('</head>')) return null;
  const variants = (page: PageKind): IndexVariants => {
    const variant = (lang: Lang) => html.replace('</head>', `${pagePreloadTags(assets, page, lang)}</head>`);
    return { id: variant('id'), en: variant('en') };
  };
  return {
    home: variants('home'),
    results: variants('results'),
    detail: variants('detail'),
    checkout: variants('checkout'),
    promotions: variants('promotions'),
    promotion: variants('promotion'),
    accountHistory: variants('accountHistory'),
    accountBooking: variants('accountBooking'),
  };
}

/**
 * The hint for the web app's first-answers reader (@nusa/api-client/first-answers), a chunk of its own that the
 * app loads only on a page carrying first answers (first-paint.ts); '' without a build or its page-assets.json.
 */
export function firstAnswersPreloadTag(webDist: string): string {
  return modulePreloads(readPageAssets(webDist)?.firstAnswers ?? []);
}

/**
 * A page's largest picture on a phone: the home page's first popular destination, the detail page's first photo,
 * the promotions list's first card, a promotion's banner.
 */
export interface LcpImage {
  url: string;
  thumbnail: string;
}

/**
 * The <img> attributes each page uses for that picture. A preload is reused only when `imagesrcset` and
 * `imagesizes` equal the <img>'s srcset and sizes (home: popular-destinations.tsx; detail: detail/gallery.tsx in
 * packages/hotel); a mismatch only costs a spare request.
 */
export type LcpPage = 'home' | 'detail' | 'results' | 'promotions' | 'promotion';
export const LCP_SIZES: Record<LcpPage, string> = {
  home: '(min-width: 768px) 230px, 45vw',
  detail: '(min-width: 768px) 600px, 100vw',
  // packages/hotel results/hotel-card.tsx
  results: '(min-width: 768px) 230px, 35vw',
  // packages/promotions list/promotion-card.tsx CARD_IMAGE_SIZES
  promotions: '(min-width: 1024px) 33vw, (min-width: 576px) 50vw, 100vw',
  // packages/promotions detail/promotion-detail.tsx BANNER_SIZES
  promotion: '(min-width: 768px) 600px, 100vw',
};

/**
 * A preload for that picture, so it downloads alongside the scripts instead of after the app has rendered
 * and fetched its data.
 */
export function lcpImageTag(image: LcpImage | null, page: LcpPage = 'home'): string {
  if (!image) return '';
  const attr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return (
    `<link rel="preload" as="image" fetchpriority="high" href="${attr(image.thumbnail)}" ` +
    `imagesrcset="${attr(`${image.thumbnail} 230w, ${image.url} 600w`)}" imagesizes="${LCP_SIZES[page]}">`
  );
}

/** The hotel id of a detail path: its last segment that is a positive integer (as the page reads it). */
export function detailHotelIdOf(path: string): number | null {
  const segments = path.split('/').filter(Boolean).slice(2);
  for (let i = segments.length - 1; i >= 0; i--) {
    const s = segments[i] ?? '';
    if (/^[1-9]\d{0,9}$/.test(s)) {
      const n = Number(s);
      return Number.isSafeInteger(n) && n <= 2_147_483_647 ? n : null;
    }
  }
  return null;
}

/**
 * The page's scripts and page style sheets held back until the server's loading shell has been painted and its
 * pictures (if any) have arrived (issue 14): their hints become inert `<link rel="x-later-…">` tags, and apps/web
 * `public/start-after-picture.js` (in place of start.js, which stays as small as the first route needs) turns them
 * back into `modulepreload` hints and style sheets, and imports the entry, once every picture of the shell has loaded
 * (or failed) and been painted, or after one paint when the shell has none. For every page with a shell, whose
 * largest paint is then the shell's.
 *
 * Why: on a phone network the entry and the page's chunks (some 200 KiB) and the shell's picture (20-60 KiB)
 * shared the bandwidth, so the picture the visitor waits for arrived with the last script. Measured beside the
 * floor page, the shell's picture was the largest paint of the results, detail and promotion pages, and every
 * script that downloaded before it delayed it. Picture first, then scripts: the picture is on screen sooner and
 * the scripts arrive about when they did, the bytes being the same. A shell without pictures (the member pages'
 * text) gains the same way: Lighthouse's simulated LCP counts the requests that finished before the largest
 * paint, and with the scripts requested after it, that paint needs only the HTML and the entry style sheet.
 */
export function scriptsAfterShell(html: string): string {
  return (
    html
      .replace('<script defer src="/start.js"', '<script defer src="/start-after-picture.js"')
      .replace(/<link rel="modulepreload"/g, '<link rel="x-later-modulepreload"')
      // Held as style sheets, not preloads: the starter links them itself, a few milliseconds' worth per task. Left
      // to the web app's chunk loader, linking the page's seven style sheets (parsed on the spot, already downloaded)
      // took a slow phone some 55 ms inside the router's start, one long task (Lighthouse's TBT).
      .replace(/<link rel="preload" as="style"/g, '<link rel="x-later-stylesheet"')
  );
}
