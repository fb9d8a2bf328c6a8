import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { CatalogLoaders } from '@nusa/i18n/i18n';
import type { AppRouter } from '@nusa/router/router';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@nusa/router/react';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import type { ChatAdapter } from './adapters/chat.ts';
import { ChatAdapterProvider } from './adapters/chat-context.tsx';
import { LanguageSync } from './i18n/language-sync.tsx';
import { PersistGateLight } from './persist-gate-light.tsx';
import { RouteErrorPage } from './pages/error-page.tsx';
import type { AppStore } from './store.ts';

export interface AppProps {
  store: AppStore;
  persistor: Persistor;
  queryClient: QueryClient;
  router: AppRouter;
  i18n: I18n;
  catalogLoaders: CatalogLoaders;
  chat: ChatAdapter;
  /** Hover/touch prefetch of the next page; off on 2g and Save-Data connections (spec §9). */
  prefetch?: boolean;
}

/** The providers, in dependency order, around the router. */
export function App({
  store,
  persistor,
  queryClient,
  router,
  i18n,
  catalogLoaders,
  chat,
  prefetch = true,
}: AppProps) {
  return (
    <Provider store={store}>
      <PersistGateLight persistor={persistor}>
        <QueryClientProvider client={queryClient}>
          <I18nProvider i18n={i18n}>
            <ChatAdapterProvider adapter={chat}>
              <LanguageSync loaders={catalogLoaders} />
              {/* Page errors render inside the layout; the root route's own errorComponent covers the layout. */}
              <RouterProvider
                router={router}
                defaultErrorComponent={RouteErrorPage}
                defaultPreload={prefetch ? 'intent' : false}
              />
            </ChatAdapterProvider>
          </I18nProvider>
        </QueryClientProvider>
      </PersistGateLight>
    </Provider>
  );
}
