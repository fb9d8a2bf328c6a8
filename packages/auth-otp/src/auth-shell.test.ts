import { createAppRouter, isGuardedPath } from '@nusa/router/router';
import { createMemoryHistory, staticSession } from '@nusa/router/testing';
import { createTestQueryClient } from '@nusa/test-kit/query-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authPromptStore, closeAuth } from './auth-prompt';
import { authGuard, checkSession, createSession, installAuth, readAttribution } from './auth-shell';
import { type MemberState, memberSlice } from './member-slice';
import {
  captureClickCookies,
  clearSessionCookies,
  readCookie,
  TOKEN_COOKIE,
  writeSessionToken,
} from './session-cookies';

// The real check calls the API; this one answers like it, removing the cookie of an invalid token.
vi.mock('./token-check', async () => {
  const cookies = await import('./session-cookies');
  return {
    runTokenCheck: vi.fn(async (token: string) => {
      if (token === 'good') return { user: { id: 7, full_name: 'Sari' } };
      cookies.clearSessionCookies();
      return { invalid: true };
    }),
  };
});

function store(member: Partial<MemberState> = {}) {
  let state = { member: { ...memberSlice.getInitialState(), ...member } };
  const actions: string[] = [];
  return {
    actions,
    getState: () => state,
    dispatch: (action: { type: string }) => {
      actions.push(action.type);
      state = { member: memberSlice.reducer(state.member, action as never) };
      return action;
    },
  };
}

// The real route contract decides which paths are guarded; the fakes below only stand in for its state.
const contract = createAppRouter(
  { queryClient: createTestQueryClient(), session: staticSession() },
  { history: createMemoryHistory() },
);
const getMatchedRoutes = contract.getMatchedRoutes.bind(contract);

afterEach(() => {
  clearSessionCookies();
  closeAuth();
});

describe('auth guard', () => {
  it('knows the guarded paths from the route contract', () => {
    for (const p of [
      '/account',
      '/account/history',
      '/account/review/hotel/3',
      '/favorite',
      '/favorite-v3',
      '/checkout',
    ])
      expect(isGuardedPath(contract, p)).toBe(true);
    for (const p of ['/', '/hotel', '/favorites', '/accounting', '/login'])
      expect(isGuardedPath(contract, p)).toBe(false);
  });

  it('is the guard of the session the router context carries', () => {
    const s = { ...store(), subscribe: () => () => {} };
    const session = createSession(s);
    expect(session.token()).toBeNull();
    expect(() => session.guard({ href: '/favorite' } as never)).toThrow();
    s.dispatch({ type: 'member/signedIn', payload: { token: 'good', user: { id: 7 } } } as never);
    expect(session.token()).toBe('good');
    expect(session.memberId()).toBe(7);
  });

  it('sends a guest to /login with the intended page, lets a member through', () => {
    expect(() => authGuard({ location: { href: '/account/history?x=1' } })).toThrow();
    try {
      authGuard({ location: { href: '/account/history?x=1' } });
    } catch (redirect) {
      expect((redirect as { options: unknown }).options).toMatchObject({
        to: '/login',
        search: { redirect: '/account/history?x=1' },
      });
    }
    writeSessionToken('good', 3600);
    expect(() => authGuard({ location: { href: '/account' } })).not.toThrow();
  });
});

describe('token check on route change (spec §4)', () => {
  it('no cookie: the member is logged out', () => {
    const s = store({ token: 'old', user: { id: 1 } as never });
    checkSession(s);
    expect(s.getState().member).toEqual(memberSlice.getInitialState());
  });

  it('a cookie without a loaded user: checks the token and stores the member', async () => {
    writeSessionToken('good', 3600);
    const s = store();
    await checkSession(s);
    expect(s.getState().member).toMatchObject({ token: 'good', user: { id: 7 } });
  });

  it('an invalid token ends the session and removes the cookie', async () => {
    writeSessionToken('bad', 3600);
    const s = store();
    await checkSession(s);
    expect(readCookie(TOKEN_COOKIE)).toBeNull();
    expect(s.getState().member.token).toBeNull();
  });

  it('a cookie with its user loaded: no call', () => {
    writeSessionToken('good', 3600);
    const s = store({ token: 'good', user: { id: 7 } as never });
    expect(checkSession(s)).toBeUndefined();
  });
});

describe('shell wiring', () => {
  it('keeps click_id and offer_id from the query for 30 days', () => {
    captureClickCookies('?click_id=abc&offer_id=42&x=1');
    expect(readCookie('click_id')).toBe('abc');
    expect(readCookie('offer_id')).toBe('42');
    // What the API client sends with a new cart (main.tsx getAttribution).
    expect(readAttribution()).toEqual({ clickId: 'abc', offerId: '42' });
  });

  it('opens the sign-in modal for ?login=1 and drops the parameter, the rest of the URL as it was', async () => {
    const cases: [href: string, kept: string, redirect: string | undefined][] = [
      ['/hotel?login=1&redirect=%2Ffavorite&q=bali&utm_source=x', '/hotel?q=bali&utm_source=x', '/favorite'],
      [
        '/hotel/product/id/bali/kuta/hotel-a/11?checkin=2030-01-01&login=1',
        '/hotel/product/id/bali/kuta/hotel-a/11?checkin=2030-01-01',
        undefined,
      ],
      // A URL no route matches (the not-found page) keeps its path.
      ['/no-such-page/x?login=1', '/no-such-page/x', undefined],
    ];
    for (const [href, kept, redirect] of cases) {
      const router = createAppRouter(
        { queryClient: createTestQueryClient(), session: staticSession() },
        { history: createMemoryHistory({ initialEntries: [href] }) },
      );
      await router.load();
      const uninstall = installAuth(store(), router);
      expect(authPromptStore.get()).toEqual({ view: 'signIn', redirect });
      await vi.waitFor(() => expect(router.state.location.href).toBe(kept));
      uninstall();
    }
  });

  it('a guest leaving a page of the app for a guarded one gets the modal over that page', () => {
    const from = (href: string | undefined) => ({
      state: {
        location: { href: href ?? '/', searchStr: '' },
        resolvedLocation: href === undefined ? undefined : { href },
      },
      subscribe: () => () => {},
      getMatchedRoutes,
      navigate: vi.fn(),
    });
    const target = (href: string) => {
      try {
        authGuard({ location: { href } });
      } catch (redirect) {
        // The /login redirect is typed (to + search); the one back to the page left is that page's href.
        const { options } = redirect as {
          options: { href?: string; to?: string; search?: Record<string, string> };
        };
        return options.href ?? `${options.to}?${new URLSearchParams(options.search)}`;
      }
      return null;
    };
    installAuth(store(), from('/hotel/product/x/11?checkin=2030-01-01'));
    expect(target('/checkout?hotel_id=11&room_id=3')).toBe(
      '/hotel/product/x/11?checkin=2030-01-01&login=1&redirect=%2Fcheckout%3Fhotel_id%3D11%26room_id%3D3',
    );
    // From a guarded page (a session that just ended) or /login, and on a landing: /login.
    installAuth(store(), from('/account'));
    expect(target('/favorite')).toBe('/login?redirect=%2Ffavorite');
    installAuth(store(), from(undefined));
    expect(target('/favorite')).toBe('/login?redirect=%2Ffavorite');
  });

  it('never follows a redirect to another origin', () => {
    const router = {
      state: {
        location: {
          href: '/?login=1&redirect=//evil.example',
          searchStr: '?login=1&redirect=//evil.example',
        },
      },
      subscribe: () => () => {},
      getMatchedRoutes,
      navigate: vi.fn(),
    };
    installAuth(store(), router);
    expect(authPromptStore.get()?.redirect).toBeUndefined();
  });

  it('a refused token on a guarded page sends the visitor to sign in, elsewhere it stays', async () => {
    const at = (href: string) => ({
      state: { location: { href, searchStr: '' } },
      subscribe: () => () => {},
      getMatchedRoutes,
      navigate: vi.fn(),
    });
    writeSessionToken('bad', 3600);
    const guarded = at('/account/history');
    installAuth(store(), guarded);
    await vi.waitFor(() =>
      expect(guarded.navigate).toHaveBeenCalledWith({
        to: '/login',
        search: { redirect: '/account/history' },
        replace: true,
      }),
    );

    writeSessionToken('bad', 3600);
    const open = at('/hotel');
    installAuth(store(), open);
    await vi.waitFor(() => expect(readCookie(TOKEN_COOKIE)).toBeNull());
    expect(open.navigate).not.toHaveBeenCalled();

    writeSessionToken('good', 3600);
    const member = at('/favorite');
    const s = store();
    installAuth(s, member);
    await vi.waitFor(() => expect(s.getState().member.user).toMatchObject({ id: 7 }));
    expect(member.navigate).not.toHaveBeenCalled();
  });
});
