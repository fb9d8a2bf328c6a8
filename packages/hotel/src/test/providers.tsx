// Test and story harness: the same providers the shell mounts (store with the common and hotel slices, TanStack
// Query, Lingui, and the real route tree in a memory router where navigation matters).
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { type CommonState, commonSlice, initialCommonState } from '@nusa/core/common-slice';
import { routeTree } from '@nusa/router/routes';
import { configureStore } from '@reduxjs/toolkit';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, useRouterState } from '@nusa/router/react';
import type { Session } from '@nusa/router/session';
import { createMemoryHistory, createRouter, staticSession } from '@nusa/router/testing';
import { type ComponentType, createContext, type ReactNode, Suspense, use, useState } from 'react';
import { Provider } from 'react-redux';
import { hotelSlice } from '../hotel-slice';
import { type HotelSearchState, hotelSearchSlice, initialHotelSearchState } from '../search-slice';

export function makeStore(common: Partial<CommonState> = {}, hotelSearch: Partial<HotelSearchState> = {}) {
  return configureStore({
    // The hotel slice is injected lazily in the app; tests have it from the start.
    reducer: {
      [commonSlice.reducerPath]: commonSlice.reducer,
      [hotelSearchSlice.reducerPath]: hotelSearchSlice.reducer,
      [hotelSlice.reducerPath]: hotelSlice.reducer,
    },
    preloadedState: {
      [commonSlice.reducerPath]: { ...initialCommonState, ...common },
      [hotelSearchSlice.reducerPath]: { ...initialHotelSearchState, ...hotelSearch },
    },
  });
}
export type TestStore = ReturnType<typeof makeStore>;

export function makeI18n(lang: 'id' | 'en' = 'id', messages: Messages = {}): I18n {
  // Without messages Lingui falls back to the Indonesian source copy written in the code.
  return setupI18n({ locale: lang, messages: { [lang]: messages } });
}

export function makeQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY } } });
}

export interface ProvidersOptions {
  store?: TestStore;
  i18n?: I18n;
  queryClient?: QueryClient;
}

export function Providers({
  children,
  store,
  i18n,
  queryClient,
}: ProvidersOptions & { children: ReactNode }) {
  return (
    <Provider store={store ?? makeStore()}>
      <QueryClientProvider client={queryClient ?? makeQueryClient()}>
        <I18nProvider i18n={i18n ?? makeI18n()}>
          {/* Lazily loaded pieces (date-fns locales, sheets) suspend; the shell has the same boundary. */}
          <Suspense fallback={null}>{children}</Suspense>
        </I18nProvider>
      </QueryClientProvider>
    </Provider>
  );
}

/**
 * Stories use Storybook's own Lingui provider (apps/storybook: the language toolbar and the compiled catalogs)
 * unless a story pins an i18n instance; a production Storybook build keeps only message ids, so an empty
 * instance here would show ids instead of copy.
 */
export function StoryProviders({
  children,
  store,
  i18n,
  queryClient,
}: ProvidersOptions & { children: ReactNode }) {
  if (i18n) return <Providers {...{ store, i18n, queryClient }}>{children}</Providers>;
  return (
    <Provider store={store ?? makeStore()}>
      <QueryClientProvider client={queryClient ?? makeQueryClient()}>
        <Suspense fallback={null}>{children}</Suspense>
      </QueryClientProvider>
    </Provider>
  );
}

/**
 * A router over the real route tree whose home route renders `Home`; every other route shows its path, so a
 * test can assert where a search went.
 */
export function makeTestRouter(Home: ComponentType, queryClient: QueryClient, initialPath = '/') {
  function Page() {
    const pathname = useRouterState({ select: (s) => s.location.pathname });
    return pathname === '/' ? <Home /> : <p>Halaman hasil: {pathname}</p>;
  }
  return createRouter({
    routeTree,
    context: { queryClient, session: staticSession() },
    history: createMemoryHistory({ initialEntries: [initialPath] }),
    defaultComponent: Page,
  });
}

/**
 * A router over the real route tree rendering `Page` on the given routes (by route id) and, elsewhere, the
 * path, so a test can assert where a link or a search went.
 */
export function makePageRouter(
  Page: ComponentType,
  routeIds: readonly string[],
  queryClient: QueryClient,
  initialPath: string,
  session: Session = staticSession(),
) {
  function Component() {
    const routeId = useRouterState({ select: (s) => s.matches[s.matches.length - 1]?.routeId ?? '' });
    const pathname = useRouterState({ select: (s) => s.location.pathname });
    return routeIds.includes(routeId) ? <Page /> : <p>Halaman lain: {pathname}</p>;
  }
  return createRouter({
    routeTree,
    context: { queryClient, session },
    history: createMemoryHistory({ initialEntries: [initialPath] }),
    defaultComponent: Component,
  });
}

export function RouterHarness({
  router,
  ...options
}: ProvidersOptions & {
  router: ReturnType<typeof makeTestRouter> | ReturnType<typeof makePageRouter>;
  queryClient: QueryClient;
}) {
  return (
    <Providers {...options}>
      <RouterProvider router={router} />
    </Providers>
  );
}

/**
 * Renders `children` as the page of a memory router at `/`, for stories of views with router links (the shell's
 * providers stay outside, so the story keeps Storybook's language).
 */
const StoryPage = createContext<ReactNode>(null);
// Read from context rather than captured by the router, so a re-rendered story (new args) shows its new content.
const StoryPageOutlet = () => use(StoryPage);

export function StoryRouter({ children }: { children: ReactNode }) {
  const [router] = useState(() =>
    createRouter({
      routeTree,
      context: { queryClient: makeQueryClient(), session: staticSession() },
      history: createMemoryHistory({ initialEntries: ['/'] }),
      defaultComponent: StoryPageOutlet,
    }),
  );
  return (
    <StoryPage value={children}>
      <RouterProvider router={router} />
    </StoryPage>
  );
}
