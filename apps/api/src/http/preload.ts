// Preload hints for the pages a visitor can land on: the home page, the hotel results and the hotel detail.
// The web app renders a page only after lazy pieces arrive: the page's chunk (with its static imports and CSS), the
// active language's shell catalogs (one per package) and, for results and detail, the page's own catalog. Without
// hints the browser discovers them only after the entry script has run, and the page catalog only after the page
// chunk has run: one or two round trips each, on a slow phone network the largest part of the first paint. The
// web build's manifest names the chunks, so the server adds <link rel="modulepreload"> tags to index.html per
// kind of route.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;
export type Lang = 'id' | 'en';
export type IndexVariants = { id: string; en: string };
export type PageKind = 'home' | 'results' | 'detail';

/** Each page's chunk (manifest key) and the catalog it loads before rendering, if any. */
const PAGES: Record<PageKind, { chunk: RegExp; catalog?: (lang: Lang) => RegExp }> = {
  home: { chunk: /(^|\/)home-page\.tsx$/ },
  results: {
    chunk: /(^|\/)results-page\.tsx$/,
    catalog: (lang) => new RegExp(`/results/locales/results\\.${lang}\\.po$`),
  },
  detail: {
    // apps/web binds the detail page through its own module (it injects the hotel store slice).
    chunk: /(^|\/)src\/pages\/hotel-detail-page\.ts$/,
    catalog: (lang) => new RegExp(`/detail/locales/detail\\.${lang}\\.po$`),
  },
};

/** Which page a path lands on, for the kinds that get hints; null for the others (they get plain index.html). */
export function pageKindOf(path: string): PageKind | null {
  if (path === '/') return 'home';
  const p = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  if (p === '/hotel/product' || p.startsWith('/hotel/product/')) return 'detail';
  if (p === '/hotel' || /^\/hotel\/(search|city|poi|group)(\/|$)/.test(p)) return 'results';
  return null;
}

function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

/** The link tags to add for `page` in `lang`, or an empty string when the manifest lacks the page. */
export function pagePreloadTags(manifest: Manifest, page: PageKind, lang: Lang): string {
  const keys = Object.keys(manifest);
  const entryKey = keys.find((k) => manifest[k]?.isEntry);
  const { chunk, catalog } = PAGES[page];
  const pageKey = keys.find((k) => chunk.test(k));
  if (!entryKey || !pageKey) return '';
  // The entry and its static imports are already in index.html.
  const loaded = staticClosure(manifest, entryKey);
  const wanted = [...staticClosure(manifest, pageKey)].filter((k) => !loaded.has(k));
  wanted.push(...keys.filter((k) => k.endsWith(`/locales/${lang}.po`) || k === `locales/${lang}.po`));
  if (catalog) wanted.push(...keys.filter((k) => catalog(lang).test(k)));
  const tags: string[] = [];
  for (const key of wanted) {
    const chunk = manifest[key];
    if (!chunk) continue;
    // Low priority, and the styles as preloads rather than stylesheets: none of this is needed for the first
    // paint (the server's loading shell, styled by the entry's stylesheet), which must not wait for it. The web
    // app's loader links each style sheet, from this download, before the page renders (crossorigin as it does).
    tags.push(`<link rel="modulepreload" crossorigin fetchpriority="low" href="/${chunk.file}">`);
    for (const css of chunk.css ?? [])
      tags.push(`<link rel="preload" as="style" crossorigin fetchpriority="low" href="/${css}">`);
  }
  return tags.join('');
}

/** The link tags to add for the home route in `lang` (kept for callers of the first version). */
export function homePreloadTags(manifest: Manifest, lang: Lang): string {
  return pagePreloadTags(manifest, 'home', lang);
}

export type PageIndexes = Record<PageKind, IndexVariants>;

/** index.html per page kind and language, with the preload tags; null when there is no build or manifest. */
export function pageIndexVariants(webDist: string): PageIndexes | null {
  const manifestPath = join(webDist, '.vite', 'manifest.json');
  const indexPath = join(webDist, 'index.html');
  if (!existsSync(manifestPath) || !existsSync(indexPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const html = readFileSync(indexPath, 'utf8');
  if (!html.includes('</head>')) return null;
  const variants = (page: PageKind): IndexVariants => {
    const variant = (lang: Lang) =>
      html.replace('</head>', `${pagePreloadTags(manifest, page, lang)}</head>`);
    return { id: variant('id'), en: variant('en') };
  };
  return { home: variants('home'), results: variants('results'), detail: variants('detail') };
}

/**
 * The hint for the web app's first-answers reader (@nusa/api-client/first-answers), a chunk of its own that the
 * app loads only on a page carrying first answers (first-paint.ts); '' without a build or that chunk.
 */
export function firstAnswersPreloadTag(webDist: string): string {
  const manifestPath = join(webDist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return '';
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const key = Object.keys(manifest).find((k) => /(^|\/)api-client\/src\/first-answers\.ts$/.test(k));
  const file = key ? manifest[key]?.file : undefined;
  return file ? `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">` : '';
}

/** index.html for `/` in each language, with the preload tags; null when there is no build or manifest. */
export function homeIndexVariants(webDist: string): IndexVariants | null {
  return pageIndexVariants(webDist)?.home ?? null;
}

/** A page's largest picture on a phone: the home page's first popular destination, the detail page's first photo. */
export interface LcpImage {
  url: string;
  thumbnail: string;
}

/**
 * The <img> attributes each page uses for that picture. A preload is reused only when `imagesrcset` and
 * `imagesizes` equal the <img>'s srcset and sizes (home: popular-destinations.tsx; detail: detail/gallery.tsx in
 * packages/hotel); a mismatch only costs a spare request.
 */
export const LCP_SIZES: Record<'home' | 'detail' | 'results', string> = {
  home: '(min-width: 768px) 230px, 45vw',
  detail: '(min-width: 768px) 600px, 100vw',
  // packages/hotel results/hotel-card.tsx
  results: '(min-width: 768px) 230px, 35vw',
};

/**
 * A preload for that picture, so it downloads alongside the scripts instead of after the app has rendered
 * and fetched its data.
 */
export function lcpImageTag(image: LcpImage | null, page: 'home' | 'detail' | 'results' = 'home'): string {
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
