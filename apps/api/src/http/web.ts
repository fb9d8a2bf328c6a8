// Serving the built web app and the generated pictures from the same origin as the API.
import { existsSync, mkdirSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { t } from './i18n.ts';
import { homeIndexVariants, type LcpImage, lcpImageTag } from './preload.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Paths answered by the API (JSON), never by the web app: /api/..., /api-country-code, /api-payments. */
export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/') || path.startsWith('/api-');
}

function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

export interface WebOptions {
  webDist: string;
  mediaDir: string;
  /** The home page's largest picture, for a preload hint on `/` (looked up at most once a minute). */
  homeLcpImage?: () => Promise<LcpImage | null>;
}

const LCP_IMAGE_TTL_MS = 60_000;

export interface WebServing {
  /** True when a built web app was found and is served. */
  spa: boolean;
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

  // The static handler treats / as a directory listing request (403 without an index option). The home page
  // gets preload hints for its lazy chunks (see preload.ts); the language is the `lang` query when given, else
  // Indonesian, the default (a visitor who chose English earlier merely preloads the small id catalogs too).
  const home = spa ? homeIndexVariants(options.webDist) : null;
  let lcp: { tag: string; at: number } | null = null;
  const lcpTag = async (): Promise<string> => {
    if (!options.homeLcpImage) return '';
    if (lcp && Date.now() - lcp.at < LCP_IMAGE_TTL_MS) return lcp.tag;
    // A hint is optional: a failed lookup serves the page without it rather than failing the page.
    const image = await options.homeLcpImage().catch(() => null);
    lcp = { tag: lcpImageTag(image), at: Date.now() };
    return lcp.tag;
  };
  if (spa) {
    app.get<{ Querystring: { lang?: string } }>('/', async (request, reply) => {
      if (!home) return sendIndex(reply);
      const html = request.query.lang === 'en' ? home.en : home.id;
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(html.replace('</head>', `${await lcpTag()}</head>`));
    });
  }

  // The spec redirects old hotel-detail URLs (/hotel/{country}/{city}/{area}/{slug}/{id}) to /hotel/product/...
  app.get<{ Params: Record<'country' | 'city' | 'area' | 'slug' | 'id', string> }>(
    '/hotel/:country/:city/:area/:slug/:id',
    async (request, reply) => {
      const { country, city, area, slug, id } = request.params;
      if (HOTEL_ROUTE_KINDS.has(country)) {
        if (spa) return sendIndex(reply);
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
      return sendIndex(reply);
    }
    const key = isApiPath(path) ? 'route_not_found' : 'not_found';
    return reply.code(404).send({ message: t(request.lang, key), code: 'not_found' });
  });

  return { spa };
}
