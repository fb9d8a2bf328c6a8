// The shell's stories on the kit's story runner: the store is over the shell's root reducer, the router is the
// real route tree with the story as its root layout, and the chat is the local adapter the app mounts when no chat
// service is configured. No backend and no persistence: a story never leaks state into the next one. Lingui comes
// from the Storybook preview (apps/storybook), or in stories.test.tsx from the kit's `storyLingui`.
import { type CommonState, cacheTimeFrom, initialCommonState } from '@nusa/core/common-slice';
import type { Lang } from '@nusa/i18n/languages';
import { useRouter } from '@nusa/router/react';
import { createTestStore } from '@nusa/test-kit/store';
import { withProviders } from '@nusa/test-kit/story';
import type { Decorator } from '@storybook/react-vite';
import { type ReactNode, useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import type { ChatAdapter } from '../adapters/chat.ts';
import { ChatAdapterProvider, useChatAdapter } from '../adapters/chat-context.tsx';
import { createChatAdapter } from '../adapters/create-chat-adapter.ts';
import { NotFoundPage } from '../pages/error-page.tsx';
import { rootReducer } from '../store.ts';

/**
 * The shell's store in `lang` (so the language switcher marks the language shown), `common` over the initial
 * state. A story sets its own with `parameters: { providers: { store: (lang) => shellStore(lang, {...}) } }`.
 */
export function shellStore(lang: Lang, common: Partial<CommonState> = {}) {
  return createTestStore(rootReducer, {
    common: {
      ...initialCommonState,
      LANG: lang,
      // Fresh reference data, so the layout never asks the (absent) API for holidays, menus and destinations.
      cacheTime: cacheTimeFrom(new Date(), { hours: 24 }),
      ...common,
    },
  });
}

function LocalChat({ children }: { children: ReactNode }) {
  const dispatch = useDispatch();
  const [chat] = useState(() => createChatAdapter(dispatch, { PROD: false }));
  return <ChatAdapterProvider adapter={chat}>{children}</ChatAdapterProvider>;
}

/**
 * For shell components that need the store, the router or TanStack Query: the story renders as the root layout at
 * '/about' (a page with a back button and no active tab); `parameters.providers` moves it (`path`), puts a page
 * in its outlet (`outlet`) or changes the store (`store`).
 */
export const withShell = withProviders({
  store: (lang) => shellStore(lang),
  path: '/about',
  layout: true,
  notFound: NotFoundPage,
  frame: LocalChat,
});

/** A story decorator: the chat reports `count` unread messages; opening it still explains it is not configured. */
export function withUnreadChat(count: number): Decorator {
  function UnreadChat({ children }: { children: ReactNode }) {
    const local = useChatAdapter();
    const [chat] = useState<ChatAdapter>(() => ({
      subscribeUnread(onCount) {
        onCount(count);
        return () => {};
      },
      open: () => local?.open(),
    }));
    return <ChatAdapterProvider adapter={chat}>{children}</ChatAdapterProvider>;
  }
  return (Story) => (
    <UnreadChat>
      <Story />
    </UnreadChat>
  );
}

function HoldNavigation({ children }: { children: ReactNode }) {
  const router = useRouter();
  useEffect(() => {
    // Routes resolve at once here (no loaders, no lazy pages), so a slow navigation is simulated by putting the
    // router back into "pending" once the first load has resolved; the next real navigation ends it.
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
  }, [router]);
  return children;
}

/** A story decorator: the router stays pending after the first load, as during a slow navigation. */
export const withSlowNavigation: Decorator = (Story) => (
  <HoldNavigation>
    <Story />
  </HoldNavigation>
);
