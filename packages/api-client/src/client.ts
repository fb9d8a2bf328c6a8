import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { apiErrorFromException, apiErrorFromResponse, isAbortError } from './errors';
import type { components, paths } from './generated/schema';

export type Language = components['parameters']['AcceptLanguage'];
export type ApiClient = Client<paths> & {
  /** The language the client sends now; query factories put it in their keys. */
  readonly language: () => Language;
  /**
   * Whether the client sends a member token now (cheap: `getToken` read synchronously; for an async `getToken`,
   * the token the last request carried). Price-bearing query keys include it (query-helpers.ts), since the API
   * prices for members and guests differently (member rates).
   */
  readonly signedIn: () => boolean;
  /** The affiliate who sent the visitor, for the cart's creation (queries/carts.ts createCart). */
  readonly attribution: () => Attribution;
};

/** Affiliate attribution (the contract's X-Click-Id and X-Offer-Id of POST /api/carts). */
export interface Attribution {
  clickId?: string | null;
  offerId?: string | null;
}

export interface ApiClientOptions {
  /** Root URL of the API; '' (default) means the web app's own origin. */
  baseUrl?: string;
  /** The active language. The app resolves the `lang` query override before answering. Default 'id'. */
  getLanguage?: () => Language;
  /** The member token, when signed in. May be async (e.g. read from a store that hydrates). */
  getToken?: () => string | null | undefined | Promise<string | null | undefined>;
  /** The fixed client secret hashed into X-Member-Token for OTP requests. */
  otpSecret?: string;
  /** Where the app keeps the affiliate attribution (its click_id and offer_id cookies, spec §3). */
  getAttribution?: () => Attribution;
  /**
   * Called with each request once its answer has arrived, before anything reads the answer: the app drops what it
   * copied of state the answer may have changed (the session cookie a sign-in or a profile change sets).
   */
  afterResponse?: (request: Request) => void;
  /** Custom fetch (tests pass a fake). */
  fetch?: (input: Request) => Promise<Response>;
  /** Clock in milliseconds (tests pass a fixed one). */
  now?: () => number;
}

/** The id of the element a landing page's first API answers come in (see first-answers.ts). */
export const FIRST_ANSWERS_ID = 'nusa-first-answers';

export const PLATFORM = 'mobile-web';
export const OTP_REQUEST_PATH = '/api/members/v2/otp/request';

/**
 * Values to pass for the two required OTP headers when calling the OTP request path: the middleware of
 * createApiClient replaces them with the real ones, computed at send time from `otpSecret`.
 */
export const OTP_HEADERS_FROM_MIDDLEWARE = { 'X-Member-Token': '', 'X-Request-Time': '' } as const;

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** X-Member-Token and X-Request-Time for a moment: hex SHA-256 of `${secret}${unixSeconds}` (WebCrypto). */
export async function computeOtpHeaders(
  secret: string,
  nowMs: number = Date.now(),
): Promise<{ 'X-Member-Token': string; 'X-Request-Time': string }> {
  const time = String(Math.floor(nowMs / 1000));
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${secret}${time}`));
  return { 'X-Member-Token': toHex(digest), 'X-Request-Time': time };
}

/**
 * The typed API client: openapi-fetch plus the headers every call carries. It never redirects and imports no
 * UI; failures are turned into ApiError by `unwrap`, and the UI decides what to show.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const {
    baseUrl = '',
    getLanguage = () => 'id',
    getToken,
    otpSecret,
    now = Date.now,
    getAttribution = () => ({}),
    afterResponse,
  } = options;
  const client = createClient<paths>({ baseUrl, ...(options.fetch ? { fetch: options.fetch } : {}) });
  /** The token the last request carried (signedIn's answer when `getToken` is async). */
  let lastToken: string | null | undefined = null;

  const headers: Middleware = {
    async onRequest({ request, schemaPath }) {
      // A header the caller set explicitly for one call wins over the defaults.
      if (!request.headers.has('Accept-Language')) request.headers.set('Accept-Language', getLanguage());
      if (!request.headers.has('X-Platform')) request.headers.set('X-Platform', PLATFORM);
      if (getToken && !request.headers.has('Authorization')) {
        const token = await getToken();
        lastToken = token;
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
      }
      if (schemaPath === OTP_REQUEST_PATH) {
        if (!otpSecret) throw new Error('createApiClient: otpSecret is required to request one-time codes.');
        const otp = await computeOtpHeaders(otpSecret, now());
        request.headers.set('X-Member-Token', otp['X-Member-Token']);
        request.headers.set('X-Request-Time', otp['X-Request-Time']);
      }
      return request;
    },
    ...(afterResponse
      ? {
          onResponse({ request }) {
            afterResponse(request);
          },
        }
      : {}),
  };
  client.use(headers);
  const signedIn = () => {
    if (!getToken) return false;
    const token = getToken();
    return token instanceof Promise ? Boolean(lastToken) : Boolean(token);
  };
  return Object.assign(client, { language: getLanguage, signedIn, attribution: getAttribution });
}

interface FetchResultLike {
  data?: unknown;
  error?: unknown;
  response: Response;
}
/** The success branch's `data` of an openapi-fetch result (the error branch has no `data`). */
export type SuccessData<R> = R extends { data: infer D; error?: never } ? D : never;

/**
 * Resolves to the `data` of a successful openapi-fetch call (the whole JSON body, e.g. `{ data, meta }`), or
 * throws ApiError: with the HTTP status and the server's message for non-2xx answers, with status 0 when no
 * answer was received. Aborts are rethrown untouched so cancelled queries stay silent.
 */
export async function unwrap<R extends FetchResultLike>(call: Promise<R>): Promise<SuccessData<R>> {
  let result: R;
  try {
    result = await call;
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw apiErrorFromException(error);
  }
  if (!result.response.ok) throw apiErrorFromResponse(result.response, result.error);
  return result.data as SuccessData<R>;
}

let current: ApiClient | undefined;

/** The app provides the client once at start-up (and tests per test); query factories read it. */
export function setApiClient(client: ApiClient | undefined): void {
  current = client;
}

export function getApiClient(): ApiClient {
  if (!current) throw new Error('No API client: call setApiClient(createApiClient(...)) at start-up.');
  return current;
}
