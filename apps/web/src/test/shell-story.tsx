// Story harness for the shell's own components: the providers the app mounts (a store over the real root
// reducer, TanStack Query, the chat adapter) and a memory router over the real route tree (@nusa/router), with
// no backend and no persistence (a story must never leak state into the next one). Lingui comes from the
// Storybook preview (apps/storybook), or in stories.test.tsx from the same kind of decorator.
import { type CommonState, cacheTimeFrom, initialCommonState } from '@nusa/core/common-slice';
import type { Lang } from '@nusa/i18n/languages';
import { createAppRouter } from '@nusa/router/router';
import { configureStore } from '@reduxjs/toolkit';
import type { Decorator } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, rootRouteId, useMatch } from '@nusa/router/react';
import { createMemoryHistory, staticSession } from '@nusa/router/testing';
import { type ComponentType, createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import type { ChatAdapter } from '../adapters/chat.ts';
import { ChatAdapterProvider } from '../adapters/chat-context.tsx';
import { createChatAdapter } from '../adapters/create-chat-adapter.ts';
import { NotFoundPage } from '../pages/error-page.tsx';
import { rootReducer } from '../store.ts';

/** `parameters.shell` of a story decorated with `withShell`. */
export interface ShellParameters {
  /** Where the memory router starts; '/about' by default (a page with a back button and no active tab). */
  path?: string;
  /** Common state over the initial one; a function for copy that follows the language toolbar. */
  common?: Partial<CommonState> | ((lang: Lang) => Partial<CommonState>);
  /** Unread chat messages the adapter reports; opening the chat explains it is not configured, as locally. */
  chatUnread?: number;
  /** What the route below the root renders (the layout's <Outlet />); nothing by default. */
  page?: ComponentType;
  /** Hold the router in its pending state after the first load, as during a slow navigation. */
  navigating?: boolean;
}

export function makeStoryStore(lang: Lang, common: ShellParameters['common'] = {}) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: {
      common: {
        ...initialCommonState,
        LANG: lang,
        // Fresh reference data, so the layout never asks the (absent) API for holidays, menus and destinations.
        cacheTime: cacheTimeFrom(new Date(), { hours: 24 }),
        ...(typeof common === 'function' ? common(lang) : common),
      },
    },
  });
}

function withUnread(count: number, adapter: ChatAdapter): ChatAdapter {
  return {
    subscribeUnread(onCount) {
      onCount(count);
      return () => {};
    },
    open: () => adapter.open(),
  };
}

// The root route renders the story; the route below it (the layout's <Outlet />) renders `page`. Passed through
// context rather than baked into the router, so a re-render with new args reaches the story.
const Slots = createContext<{ story: ReactNode; page?: ComponentType | undefined }>({ story: null });

function StoryRoute() {
  const isRoot = useMatch({ strict: false, select: (match) => match.routeId === rootRouteId });
  const { story, page: Page } = useContext(Slots);
  if (isRoot) return story;
  return Page ? <Page /> : null;
}

function ShellHarness({
  lang,
  params,
  children,
}: {
  lang: Lang;
  params: ShellParameters;
  children: ReactNode;
}) {
  const [env] = useState(() => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const store = makeStoryStore(lang, params.common);
    const router = createAppRouter(
      { queryClient, session: staticSession() },
      { history: createMemoryHistory({ initialEntries: [params.path ?? '/about'] }) },
    );
    const local = createChatAdapter(store.dispatch, { PROD: false });
    const chat = params.chatUnread === undefined ? local : withUnread(params.chatUnread, local);
    return { queryClient, store, router, chat };
  });

  const { navigating } = params;
  useEffect(() => {
    if (!navigating) return;
    // Routes resolve at once here (no loaders, no lazy pages), so a slow navigation is simulated by putting the
    // router back into "pending" once the first load has resolved; the next real navigation ends it.
    const { router } = env;
    const hold = () => router.stores.status.set('pending');
    if (router.state.resolvedLocation && router.state.status === 'idle') {
      hold();
      return;
    }
    const stop = router.subscribe('onResolved', () => {
      stop();
      hold();
    });
    return stop;
  }, [env, navigating]);

  return (
    <Provider store={env.store}>
      <QueryClientProvider client={env.queryClient}>
        <ChatAdapterProvider adapter={env.chat}>
          <Slots value={{ story: children, page: params.page }}>
            <RouterProvider
              router={env.router}
              defaultComponent={StoryRoute}
              defaultNotFoundComponent={NotFoundPage}
              defaultPreload={false}
            />
          </Slots>
        </ChatAdapterProvider>
      </QueryClientProvider>
    </Provider>
  );
}

/**
 * Decorator for shell components that need the store, the router or TanStack Query. The store's language follows
 * the language toolbar (remounting on a change), so the language switcher marks the language shown.
 */
export const withShell: Decorator = (Story, context) => {
  const lang: Lang = context.globals.locale === 'en' ? 'en' : 'id';
  const params = (context.parameters.shell ?? {}) as ShellParameters;
  return (
    <ShellHarness key={`${context.id}:${lang}`} lang={lang} params={params}>
      <Story />
    </ShellHarness>
  );
};
