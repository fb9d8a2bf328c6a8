// Serving the built web app and the generated pictures from the same origin as the API.
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../lib/time.ts';
import { t } from './i18n.ts';
import {
  detailFirstAnswers,
  type FirstAnswer,
  homeAnswers,
  promotionLcpImage,
  promotionsFirstAnswers,
  resultsFirstAnswers,
  resultsLcpImages,
  shellHtml,
  withFirstPaint,
} from './first-paint.ts';
import { isMemberPage, memberAnswerOf, memberShellHtml } from './member-paint.ts';
import {
  detailHotelIdOf,
  firstAnswersPreloadTag,
  type LcpImage,
  lcpImageTag,
  pageIndexVariants,
  pageKindOf,
  scriptsAfterShell,
} from './preload.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Paths answered by the API (JSON), never by the web app: /api/..., /api-country-code, /api-payments. */
function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/') || path.startsWith('/api-');
}

function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

export interface WebOptions {
  /** The server's clock: a results landing without dates searches its tomorrow. */
  clock: Clock;
  webDist: string;
  mediaDir: string;
  /** The home page's largest picture, for a preload hint on `/` (looked up at most once a minute). */
  homeLcpImage?: () => Promise<LcpImage | null>;
  /** A hotel's first photo (the detail page's largest paint), for a preload hint on its detail page. */
  detailLcpImage?: (hotelId: number) => Promise<LcpImage | null>;
}

const LCP_IMAGE_TTL_MS = 60_000;
/** Detail-page pictures remembered at once; past that the memo starts afresh (a crawl must not grow it forever). */
const DETAIL_LCP_MAX = 2000;

export interface WebServing {
  /** True when a built web app was found and is served. */
  spa: boolean;
}

const brotli = promisify(brotliCompress);
const PRECOMPRESSED_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
};

/**
 * The build's hashed scripts and styles compressed once with brotli at its best quality: some 14% smaller than
 * the on-the-fly compression (quality 4, chosen for dynamic JSON), which on a slow phone network is about a
 * tenth of a second off the entry script alone. Compressed on the thread pool while the server starts.
 */
async function precompressAssets(dir: string): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return out;
  }
  await Promise.all(
    names
      .filter((name) => PRECOMPRESSED_TYPES[extname(name)])
      .map(async (name) => {
        const raw = readFileSync(join(dir, name));
        if (raw.length < 1024) return;
        const br = await brotli(raw, {
          params: {
            [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
            [zlibConstants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        });
        if (br.length < raw.length) out.set(name, br);
      }),
  );
  return out;
}

/** Whether the Accept-Encoding header accepts brotli (`br`, not `br;q=0`). */
export function acceptsBrotli(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value.split(',').some((part) => {
    const [coding, ...params] = part.trim().split(';');
    if (coding?.trim().toLowerCase() !== 'br') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** First segment of /hotel/{segment}/... routes that are not the legacy hotel-detail shape. */
const HOTEL_ROUTE_KINDS = new Set(['product', 'search', 'city', 'poi', 'group']);

export async function registerWeb(app: FastifyInstance, options: WebOptions): Promise<WebServing> {
  const spa = existsSync(join(options.webDist, 'index.html'));
  if (spa) {
    const assets = join(options.webDist, 'assets') + sep;
    await app.register(fastifyStatic, {
      root: options.webDist,
      prefix: '/',
      index: false,
      wildcard: true,
      cacheControl: false,
      setHeaders(reply, path) {
        // Vite puts content-hashed files under /assets; everything else may change between deploys.
        if (path.startsWith(assets)) reply.header('cache-control', IMMUTABLE);
        else if (path.endsWith('.html')) reply.header('cache-control', 'no-cache');
        else reply.header('cache-control', 'public, max-age=3600');
      },
    });
  }

  if (spa) {
    let precompressed = new Map<string, Buffer>();
    const compressing = precompressAssets(join(options.webDist, 'assets')).then((map) => {
      precompressed = map;
    });
    // Ready (and listening) only once compressed, so the first visitors already get the small files.
    app.addHook('onReady', () => compressing);
    app.get<{ Params: { '*': string } }>('/assets/*', (request, reply) => {
      const name = request.params['*'];
      const br = precompressed.get(name);
      if (br && acceptsBrotli(request.headers['accept-encoding'])) {
        return reply
          .header('cache-control', IMMUTABLE)
          .header('vary', 'accept-encoding')
          .header('content-encoding', 'br')
          .type(PRECOMPRESSED_TYPES[extname(name)] ?? 'application/octet-stream')
          .send(br);
      }
      return reply.sendFile(`assets/${name}`);
    });
  }

  mkdirSync(options.mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.mediaDir,
    prefix: '/media/',
    decorateReply: !spa,
    index: false,
    cacheControl: false,
    // Media URLs carry a version segment (media/catalog.ts), so a changed picture gets a new URL.
    setHeaders(reply) {
      reply.header('cache-control', IMMUTABLE);
    },
  });

  const sendIndex = (reply: FastifyReply) =>
    reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .sendFile('index.html', options.webDist);

  // Pages a visitor lands on get preload hints for their lazy chunks and catalogs (see preload.ts): `/`, the
  // hotel results routes, the hotel detail, the checkout and the promotions pages. The language is the `lang` query when given, else Indonesian, the
  // default (a visitor who chose English earlier merely preloads the small id catalogs too). The static handler
  // treats / as a directory listing request (403 without an index option), hence the explicit route.
  const pages = spa ? pageIndexVariants(options.webDist) : null;
  const answersReader = spa ? firstAnswersPreloadTag(options.webDist) : '';
  let homeLcp: { tag: string; at: number } | null = null;
  const homeLcpTag = async (): Promise<string> => {
    if (!options.homeLcpImage) return '';
    if (homeLcp && Date.now() - homeLcp.at < LCP_IMAGE_TTL_MS) return homeLcp.tag;
    // A hint is optional: a failed lookup serves the page without it rather than failing the page.
    const image = await options.homeLcpImage().catch(() => null);
    homeLcp = { tag: lcpImageTag(image, 'home'), at: Date.now() };
    return homeLcp.tag;
  };
  const detailLcp = new Map<number, { tag: string; at: number }>();
  const detailLcpTag = async (hotelId: number | null): Promise<string> => {
    if (!options.detailLcpImage || hotelId === null) return '';
    const known = detailLcp.get(hotelId);
    if (known && Date.now() - known.at < LCP_IMAGE_TTL_MS) return known.tag;
    const image = await options.detailLcpImage(hotelId).catch(() => null);
    if (detailLcp.size >= DETAIL_LCP_MAX) detailLcp.clear();
    const entry = { tag: lcpImageTag(image, 'detail'), at: Date.now() };
    detailLcp.set(hotelId, entry);
    return entry.tag;
  };
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = pathOf(request.url);
    const kind = pageKindOf(path);
    if (!pages || !kind) return sendIndex(reply);
    const query = (request.query ?? {}) as Record<string, unknown>;
    const lang = query.lang === 'en' ? 'en' : 'id';
    // The page's first answers (see first-paint.ts); a failure only costs the browser its own requests.
    const hotelId = kind === 'detail' ? detailHotelIdOf(path) : null;
    let answers: FirstAnswer[] = [];
    if (hotelId !== null) answers = await detailFirstAnswers(app, hotelId, query, lang).catch(() => []);
    else if (kind === 'results')
      answers = await resultsFirstAnswers(app, path, query, lang, options.clock()).catch(() => []);
    else if (kind === 'promotions' || kind === 'promotion')
      answers = await promotionsFirstAnswers(app, kind, path, lang).catch(() => []);
    // The home's reference data paints its shell only (see homeAnswers): not embedded.
    const home = kind === 'home' ? await homeAnswers(app, lang).catch(() => []) : [];
    // A member page: its first card from the member's own answer, asked with the session cookie's token.
    const member = isMemberPage(kind)
      ? await memberAnswerOf(app, kind, query, request.headers.cookie, lang).catch(() => null)
      : null;
    const image =
      kind === 'home'
        ? await homeLcpTag()
        : kind === 'detail'
          ? await detailLcpTag(hotelId)
          : kind === 'results'
            ? resultsLcpImages(answers)
                .map((picture) => lcpImageTag(picture, 'results'))
                .join('')
            : kind === 'promotions' || kind === 'promotion'
              ? lcpImageTag(promotionLcpImage(answers), kind)
              : '';
    // The native app's web view has no header: `?is_mobile=true`, and its promotions route always.
    const embedded = query.is_mobile === 'true' || path.startsWith('/promotions/mobiles');
    const shell = isMemberPage(kind)
      ? memberShellHtml(kind, member, lang, { embedded })
      : shellHtml(kind, kind === 'home' ? home : answers, { embedded, lang });
    const painted = withFirstPaint(pages[kind][lang], shell, answers, lang).replace(
      '</head>',
      `${image}${answers.length ? answersReader : ''}</head>`,
    );
    // A shell: it is painted (and its pictures downloaded) first, the scripts after it (preload.ts scriptsAfterShell).
    const html = shell ? scriptsAfterShell(painted) : painted;
    // The member's data in the page: for this browser only, kept nowhere (no cache, no back-forward copy on disk).
    const cache = member === null ? 'no-cache' : 'private, no-store';
    return reply.header('cache-control', cache).type('text/html; charset=utf-8').send(html);
  };
  if (spa) app.get('/', sendPage);

  // The spec redirects old hotel-detail URLs (/hotel/{country}/{city}/{area}/{slug}/{id}) to /hotel/product/...
  app.get<{ Params: Record<'country' | 'city' | 'area' | 'slug' | 'id', string> }>(
    '/hotel/:country/:city/:area/:slug/:id',
    async (request, reply) => {
      const { country, city, area, slug, id } = request.params;
      if (HOTEL_ROUTE_KINDS.has(country)) {
        if (spa) return sendPage(request, reply);
        return reply.callNotFound();
      }
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const target = `/hotel/product/${[country, city, area, slug, id].map(encodeURIComponent).join('/')}${query}`;
      return reply.redirect(target, 302);
    },
  );

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = pathOf(request.url);
    const wantsHtml = String(request.headers.accept ?? '').includes('text/html');
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath(path) &&
      !path.startsWith('/media/');
    if (spa && isPage && wantsHtml) {
      // Client-side routes: the web app's router decides what exists (and shows its own 404 page).
      return sendPage(request, reply);
    }
    const key = isApiPath(path) ? 'route_not_found' : 'not_found';
    return reply.code(404).send({ message: t(request.lang, key), code: 'not_found' });
  });

  return { spa };
}
