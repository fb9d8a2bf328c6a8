// Builds the API server without listening: tests drive it in-process with `app.inject`, src/main.ts listens.

import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import { sql } from 'drizzle-orm';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import { type CaptchaVerifier, createCaptchaVerifier } from './adapters/captcha.ts';
import { createDelivery } from './adapters/delivery.ts';
import { createMediaStorage, type MediaStorage } from './adapters/media-storage.ts';
import { createPaymentGateway } from './adapters/payment-gateway.ts';
import type { PaymentGateway } from './adapters/payment-types.ts';
import { createSocialVerifier } from './adapters/social.ts';
import { type AppConfig, loadConfig } from './config.ts';
import type { HandlerMap, Services } from './contract/handlers.ts';
import { type Contract, loadContract } from './contract/load.ts';
import { type ResponseValidationMode, registerContractRoutes } from './contract/routes.ts';
import { type Database, openDatabase } from './db/database.ts';
import { type PrepareOptions, prepareDatabase } from './db/prepare.ts';
import type { ErrorBody } from './http/errors.ts';
import { type Lang, type MessageKey, resolveLang, t } from './http/i18n.ts';
import { registerNoStore } from './http/no-store.ts';
import { registerSecurity, securityHeaderWriter, writeAllSecurityHeaders } from './http/security.ts';
import { registerWeb } from './http/web.ts';
import { memoByHeader } from './lib/header-memo.ts';
import { type Clock, startedClock, systemClock } from './lib/time.ts';
import { imageSet } from './media/catalog.ts';
import { generateMedia, mediaComplete } from './media/generate.ts';
import { scheduleStayCompletion } from './modules/bookings/completion.ts';
import { registerBookingDevRoutes } from './modules/bookings/dev-routes.ts';
import { bookingHandlers } from './modules/bookings/handlers.ts';
import { registerCartDevRoutes } from './modules/carts/dev-routes.ts';
import { cartHandlers } from './modules/carts/handlers.ts';
import { scheduleCartSweeper } from './modules/carts/sweeper.ts';
import { favoriteHandlers } from './modules/favorites/handlers.ts';
import { formHandlers } from './modules/forms/handlers.ts';
import { generalHandlers } from './modules/general/handlers.ts';
import { hotelHandlers } from './modules/hotels/handlers.ts';
import { searchIndexFor } from './modules/hotels/search-index.ts';
import { OUTBOX_PAGE, registerDevRoutes } from './modules/members/dev-routes.ts';
import { memberHandlers } from './modules/members/handlers.ts';
import { scheduleHousekeeping } from './modules/members/housekeeping.ts';
import { registerPaymentDevRoutes } from './modules/payments/dev-routes.ts';
import { paymentsHandlers } from './modules/payments/handlers.ts';
import { reviewHandlers } from './modules/reviews/handlers.ts';
import { scheduleMediaSweeper } from './modules/reviews/sweeper.ts';
import { MULTIPART_LIMITS } from './modules/reviews/upload.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Language of messages and localized names, negotiated from Accept-Language (id by default). */
    lang: Lang;
  }
}

/** Handlers per contract operation. Operations without one answer 501 until their module lands. */
export const defaultHandlers: HandlerMap = {
  ...generalHandlers,
  ...hotelHandlers,
  ...memberHandlers,
  ...cartHandlers,
  ...paymentsHandlers,
  ...bookingHandlers,
  ...reviewHandlers,
  ...favoriteHandlers,
  ...formHandlers,
};

export interface BuildAppOptions {
  /** Overrides of the configuration read from the environment. */
  config?: Partial<AppConfig>;
  env?: NodeJS.ProcessEnv;
  /** An open database to use (the caller closes it); otherwise one is opened from the configuration. */
  database?: Database;
  /** Fastify's logger option; defaults to pino with redaction (see `loggerOptions`), silent in tests. */
  logger?: FastifyServerOptions['logger'];
  /** Validate response bodies against the contract: 'throw' (default outside production), 'log' or 'off'. */
  responseValidation?: ResponseValidationMode;
  /** Handlers to register instead of the defaults. */
  handlers?: HandlerMap;
  /** Seed demo data into an empty database (default: config.seedDemoData, true unless SEED_DEMO_DATA=false). */
  seed?: boolean;
  /**
   * Benchmarks: seed `scale` times the demo hotels and keep only `inventoryDays` of room inventory (the
   * default window is INVENTORY_DAYS; a shorter one is not topped up to it).
   */
  demoData?: PrepareOptions['demoData'];
  /** Render the demo pictures when missing (default true). */
  media?: boolean;
  clock?: Clock;
  contractPath?: string;
  /** Captcha verifier to use instead of the one the configuration selects (tests). */
  captcha?: CaptchaVerifier;
  /** Payment gateway to use instead of the one the configuration selects (tests). */
  paymentGateway?: PaymentGateway;
  /** Review media storage to use instead of the one the environment selects (tests). */
  storage?: MediaStorage;
}

const contractCache = new Map<string, Promise<Contract>>();

function contractFor(path: string | undefined): Promise<Contract> {
  const key = path ?? '';
  let contract = contractCache.get(key);
  if (!contract) {
    contract = loadContract(path);
    contractCache.set(key, contract);
    contract.catch(() => contractCache.delete(key));
  }
  return contract;
}

/** Only the path of a URL: query strings may carry personal data (e-mail, phone numbers, keywords). */
function pathOnly(url: string | undefined): string {
  if (!url) return '';
  const q = url.indexOf('?');
  return q === -1 ? url : `${url.slice(0, q)}?[redacted]`;
}

/**
 * Errors as pino would log them, minus query parameters: drizzle's "Failed query: …\nparams: …" messages (and
 * their causes) would otherwise put e-mails, phone numbers or hashes into the log.
 */
function safeError(error: unknown): {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
} {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const scrub = (text: string | undefined) =>
    (text ?? '').replace(/\nparams: [\s\S]*/, '\nparams: [redacted]');
  const out: { [key: string]: unknown; type: string; message: string; stack: string } = {
    type: error.name,
    message: scrub(error.message),
    stack: scrub(error.stack),
  };
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') out.code = code;
  if (error.cause) out.cause = safeError(error.cause);
  return out;
}

export function loggerOptions(config: AppConfig): FastifyServerOptions['logger'] {
  return {
    level: process.env.LOG_LEVEL ?? (config.production ? 'info' : 'debug'),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-member-token"]',
        'res.headers["set-cookie"]',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(request: { method?: string; url?: string; ip?: string; id?: string }) {
        return { id: request.id, method: request.method, url: pathOnly(request.url), ip: request.ip };
      },
      err: safeError,
    },
  };
}

const FRAMEWORK_ERRORS: Record<string, { status: number; code: string; key: MessageKey }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'invalid_json', key: 'invalid_json' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'invalid_json', key: 'invalid_json' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'payload_too_large', key: 'payload_too_large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'unsupported_media_type',
    key: 'unsupported_media_type',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'bad_request', key: 'bad_request' },
  FST_ERR_BAD_URL: { status: 400, code: 'bad_request', key: 'bad_request' },
};

function frameworkErrorBody(error: FastifyError, lang: Lang): { status: number; body: ErrorBody } {
  const known = FRAMEWORK_ERRORS[error.code];
  if (known) return { status: known.status, body: { message: t(lang, known.key), code: known.code } };
  // JSON.parse failures surface as SyntaxError with a 400 status.
  if (error instanceof SyntaxError || error.name === 'SyntaxError') {
    return { status: 400, body: { message: t(lang, 'invalid_json'), code: 'invalid_json' } };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    if (status === 404) return { status, body: { message: t(lang, 'not_found'), code: 'not_found' } };
    return { status, body: { message: t(lang, 'bad_request'), code: 'bad_request' } };
  }
  return { status: 500, body: { message: t(lang, 'internal_error'), code: 'internal_error' } };
}

/**
 * Fastify's trustProxy for TRUST_PROXY. A hop count becomes "the first N hops from the socket are ours":
 * Fastify 5.12 ignores a bare number (it trusts no hop), which would make every client behind the proxy one
 * address to the per-IP limits.
 */
function trustProxyOption(trust: AppConfig['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return trust;
}

/** The language of an Accept-Language value, remembered per value. */
const negotiatedLang = memoByHeader(resolveLang);

export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config = loadConfig(options.env ?? process.env, options.config);
  const clock = options.clock ?? (config.clockStart ? startedClock(config.clockStart) : systemClock);
  const contract = await contractFor(options.contractPath);

  const securityOptions = {
    production: config.production,
    social: { google: Boolean(config.auth.google), facebook: Boolean(config.auth.facebook) },
    captcha: Boolean(config.auth.recaptcha),
  };
  const writeSecurityHeaders = await securityHeaderWriter(securityOptions);

  const ownsDatabase = !options.database;
  const database =
    options.database ?? (await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir }));

  const app = Fastify({
    logger: options.logger ?? (config.nodeEnv === 'test' ? false : loggerOptions(config)),
    bodyLimit: 1024 * 1024,
    trustProxy: trustProxyOption(config.trustProxy),
    // Without a deadline a client sending one byte now and then holds a socket (and its memory) for ever.
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: Math.min(config.headersTimeoutMs, config.requestTimeoutMs),
      // Node checks the deadlines on this period (30 s by default), so it bounds how late they bite.
      connectionsCheckingInterval: Math.min(1000, Math.max(50, Math.floor(config.requestTimeoutMs / 4))),
    },
    routerOptions: {
      // The contract has both /api/carts/{id} and /api/carts/{id}/: trailing slashes are significant.
      ignoreTrailingSlash: false,
      ignoreDuplicateSlashes: false,
      // Well above the contract's longest path parameter, so validation (400) answers rather than the router.
      maxParamLength: 500,
    },
    frameworkErrors(error, request, reply) {
      writeAllSecurityHeaders(writeSecurityHeaders, reply.raw);
      const lang = resolveLang(request.headers['accept-language']);
      const { status, body } = frameworkErrorBody(error, lang);
      void (reply as unknown as FastifyReply).code(status).send(body);
    },
  });

  try {
    const seeded = await prepareDatabase(database, {
      seed: options.seed ?? config.seedDemoData,
      clock,
      log: app.log,
      demoData: options.demoData,
    });
    if (seeded?.seeded) app.log.info(`database ready (${database.kind}: ${database.location})`);
    if (options.media !== false && !mediaComplete(config.mediaDir)) {
      const result = await generateMedia(config.mediaDir);
      app.log.info(result, 'demo pictures rendered');
    }
  } catch (error) {
    if (ownsDatabase) await database.close();
    throw error;
  }

  app.decorateRequest('lang', 'id');
  // Synchronous hooks: an async one costs a promise and a microtask turn on every request.
  app.addHook('onRequest', function negotiateLang(request, _reply, done) {
    request.lang = negotiatedLang(request.headers['accept-language']);
    done();
  });
  if (ownsDatabase) app.addHook('onClose', async () => database.close());

  await registerSecurity(app, securityOptions, writeSecurityHeaders);
  registerNoStore(app, contract);
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip', 'deflate'],
    // Brotli's default (quality 11) is far too slow for dynamic JSON.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = request.lang ?? resolveLang(request.headers['accept-language']);
    const { status, body } = frameworkErrorBody(error, lang);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.code(status).send(body);
  });

  const delivery = createDelivery(config.auth, database);
  const social = createSocialVerifier(config.auth);
  const captcha = options.captcha ?? createCaptchaVerifier(config.auth);
  const payments = options.paymentGateway ?? (await createPaymentGateway(config, database, clock));
  const storage = options.storage ?? (await createMediaStorage(options.env ?? process.env, config.mediaDir));
  const services: Services = { config, database, clock, delivery, social, captcha, payments, storage };
  // Review uploads (modules/reviews/upload.ts reads the parts as they stream; nothing is buffered here).
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });
  const production = config.production;
  registerContractRoutes(app, {
    contract,
    handlers: options.handlers ?? defaultHandlers,
    services,
    responseValidation: options.responseValidation ?? (production ? 'off' : 'throw'),
    // Searches repeat (popular destinations and dates), and their handlers only read the criteria.
    memoizedBodies: new Set(['searchHotels', 'searchHotelFilters']),
  });

  registerDevRoutes(app, { database, config, clock, delivery, social });
  registerPaymentDevRoutes(app, { database, config, gateway: payments });
  registerCartDevRoutes(app, { database, clock, enabled: config.clockStart !== undefined });
  registerBookingDevRoutes(app, { database, clock, enabled: config.clockStart !== undefined });
  // Expired codes, counters, links and tokens are deleted hourly (modules/members/housekeeping.ts), by a
  // listening server only: tests drive the app without listening and call purgeExpired themselves.
  let stopHousekeeping: (() => void) | undefined;
  app.addHook('onListen', async () => {
    stopHousekeeping = scheduleHousekeeping(database, clock, (error) =>
      app.log.warn({ err: error }, 'housekeeping of the sign-in tables failed'),
    );
  });
  app.addHook('onClose', async () => stopHousekeeping?.());
  // Carts whose hold ended are expired (rooms, promo uses and pending payments released) every 15 s, likewise by
  // a listening server only; tests call sweepExpiredCarts with their clock.
  let stopCartSweeper: (() => void) | undefined;
  app.addHook('onListen', async () => {
    stopCartSweeper = scheduleCartSweeper(database, clock, (error) =>
      app.log.warn({ err: error }, 'expiring carts failed'),
    );
  });
  app.addHook('onClose', async () => stopCartSweeper?.());
  // The search index (hotels/search-index.ts) is built when the server starts listening, so the first visitors'
  // searches need not wait for their own SQL; tests build it on their first search (or ask for it).
  if (config.searchIndex) {
    app.addHook('onListen', async () => {
      void searchIndexFor(database).refresh();
    });
  }
  // Shared by every app on this database (tests run two instances on one): closed with the database's owner.
  if (ownsDatabase) app.addHook('onClose', async () => searchIndexFor(database).close());
  // Stays are completed after their check-out day (bookings/completion.ts) and review uploads left unattached for
  // a day are deleted (reviews/sweeper.ts), likewise by a listening server only.
  let stopAccountJobs: (() => void)[] = [];
  app.addHook('onListen', async () => {
    stopAccountJobs = [
      scheduleStayCompletion(database, clock, (error) =>
        app.log.warn({ err: error }, 'completing finished stays failed'),
      ),
      scheduleMediaSweeper(database, storage, clock, (error) =>
        app.log.warn({ err: error }, 'deleting unattached review uploads failed'),
      ),
    ];
  });
  app.addHook('onClose', async () => {
    for (const stop of stopAccountJobs) stop();
  });
  if (delivery.outbox && !config.auth.strict && config.nodeEnv !== 'test') {
    app.addHook('onListen', async () => {
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : config.port;
      // A person trying the app needs this page to receive their code (nothing is really sent).
      console.info(
        `Codes and e-mails go to the local outbox: http://localhost:${port}${OUTBOX_PAGE} ` +
          '(served to this machine only, like the codes in code-request answers)',
      );
    });
  }
  if (delivery.outbox && config.production) {
    app.log.warn(
      'the local outbox is on: codes and reset links are readable at /__dev/outbox from this machine; ' +
        'a real deployment sets APP_ENV=production with real adapters',
    );
  }
  if (payments.kind === 'local' && config.production) {
    app.log.warn(
      'the local payment gateway is on: bookings are confirmed without taking money (/__dev/payments on this ' +
        'machine); a real deployment sets APP_ENV=production with MIDTRANS_SERVER_KEY',
    );
  }
  if (config.auth.jwtSecretSource !== 'env' && config.nodeEnv !== 'test') {
    app.log.info(
      `member tokens are signed with a ${config.auth.jwtSecretSource === 'file' ? 'generated key kept beside the data folder' : 'key made for this run'}; set JWT_SECRET in deployments`,
    );
  }

  await registerWeb(app, {
    clock,
    webDist: config.webDist,
    mediaDir: config.mediaDir,
    homeLcpImage: async () => {
      // Same order as GET /api/generals/hotel-popular-destinations: its first card is the home page's LCP.
      const [first] = await database.rows<{ image_key: string }>(
        sql`SELECT image_key FROM popular_destinations ORDER BY sort, id LIMIT 1`,
      );
      return first ? imageSet(first.image_key, '') : null;
    },
    detailLcpImage: async (hotelId) => {
      // Same order as GET /api/hotels/{id}/photos: its first photo is the detail page's gallery cover.
      const [first] = await database.rows<{ image_key: string }>(
        sql`SELECT image_key FROM hotel_photos WHERE hotel_id = ${hotelId} ORDER BY sort, id LIMIT 1`,
      );
      return first ? imageSet(first.image_key, '') : null;
    },
  });
  return app;
}
