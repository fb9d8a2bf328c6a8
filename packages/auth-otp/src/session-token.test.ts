import { afterEach, describe, expect, it, vi } from 'vitest';
import { removeCookie, writeCookie } from './session-cookies';
import { COOKIE_COPY_MS, forgetCookies, readSessionToken, TOKEN_COOKIE } from './session-token';

const later = new Date(Date.UTC(2100, 0, 1));

afterEach(() => {
  removeCookie(TOKEN_COOKIE);
  vi.restoreAllMocks();
});

describe('reading the session cookie', () => {
  it('reads document.cookie at most once a second, and again after it', () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    writeCookie(TOKEN_COOKIE, 'first', later);
    const getter = vi.spyOn(document, 'cookie', 'get');
    expect([readSessionToken(), readSessionToken(), readSessionToken()]).toEqual(['first', 'first', 'first']);
    vi.advanceTimersByTime(COOKIE_COPY_MS - 1);
    expect(readSessionToken()).toBe('first');
    expect(getter).toHaveBeenCalledTimes(1);
    getter.mockRestore();
    // Changed outside this module (a cookie that expired, another tab): seen once the copy is a second old.
    // biome-ignore lint/suspicious/noDocumentCookie: the test plays the browser changing the cookie
    document.cookie = `${TOKEN_COOKIE}=second; path=/`;
    expect(readSessionToken()).toBe('first');
    vi.advanceTimersByTime(2);
    expect(readSessionToken()).toBe('second');
    vi.useRealTimers();
  });

  it('reads again when told to, and when the page comes back into view or focus', () => {
    writeCookie(TOKEN_COOKIE, 'first', later);
    expect(readSessionToken()).toBe('first');
    // biome-ignore lint/suspicious/noDocumentCookie: the test plays another tab signing in again
    document.cookie = `${TOKEN_COOKIE}=second; path=/`;
    forgetCookies();
    expect(readSessionToken()).toBe('second');
    for (const [target, type] of [
      [document, 'visibilitychange'],
      [window, 'focus'],
      [window, 'pageshow'],
    ] as const) {
      // biome-ignore lint/suspicious/noDocumentCookie: the test plays another tab changing the session
      document.cookie = `${TOKEN_COOKIE}=${type}; path=/`;
      expect(readSessionToken()).not.toBe(type);
      target.dispatchEvent(new Event(type));
      expect(readSessionToken()).toBe(type);
    }
  });

  it('sees its own writes and removals at once', () => {
    expect(readSessionToken()).toBeNull();
    writeCookie(TOKEN_COOKIE, 'mine', later);
    expect(readSessionToken()).toBe('mine');
    removeCookie(TOKEN_COOKIE);
    expect(readSessionToken()).toBeNull();
  });
});
