import { afterEach, describe, expect, it, vi } from 'vitest';
import { removeCookie, writeCookie } from './session-cookies';
import { readSessionToken, TOKEN_COOKIE } from './session-token';

const later = new Date(Date.UTC(2100, 0, 1));

afterEach(() => {
  removeCookie(TOKEN_COOKIE);
  vi.restoreAllMocks();
});

describe('reading the session cookie', () => {
  it('reads document.cookie once per run of script, and again after it', async () => {
    writeCookie(TOKEN_COOKIE, 'first', later);
    await Promise.resolve();
    const getter = vi.spyOn(document, 'cookie', 'get');
    expect([readSessionToken(), readSessionToken(), readSessionToken()]).toEqual(['first', 'first', 'first']);
    expect(getter).toHaveBeenCalledTimes(1);
    getter.mockRestore();
    // Changed outside this module (a server's Set-Cookie, another tab): seen from the next run of script on.
    // biome-ignore lint/suspicious/noDocumentCookie: the test plays the browser changing the cookie
    document.cookie = `${TOKEN_COOKIE}=second; path=/`;
    await Promise.resolve();
    expect(readSessionToken()).toBe('second');
  });

  it('sees its own writes and removals at once', () => {
    expect(readSessionToken()).toBeNull();
    writeCookie(TOKEN_COOKIE, 'mine', later);
    expect(readSessionToken()).toBe('mine');
    removeCookie(TOKEN_COOKIE);
    expect(readSessionToken()).toBeNull();
  });
});
