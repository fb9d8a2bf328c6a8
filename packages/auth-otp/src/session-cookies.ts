// Writing and removing the cookies of the member session and of click tracking (spec §3, §4, §9). Not in the
// entry chunk: reading the session is session-token.ts.
import { cookieConfig, forgetCookies, TOKEN_COOKIE } from './session-token';

export { configureCookies, readCookie, readSessionToken, TOKEN_COOKIE } from './session-token';
/** Legacy pages under /mall keep their own copy of the login cookie; logout clears it there too (spec §9). */
export const MALL_PATH = '/mall';
/**
 * The "one more token cookie" of spec §9, whose name the spec does not give: the legacy web app's auth module
 * kept the bearer token in `auth._token.local`. Cleared on logout, never written.
 */
export const LEGACY_TOKEN_COOKIE = 'auth._token.local';
export const CLICK_COOKIES = ['click_id', 'offer_id'] as const;
const DAY_MS = 86_400_000;

function attrs(path: string, expires: Date): string {
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
  const domain = cookieConfig.domain ? `; domain=${cookieConfig.domain}` : '';
  return `; path=${path}; expires=${expires.toUTCString()}${domain}; SameSite=Lax${secure}`;
}

export function writeCookie(name: string, value: string, expires: Date, path = '/'): void {
  if (!globalThis.document) return;
  // The Cookie Store API is async and missing in older Safari; the guard must read the session synchronously.
  // biome-ignore lint/suspicious/noDocumentCookie: see above
  document.cookie = `${name}=${encodeURIComponent(value)}${attrs(path, expires)}`;
  forgetCookies();
}

export function removeCookie(name: string, path = '/'): void {
  if (!globalThis.document) return;
  const past = new Date(0);
  // biome-ignore lint/suspicious/noDocumentCookie: see writeCookie
  document.cookie = `${name}=${attrs(path, past)}`;
  // A cookie written before the domain was configured (or by another tool) is host-only: clear that one too.
  if (cookieConfig.domain) {
    // biome-ignore lint/suspicious/noDocumentCookie: see writeCookie
    document.cookie = `${name}=; path=${path}; expires=${past.toUTCString()}; SameSite=Lax`;
  }
  forgetCookies();
}

/** Stores the token for `expiresIn` seconds (the token's own lifetime). */
export function writeSessionToken(token: string, expiresIn: number, now = Date.now()): void {
  writeCookie(TOKEN_COOKIE, token, new Date(now + Math.max(1, expiresIn) * 1000));
}

/** Logout (spec §4, §9): both copies of the login cookie and the other token cookie. */
export function clearSessionCookies(): void {
  removeCookie(TOKEN_COOKIE, '/');
  removeCookie(TOKEN_COOKIE, MALL_PATH);
  removeCookie(LEGACY_TOKEN_COOKIE, '/');
}

/**
 * click_id and offer_id from the query string, kept 30 days (spec §9: computed in Jakarta time; Asia/Jakarta
 * has a fixed UTC+7 offset without daylight saving, so 30 Jakarta days are exactly 30 × 24 h).
 */
export function captureClickCookies(search: string, now = Date.now()): void {
  const params = new URLSearchParams(search);
  for (const name of CLICK_COOKIES) {
    const value = params.get(name);
    if (value) writeCookie(name, value, new Date(now + 30 * DAY_MS));
  }
}
