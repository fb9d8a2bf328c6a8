// This feature's test and story fixtures on @nusa/test-kit: where each page is, and the API's answers (shaped by the
// generated contract types) for the kit's fake fetch: the promotions the Travel Fair lists and the two forms'
// receipts and refusals.
import { createApiClient, setApiClient } from '@nusa/api-client/client';
import type { components } from '@nusa/api-client/schema';
import { fakeFetch, json, type Responder } from '@nusa/test-kit/fake-fetch';
import { type ReactNode, useState } from 'react';

type LandingPage = components['schemas']['LandingPage'];
type Receipt = components['schemas']['Receipt'];

/** Each page's route id (its path as the route contract declares it). */
export const ROUTES = {
  about: '/about',
  faq: '/faq',
  terms: '/terms-and-conditions',
  privacy: '/privacy-and-policy',
  download: '/download',
  travelfair: '/travelfair',
  partner: '/be-our-partner',
  eform: '/eform-citilink',
} as const;

/** 10:00 in Jakarta on 22 November 2026: the e-form's "today" in tests (with fake timers on Date). */
export const NOW = new Date('2026-11-22T03:00:00Z');

const image = {
  url: '/media/promo-600.webp',
  thumbnail: '/media/promo-230.webp',
  width: 600,
  height: 300,
  alt: 'Promo',
};

function promotion(
  overrides: Partial<LandingPage> & Pick<LandingPage, 'id' | 'slug' | 'title'>,
): LandingPage {
  return {
    subtitle: 'Hemat menginap di seluruh Indonesia',
    category: 'special_offer',
    bank: null,
    image,
    promo_code: null,
    discount_percent: null,
    max_discount: null,
    discount_amount: null,
    min_transaction: null,
    payment_methods: [],
    payment_channels: [],
    start_at: '2026-11-01T00:00:00+07:00',
    end_at: '2026-12-31T23:59:00+07:00',
    status: 'ongoing',
    description: 'Promo',
    how_to_use: [],
    terms: [],
    hotel_ids: [],
    ...overrides,
  };
}

const PROMOTIONS: LandingPage[] = [
  promotion({
    id: 1,
    slug: 'stay-hemat',
    title: 'Stay Hemat',
    promo_code: 'STAYHEMAT',
    discount_percent: 15,
  }),
  promotion({
    id: 2,
    slug: 'jogja-istimewa',
    title: 'Jogja Istimewa',
    promo_code: 'JOGJAISTIMEWA',
    discount_amount: 100000,
  }),
  promotion({
    id: 3,
    slug: 'lebaran-hemat',
    title: 'Lebaran Hemat',
    status: 'upcoming',
    start_at: '2026-12-04T00:00:00+07:00',
  }),
  promotion({ id: 4, slug: 'komodo-12', title: 'Komodo 12', status: 'ended' }),
];

const on =
  (path: string, answer: () => Response | Promise<Response>): Responder =>
  (_request, url) =>
    url.pathname === path ? answer() : undefined;

const PROMOTIONS_PATH = '/api/generals/landing-pages';
const meta = (total: number) => ({ page: 1, perpage: 20, total, last_page: 1 });

/** The promotions API answers the samples. */
export const promotionsLoaded = on(PROMOTIONS_PATH, () =>
  json({ data: PROMOTIONS, meta: meta(PROMOTIONS.length) }),
);
/** Only ended promotions: nothing for the fair. */
export const promotionsEnded = on(PROMOTIONS_PATH, () => json({ data: [PROMOTIONS[3]], meta: meta(1) }));
/** The promotions API fails. */
export const promotionsFailing = on(PROMOTIONS_PATH, () =>
  json({ message: 'Server error' }, { status: 500 }),
);
/** The promotions API never answers. */
export const promotionsPending = on(PROMOTIONS_PATH, () => new Promise<Response>(() => {}));

export const PARTNER_PATH = '/api/partners';
export const EFORM_PATH = '/api/eforms/citilink';

export const partnerReceipt: Receipt = {
  id: 42,
  reference: 'PRT-20261122-0042',
  created_at: '2026-11-22T10:00:00+07:00',
};
export const eformReceipt: Receipt = {
  id: 7,
  reference: 'EFM-20261122-0007',
  created_at: '2026-11-22T10:05:00+07:00',
};

/** A form's endpoint answers its receipt. */
export const received = (path: string, receipt: Receipt) =>
  on(path, () => json({ data: receipt }, { status: 201 }));
/** A form's endpoint fails with a 500. */
export const serverDown = (path: string) =>
  on(path, () => json({ message: 'Server error' }, { status: 500 }));
/** A form's endpoint refuses fields (422) with the server's messages. */
export const refused = (path: string, errors: Record<string, string[]>) =>
  on(path, () => json({ message: 'Validation failed', code: 'validation_failed', errors }, { status: 422 }));
/** A form's endpoint answers 429 with the server's translated message. */
export const limited = (path: string, message: string) =>
  on(path, () => json({ message, code: 'rate_limited' }, { status: 429, headers: { 'Retry-After': '600' } }));

/**
 * A form's endpoint refuses the first captcha token it gets (422 `captcha_failed`, as apps/api answers a refused,
 * expired or reused token) and leaves later requests to the next responder.
 */
export function captchaRefusedOnce(path: string, message: string): Responder {
  let refusedOne = false;
  return (_request, url) => {
    if (url.pathname !== path || refusedOne) return undefined;
    refusedOne = true;
    return json({ message, code: 'captcha_failed', errors: { captcha_token: [message] } }, { status: 422 });
  };
}
/** A form's endpoint cannot check the captcha (503 `captcha_unavailable`: Google did not answer). */
export const captchaUnavailable = (path: string, message: string) =>
  on(path, () => json({ message, code: 'captcha_unavailable' }, { status: 503 }));

/**
 * A stand-in for Google's reCAPTCHA v2 (no network): its script counts as loaded; `solve` answers the last
 * rendered widget with a token, `resets` lists the widget ids the form reset. `uninstall` in afterEach.
 */
export function installFakeGrecaptcha() {
  const widgets: ((token: string) => void)[] = [];
  const resets: number[] = [];
  const script = document.createElement('script');
  script.id = 'recaptcha-v2';
  script.dataset.loaded = '1';
  document.head.append(script);
  const g = globalThis as { grecaptcha?: unknown };
  g.grecaptcha = {
    ready: (cb: () => void) => cb(),
    render: (_el: HTMLElement, options: { callback: (token: string) => void }) => {
      widgets.push(options.callback);
      return widgets.length - 1;
    },
    reset: (id: number) => resets.push(id),
  };
  return {
    resets,
    rendered: () => widgets.length,
    solve: (token: string) => widgets.at(-1)?.(token),
    uninstall: () => {
      script.remove();
      delete g.grecaptcha;
    },
  };
}

/** Installs the app-wide API client on the kit's fake fetch; returns the fake, to read its requests. */
export function installFakeApi(...responders: Responder[]) {
  const api = fakeFetch(...responders);
  setApiClient(createApiClient({ baseUrl: 'http://api.test', fetch: api.fetch }));
  return api;
}

/** A story frame (`withProviders({ frame })`) that installs the fake API before the page asks for anything. */
export function apiFrame(...responders: Responder[]) {
  return function FakeApi({ children }: { children: ReactNode }) {
    // Once per mount: the story runner remounts the frame for each story and language.
    useState(() => installFakeApi(...responders));
    return children;
  };
}
