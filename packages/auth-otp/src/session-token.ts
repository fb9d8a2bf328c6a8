// Reading the session cookie: entry-chunk glue (route guard, token check, the API client's bearer token).
// Writing and removing cookies lives in session-cookies.ts, loaded with the flows that need it.

/** The session token cookie (spec §3). */
export const TOKEN_COOKIE = 'JASMINE_TOKEN';

/** Shared parent domain of the cookies (e.g. `.nusastay.id`); host-only when unset. */
export const cookieConfig: { domain?: string | undefined } = {};
export function configureCookies(options: { domain?: string | undefined }): void {
  cookieConfig.domain = options.domain || undefined;
}

let cookieText: string | undefined;
let readAt = 0;
/** How long a copy of `document.cookie` is used before it is read again. */
export const COOKIE_COPY_MS = 1000;
/**
 * `document.cookie`, read at most once a second: every API request reads the session for its bearer token, the
 * guard and the token check read it on each route change, and each read is a trip through the browser's cookie
 * store, 5-15 ms of a 4x-slowed phone in each task of the start that made one (Lighthouse's TBT, issue 14). The copy
 * is dropped on every write here (session-cookies.ts), after every answer to a request that can set the session
 * cookie (the API client's `afterResponse`, apps/web main.tsx), and when the page comes back into view or focus
 * (another tab may have signed in or out meanwhile); a cookie that expires on its own is seen within a second.
 */
function currentCookies(): string {
  const now = performance.now();
  if (cookieText === undefined || now - readAt > COOKIE_COPY_MS || now < readAt) {
    cookieText = globalThis.document?.cookie ?? '';
    readAt = now;
  }
  return cookieText;
}
export function forgetCookies(): void {
  cookieText = undefined;
}
if (globalThis.addEventListener) {
  for (const type of ['visibilitychange', 'focus', 'pageshow'])
    globalThis.addEventListener(type, forgetCookies, { capture: true, passive: true });
}

export function readCookie(name: string, source: string = currentCookies()): string | null {
  for (const part of source.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

export const readSessionToken = (): string | null => readCookie(TOKEN_COOKIE) || null;

/** The affiliate attribution the app keeps (click_id and offer_id, captured from a landing URL: session-cookies.ts). */
export const readAttribution = (): { clickId: string | null; offerId: string | null } => ({
  clickId: readCookie('click_id'),
  offerId: readCookie('offer_id'),
});
