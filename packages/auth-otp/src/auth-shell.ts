// Entry-chunk glue of the auth feature for the shell: the token check on every route change (spec §4), the
// `auth` route guard, click-tracking cookies and the `?login=1` prompt. Everything with copy, forms or API
// calls is loaded on demand.
import { redirect } from '@nusa/router/react';
import { type AppRouter, isGuardedPath } from '@nusa/router/router';
import { safeRedirect, signInPromptHref } from '@nusa/router/search';
import type { Session } from '@nusa/router/session';
import { LOGIN_PARAM, openAuth, REDIRECT_PARAM } from './auth-prompt';
import { type MemberState, memberActions } from './member-slice';
import { readSessionToken } from './session-token';

export { type AuthPrompt, type AuthView, LOGIN_PARAM, openAuth, REDIRECT_PARAM } from './auth-prompt';
export { configureCookies, forgetCookies, readAttribution, readSessionToken } from './session-token';

interface StoreLike {
  getState: () => { member?: MemberState };
  dispatch: (action: { type: string }) => unknown;
}
interface RouterLike {
  subscribe: (event: 'onResolved', fn: () => void) => () => void;
  /** Which routes are guarded is declared once, in the route contract (@nusa/router routes' staticData). */
  getMatchedRoutes: Parameters<typeof isGuardedPath>[0]['getMatchedRoutes'];
  state: { location: { href: string; searchStr: string }; resolvedLocation?: { href: string } | undefined };
  navigate: AppRouter['navigate'];
}

/** The app's router, once installAuth has run: the guard reads the page a guest is leaving from it. */
let shellRouter: RouterLike | null = null;

const guardedPath = (pathname: string) => shellRouter !== null && isGuardedPath(shellRouter, pathname);

/**
 * `beforeLoad` of the guarded routes. The session cookie decides (it exists before the persisted store is
 * back). A guest coming from a page of the app stays on it: the sign-in modal opens over it (`?login=1`) and
 * continues to the guarded page afterwards; closing the modal leaves them where they were. A guest landing on
 * a guarded URL (no page before it) goes to /login, which hosts the same modal.
 */
export function authGuard({ location }: { location: { href: string } }): void {
  if (readSessionToken()) return;
  const from = shellRouter?.state.resolvedLocation?.href;
  const fromPath = from?.split(/[?#]/)[0] ?? '';
  if (from && fromPath !== '/login' && !guardedPath(fromPath)) {
    throw redirect({ href: signInPromptHref(from, location.href), replace: true });
  }
  throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
}

let checking: string | null = null;

/**
 * Spec §4: on each route change, no cookie means the member is logged out; a cookie without a loaded user
 * triggers a token check whose member is stored. Resolves true when the check ended the session.
 */
export function checkSession(store: StoreLike): Promise<boolean> | undefined {
  const token = readSessionToken();
  const member = store.getState().member;
  if (!token) {
    if (member?.token || member?.user) store.dispatch(memberActions.loggedOut());
    return undefined;
  }
  if (member?.user && member.token === token) return undefined;
  if (checking === token) return undefined;
  checking = token;
  return import('./token-check')
    .then(({ runTokenCheck }) => runTokenCheck(token))
    .then((result) => {
      if (result.user) store.dispatch(memberActions.signedIn({ token, user: result.user }));
      else if (result.invalid) store.dispatch(memberActions.loggedOut());
      return Boolean(result.invalid);
    })
    .catch(() => false)
    .finally(() => {
      checking = null;
    });
}

/**
 * The session the router context carries to every feature (@nusa/router/session): the store's member, and
 * authGuard as the guard of the routes the contract declares guarded.
 */
export function createSession(
  store: StoreLike & { subscribe: (listener: () => void) => () => void },
): Session {
  return {
    token: () => store.getState().member?.token ?? null,
    memberId: () => store.getState().member?.user?.id ?? null,
    subscribe: (listener) => store.subscribe(listener),
    guard: (location) => authGuard({ location }),
  };
}

export function installAuth(store: StoreLike, router: RouterLike): () => void {
  shellRouter = router;
  const onRoute = () => {
    const { searchStr } = router.state.location;
    if (/[?&](click_id|offer_id)=/.test(searchStr)) {
      void import('./session-cookies').then((m) => m.captureClickCookies(searchStr));
    }
    // The guard let the page in on the cookie alone; a refused token (tampered, revoked, account closed) makes
    // the visitor a guest, so a guarded page sends them to sign in like any guest.
    void checkSession(store)?.then((ended) => {
      const { href } = router.state.location;
      if (ended && guardedPath(href.split(/[?#]/)[0] ?? '')) {
        router.navigate({ to: '/login', search: { redirect: href }, replace: true });
      }
    });
    const params = new URLSearchParams(searchStr);
    const login = params.get(LOGIN_PARAM);
    if (login) {
      openAuth({
        view: login === 'register' ? 'register' : 'signIn',
        redirect: safeRedirect(params.get(REDIRECT_PARAM)),
      });
      // Drop the trigger so a reload or the back button does not open the modal again. Relative to the URL's
      // path rather than the matched route's template, so a page no route matches keeps its URL too.
      router.navigate({
        to: '.',
        unsafeRelative: 'path',
        search: ({ login: _login, redirect: _redirect, ...rest }) => rest,
        replace: true,
      });
    }
  };
  onRoute();
  return router.subscribe('onResolved', onRoute);
}
