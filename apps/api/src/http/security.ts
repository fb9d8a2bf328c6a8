// Security headers (helmet) for the API and the web app served from the same origin.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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

export async function registerSecurity(
  app: FastifyInstance,
  options: {
    production: boolean;
    social?: { google?: boolean; facebook?: boolean };
    captcha?: boolean;
  },
): Promise<void> {
  const captcha = captchaSources(options.captcha);
  const social = socialSources(options.social);
  const frames = [...social.frame, ...captcha.frame];
  await app.register(helmet, {
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
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    return payload;
  });
}
