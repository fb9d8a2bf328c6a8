// Renders the real shell (its own providers, layout, route tree, page bindings) in a memory router, with an
// in-memory persisted store and the API client on the kit's fake fetch. The shell mounts its providers itself
// (App), so this is the one harness that does not use the kit's <TestProviders>; its pieces come from the kit.

import { createApiClient, setApiClient } from '@nusa/api-client/client';
import { createSession } from '@nusa/auth-otp/auth-shell';
import { clearSessionCookies, writeSessionToken } from '@nusa/auth-otp/session-cookies';
import { type CommonState, commonActions, initialCommonState } from '@nusa/core/common-slice';
import { activateLanguage, i18n } from '@nusa/i18n/i18n';
import type { Lang } from '@nusa/i18n/languages';
import { createMemoryHistory } from '@nusa/router/testing';
import { createTestQueryClient } from '@nusa/test-kit/query-client';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Storage } from 'redux-persist';
import type { ChatAdapter } from '../adapters/chat.ts';
import { createChatAdapter } from '../adapters/create-chat-adapter.ts';
import { App } from '../app.tsx';
import { createShellRouter } from '../app-router.ts';
import { catalogLoaders } from '../i18n/catalogs.ts';
import { createAppStore, whenRehydrated } from '../store.ts';
import { createFakeApi, type FakeApi } from './fake-api.ts';

export function memoryStorage(initial: Record<string, string> = {}): Storage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: async (key: string) => data.get(key) ?? null,
    setItem: async (key: string, value: string) => void data.set(key, value),
    removeItem: async (key: string) => void data.delete(key),
  };
}

export interface RenderAppOptions {
  url?: string;
  /** Stored language before start-up (the `lang` query still wins, as in main.tsx). */
  lang?: Lang;
  common?: Partial<CommonState>;
  api?: FakeApi;
  chat?: ChatAdapter;
  storage?: ReturnType<typeof memoryStorage>;
  /** Start with a member session (JASMINE_TOKEN cookie + token in the store), e.g. for guarded routes. */
  signedIn?: boolean;
}

export async function renderApp({
  url = '/',
  lang = 'id',
  common,
  api,
  chat,
  storage,
  signedIn = false,
}: RenderAppOptions = {}) {
  clearSessionCookies();
  if (signedIn) writeSessionToken('test-token', 3600);
  const persistStorage = storage ?? memoryStorage();
  const { store, persistor } = createAppStore({
    storage: persistStorage,
    preloadedState: {
      common: { ...initialCommonState, LANG: lang, ...common },
      ...(signedIn ? { member: { token: 'test-token', user: null, welcome: false } } : {}),
    },
  });
  await whenRehydrated(persistor, 1000);
  const fakeApi = api ?? createFakeApi();
  setApiClient(
    createApiClient({
      baseUrl: 'http://api.test',
      fetch: fakeApi.fetch,
      getLanguage: () => store.getState().common.LANG,
    }),
  );
  const queryClient = createTestQueryClient();
  const history = createMemoryHistory({ initialEntries: [url] });
  const router = createShellRouter({ queryClient, session: createSession(store) }, { history });

  const queryLang = new URL(url, 'http://localhost').searchParams.get('lang');
  const active: Lang = queryLang === 'en' || queryLang === 'id' ? queryLang : store.getState().common.LANG;
  if (active !== store.getState().common.LANG) store.dispatch(commonActions.setLang(active));
  await Promise.all([activateLanguage(active, catalogLoaders), router.load()]);

  const user = userEvent.setup();
  const view = render(
    <App
      store={store}
      persistor={persistor}
      queryClient={queryClient}
      router={router}
      i18n={i18n}
      catalogLoaders={catalogLoaders}
      chat={chat ?? createChatAdapter(store.dispatch, { PROD: false })}
    />,
  );
  return {
    ...view,
    store,
    persistor,
    router,
    history,
    api: fakeApi,
    storage: persistStorage,
    user,
    queryClient,
  };
}
