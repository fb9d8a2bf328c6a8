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
/**
 * `document.cookie`, read once per run of script: every API request reads the session for its bearer token, and a
 * detail page's first effects start six of them in one go, each read a trip through the browser's cookie store
 * (some 22 ms of a 4x-slowed phone in that one long task: Lighthouse's TBT, issue 14). The copy is dropped at the
 * next microtask, so a cookie the server sets or another tab changes is seen by the next run, and on every write
 * here (session-cookies.ts).
 */
function currentCookies(): string {
  if (cookieText === undefined) {
    cookieText = globalThis.document?.cookie ?? '';
    queueMicrotask(forgetCookies);
  }
  return cookieText;
}
export function forgetCookies(): void {
  cookieText = undefined;
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
