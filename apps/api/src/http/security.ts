// Security headers (helmet) for the API and the web app served from the same origin.
//
// The headers do not depend on the request (no CSP nonces), yet @fastify/helmet rebuilds helmet's middleware on
// every request (two async hooks that re-parse the CSP directives each time): about 12% of a cached search's
// CPU. So @fastify/helmet runs once, at start-up, on a probe server with the same options, and the headers it
// set are replayed on each request's raw response in a synchronous hook: the same names, values and moment
// (onRequest, before anything else can write the response). Nothing here sets X-Powered-By, so helmet's
// removal of it has nothing to undo. Per-route `helmet` options and `reply.helmet()` are not supported
// (nothing used them).
import type { ServerResponse } from 'node:http';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

export const PERMISSIONS_POLICY = 'geolocation=(self), camera=(), microphone=(), usb=()';

/** Origins the providers' sign-in SDKs load from, allowed only when the API verifies that provider for real. */
function socialSources(social: { google?: boolean; facebook?: boolean } = {}) {
  const google = social.google ? ['https://accounts.google.com'] : [];
  const facebook = social.facebook ? ['https://connect.facebook.net'] : [];
  const facebookFrames = social.facebook ? ['https://www.facebook.com', 'https://web.facebook.com'] : [];
  return {
    script: [...google, ...facebook],
    style: social.google ? ['https://accounts.google.com/gsi/style'] : [],
    frame: [...google, ...facebookFrames],
    connect: [...google, ...(social.facebook ? ['https://graph.facebook.com'] : [])],
  };
}

/** reCAPTCHA v2's script and widget frame, allowed only when the API verifies captchas (RECAPTCHA_SECRET). */
function captchaSources(captcha: boolean | undefined) {
  if (!captcha) return { script: [], frame: [] };
  return {
    script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
    frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  };
}

export interface SecurityOptions {
  production: boolean;
  social?: { google?: boolean; facebook?: boolean };
  captcha?: boolean;
}

/** The @fastify/helmet options of the app (exported so tests can compare with the plugin itself). */
export function helmetOptions(options: SecurityOptions): FastifyHelmetOptions {
  const captcha = captchaSources(options.captcha);
  const social = socialSources(options.social);
  const frames = [...social.frame, ...captcha.frame];
  return {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...social.script, ...captcha.script],
        // Stylesheets come from the built files (apps/web/index.html has no inline script or style). React's
        // `style` props set properties through the CSSOM, which CSP does not restrict.
        styleSrc: ["'self'", ...social.style],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...social.connect],
        ...(frames.length ? { frameSrc: frames } : {}),
        mediaSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(options.production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: options.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // The OAuth pop-ups of social sign-in need to talk back to the opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
  };
}

type HeaderList = readonly (readonly [name: string, value: string | number | string[]])[];

const probed = new Map<string, Promise<HeaderList>>();

/** The headers @fastify/helmet sets in onRequest for these options, in its order and letter case. */
function helmetHeaders(options: SecurityOptions): Promise<HeaderList> {
  const key = JSON.stringify([options.production, options.social ?? {}, Boolean(options.captcha)]);
  let headers = probed.get(key);
  if (!headers) {
    headers = probeHelmet(options);
    probed.set(key, headers);
    headers.catch(() => probed.delete(key));
  }
  return headers;
}

async function probeHelmet(options: SecurityOptions): Promise<HeaderList> {
  const probe = Fastify({ logger: false });
  try {
    await probe.register(helmet, helmetOptions(options));
    let captured: HeaderList = [];
    // Added after helmet's hooks, so it runs after them and sees what they set.
    probe.addHook('onRequest', (_request, reply, done) => {
      const res = reply.raw;
      // Node has getRawHeaderNames (the names as set); @types/node does not declare it.
      const raw = (res as unknown as { getRawHeaderNames(): string[] }).getRawHeaderNames();
      captured = res.getHeaderNames().map((lower) => {
        const name = raw.find((n) => n.toLowerCase() === lower) ?? lower;
        return [name, res.getHeader(lower) as string | number | string[]] as const;
      });
      done();
    });
    probe.get('/', (_request, reply) => {
      reply.send('');
    });
    await probe.inject({ url: '/' });
    if (captured.length === 0) throw new Error('@fastify/helmet set no headers on the probe');
    return captured;
  } finally {
    await probe.close();
  }
}

/** Writes the security headers on a raw response (see registerSecurity; also for answers no hook sees). */
export type SecurityHeaderWriter = (res: ServerResponse) => void;

export async function securityHeaderWriter(options: SecurityOptions): Promise<SecurityHeaderWriter> {
  const headers = await helmetHeaders(options);
  const names = headers.map(([name]) => name);
  const values = headers.map(([, value]) => value);
  return (res) => {
    for (let i = 0; i < names.length; i++) res.setHeader(names[i] as string, values[i] as string);
  };
}

/**
 * The same headers for the answers Fastify makes before routing (`frameworkErrors`: an undecodable URL, a bad
 * Content-Length), which skip every hook, so onRequest never set them.
 */
export function writeAllSecurityHeaders(write: SecurityHeaderWriter, res: ServerResponse): void {
  write(res);
  res.setHeader('permissions-policy', PERMISSIONS_POLICY);
}

export async function registerSecurity(
  app: FastifyInstance,
  options: SecurityOptions,
  write?: SecurityHeaderWriter,
): Promise<void> {
  const writeHeaders = write ?? (await securityHeaderWriter(options));
  app.addHook('onRequest', function securityHeaders(_request, reply, done) {
    writeHeaders(reply.raw);
    done();
  });
  app.addHook('onSend', function permissionsPolicy(_request, reply, payload, done) {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    done(null, payload);
  });
}
