// Preload hints for the home page. The web app renders `/` only after three lazy pieces arrive: the home page
// chunk and the active language's catalogs (one per package). Without hints the browser discovers them only
// after the entry script has run, one round trip later; on a slow phone network that round trip is the
// largest part of the first paint. The web build's manifest names the chunks, so the server adds
// <link rel="modulepreload"> tags to index.html for `/` only (other routes have other first chunks).
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
export type IndexVariants = { id: string; en: string };

function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

/** The link tags to add for the home route in `lang`, or an empty string when the manifest is missing. */
export function homePreloadTags(manifest: Manifest, lang: 'id' | 'en'): string {
  const keys = Object.keys(manifest);
  const entryKey = keys.find((k) => manifest[k]?.isEntry);
  const homeKey = keys.find((k) => /(^|\/)home-page\.tsx$/.test(k));
  if (!entryKey || !homeKey) return '';
  // The entry and its static imports are already in index.html.
  const loaded = staticClosure(manifest, entryKey);
  const wanted = [...staticClosure(manifest, homeKey)].filter((k) => !loaded.has(k));
  wanted.push(...keys.filter((k) => k.endsWith(`/locales/${lang}.po`) || k === `locales/${lang}.po`));
  const tags: string[] = [];
  for (const key of wanted) {
    const chunk = manifest[key];
    if (!chunk) continue;
    tags.push(`<link rel="modulepreload" crossorigin href="/${chunk.file}">`);
    for (const css of chunk.css ?? []) tags.push(`<link rel="stylesheet" href="/${css}">`);
  }
  return tags.join('');
}

/** index.html for `/` in each language, with the preload tags; null when there is no build or manifest. */
export function homeIndexVariants(webDist: string): IndexVariants | null {
  const manifestPath = join(webDist, '.vite', 'manifest.json');
  const indexPath = join(webDist, 'index.html');
  if (!existsSync(manifestPath) || !existsSync(indexPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const html = readFileSync(indexPath, 'utf8');
  if (!html.includes('</head>')) return null;
  const variant = (lang: 'id' | 'en') => html.replace('</head>', `${homePreloadTags(manifest, lang)}</head>`);
  return { id: variant('id'), en: variant('en') };
}

/** The picture that is the home page's largest paint on a phone: the first popular destination's card. */
export interface LcpImage {
  url: string;
  thumbnail: string;
}

/**
 * A preload for that picture, so it downloads alongside the scripts instead of after the app has rendered
 * and fetched the destinations. `imagesrcset`/`imagesizes` must equal the <img> in packages/hotel
 * (popular-destinations.tsx) for the browser to reuse the download; a mismatch only costs a spare request.
 */
export function lcpImageTag(image: LcpImage | null): string {
  if (!image) return '';
  const attr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return (
    `<link rel="preload" as="image" fetchpriority="high" href="${attr(image.thumbnail)}" ` +
    `imagesrcset="${attr(`${image.thumbnail} 230w, ${image.url} 600w`)}" imagesizes="(min-width: 768px) 230px, 45vw">`
  );
}
