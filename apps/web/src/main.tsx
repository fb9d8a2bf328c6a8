// First: the chunk the starter evaluates in a task before the entry's (config/start-after-paint.ts).
import './boot/libraries.ts';
import '@nusa/ui-kit/tokens.css';
import './global.css';
import { createApiClient, FIRST_ANSWERS_ID, setApiClient } from '@nusa/api-client/client';
import {
  configureCookies,
  createSession,
  forgetCookies,
  installAuth,
  readAttribution,
  readSessionToken,
} from '@nusa/auth-otp/auth-shell';
import { commonActions } from '@nusa/core/common-slice';
import { activateLanguage, i18n } from '@nusa/i18n/i18n';
import { resolveLang } from '@nusa/i18n/languages';
import { QueryClient } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createChatAdapter } from './adapters/create-chat-adapter.ts';
import { App } from './app.tsx';
import { createShellRouter } from './app-router.ts';
import { catalogLoaders } from './i18n/catalogs.ts';
import { loadReferenceData } from './layout/use-reference-data.ts';
import { installChunkReload } from './lib/chunk-reload.ts';
import { prefetchAllowed } from './lib/connection.ts';
import { createAppStore, whenRehydrated } from './store.ts';

installChunkReload();
configureCookies({ domain: import.meta.env.VITE_COOKIE_DOMAIN });

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
});

/**
 * Ends the current task: what follows runs in a new one, after the browser had its turn. The start is cut into
 * tasks this way (store and API client; router; the first route's load; rehydration, auth and language; first
 * render) because it took a slow phone some 140 ms in one block, during which a tap waits (Lighthouse's TBT counts
 * every task over 50 ms, and on the pages the server paints first, all of the start comes after the first paint:
 * issue 14). Each part is kept under about 12 ms of a fast machine, the 50 ms of Lighthouse's 4x slower phone.
 */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

// Not a top-level await: lazy chunks import shared code from the entry chunk, and an entry still suspended in
// a top-level await could never finish evaluating for them (and the bundler would have to split it apart).
async function boot() {
  // The address the visitor landed on, read before the router starts: its guard may redirect (a guest on
  // /account?lang=en goes to /login?redirect=…) while the start waits for its next task, and the `lang` query and
  // the page must still be the ones asked for.
  const landingLang = new URLSearchParams(window.location.search).get('lang');
  const landingHome = window.location.pathname === '/';
  // The store (its reducers checked and frozen, the persisted state read from localStorage: about 20 ms of a
  // 4x-slowed phone) after the entry's evaluation, already the longest task of the start, not at its end.
  await nextTask();
  const { store, persistor } = createAppStore();
  const apiClient = createApiClient({
    baseUrl: import.meta.env.VITE_API_BASE_URL ?? '',
    // Accept-Language follows the active language (the `lang` query is folded into the store before any call).
    getLanguage: () => store.getState().common.LANG,
    // The member session: the JASMINE_TOKEN cookie is the source of truth (spec §3, §4).
    getToken: readSessionToken,
    // The API's development default (apps/api OTP_CLIENT_SECRET) when the build sets none; it ships in the
    // client anyway, the real protection is the server's limits (issue 4).
    otpSecret: import.meta.env.VITE_OTP_SECRET || 'nusa-stay-dev-otp-secret',
    // The affiliate who sent the visitor, sent with the cart's creation (spec §3 keeps it in cookies).
    getAttribution: readAttribution,
    // The API sets the session cookie only in answers to requests that change something (sign-in, sign-out, a
    // profile change): after those the copy of the cookies is read again (docs/decisions/007).
    afterResponse: (request) => {
      if (request.method !== 'GET') forgetCookies();
    },
  });
  setApiClient(apiClient);
  // Building the router (its route tree, history and scroll restoration: about 50 ms at 4x) in a task of its own,
  // and resolving the first route (about 27 ms more) in the next.
  await nextTask();
  const router = createShellRouter({ queryClient, session: createSession(store) });
  await nextTask();
  // Resolve the first route (its lazy page chunk) while the language and the persisted state load, so the
  // first render is complete; RouterProvider sees the location already resolved and does not load it again.
  const routeReady = router.load().catch((error: unknown) => console.error(error));
  // The hotel landings carry their first API answers (apps/api first-paint.ts). Their reader is a chunk of its
  // own (the server hints it), in place before the first render, whose effects make the pages' first requests.
  const answersReady = document.getElementById(FIRST_ANSWERS_ID)
    ? import('@nusa/api-client/first-answers')
        .then((m) => m.installFirstAnswers(apiClient))
        .catch((error: unknown) => console.error(error))
    : undefined;

  await nextTask();
  await whenRehydrated(persistor);
  // Token check on every route change (and now), once the persisted member is back (spec §4).
  installAuth(store, router);
  const stored = store.getState().common.LANG;
  const lang = resolveLang(landingLang, stored);
  if (lang !== stored) store.dispatch(commonActions.setLang(lang));
  // Only the home page shows reference data at once (menus, destinations and its largest picture), so only
  // there does it start before the first render; elsewhere the layout loads it on mount, after the page's own
  // requests have started.
  if (landingHome) void loadReferenceData(store, queryClient, lang);

  try {
    await Promise.all([activateLanguage(lang, catalogLoaders), routeReady, answersReady]);
  } catch (error) {
    // The catalog chunk failed (the chunk-reload guard may already be reloading); show the page regardless.
    console.error(error);
    if (!i18n.locale) i18n.activate(lang);
  }

  await nextTask();
  // index.html always has #root; without it createRoot throws its own error ("Target container is not a DOM
  // element"), so no check of ours spends first-route bytes on saying it again.
  const rootElement = document.getElementById('root') as HTMLElement;
  const root = createRoot(rootElement);
  // A transition makes the first render interruptible: React yields to the browser every few milliseconds
  // instead of building the whole page in one long task, which on a slow phone blocks input (Lighthouse's TBT).
  startTransition(() =>
    root.render(
      <StrictMode>
        <App
          store={store}
          persistor={persistor}
          queryClient={queryClient}
          router={router}
          i18n={i18n}
          catalogLoaders={catalogLoaders}
          chat={createChatAdapter(store.dispatch)}
          prefetch={prefetchAllowed()}
        />
      </StrictMode>,
    ),
  );
  // The server's loading shell over a hotel landing stays until the page's content is there.
  const shell = document.getElementById('nusa-shell');
  if (shell) void import('./lib/landing-shell.ts').then((m) => m.revealWhenReady(shell, rootElement));
}

void boot();
