// The providers the shell mounts (store, TanStack Query, Lingui, the Suspense boundary around lazy pieces), built
// one way for every test and story.
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { Store } from '@reduxjs/toolkit';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderOptions, type RenderResult, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactElement, type ReactNode, Suspense, useState } from 'react';
import { Provider } from 'react-redux';
import { createTestI18n } from './i18n';
import { createTestQueryClient } from './query-client';

export interface TestProvidersOptions {
  /** From `createTestStore`; without one there is no Redux provider, so a component that needs it fails loudly. */
  store?: Store | undefined;
  /** A fresh `createTestQueryClient()` by default. */
  queryClient?: QueryClient | undefined;
  /** An empty `createTestI18n()` (Indonesian source copy) by default; `loadTestI18n` for a catalog's copy. */
  i18n?: I18n | undefined;
}

/** Shared by the test providers and the story runner, which leaves Lingui to Storybook unless a story pins it. */
export function Providers({
  store,
  queryClient,
  i18n,
  children,
}: {
  store?: Store | undefined;
  queryClient: QueryClient;
  i18n?: I18n | undefined;
  children: ReactNode;
}) {
  // Lazily loaded pieces (date-fns locales, sheets, pages) suspend; the shell has the same boundary.
  let tree = <Suspense fallback={null}>{children}</Suspense>;
  if (i18n) tree = <I18nProvider i18n={i18n}>{tree}</I18nProvider>;
  tree = <QueryClientProvider client={queryClient}>{tree}</QueryClientProvider>;
  return store ? <Provider store={store}>{tree}</Provider> : tree;
}

export function TestProviders({
  children,
  store,
  queryClient,
  i18n,
}: TestProvidersOptions & { children: ReactNode }) {
  // Kept across re-renders, so a `rerender` keeps the cache and the language.
  const [defaults] = useState(() => ({
    queryClient: queryClient ?? createTestQueryClient(),
    i18n: i18n ?? createTestI18n(),
  }));
  return (
    <Providers store={store} queryClient={queryClient ?? defaults.queryClient} i18n={i18n ?? defaults.i18n}>
      {children}
    </Providers>
  );
}

export interface RenderWithProvidersOptions extends TestProvidersOptions {
  /** Passed to Testing Library's `render` (a container, say); `wrapper` is the providers. */
  render?: Omit<RenderOptions, 'wrapper' | 'queries'>;
  /** Passed to `userEvent.setup` (`advanceTimers` for tests on fake timers). */
  userEvent?: Parameters<typeof userEvent.setup>[0];
}

export type RenderWithProvidersResult = RenderResult & {
  user: ReturnType<typeof userEvent.setup>;
  queryClient: QueryClient;
  i18n: I18n;
};

/** Testing Library's `render` inside `<TestProviders>`, with the user-event instance to drive it. */
export function renderWithProviders(
  ui: ReactElement,
  options: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  const queryClient = options.queryClient ?? createTestQueryClient();
  const i18n = options.i18n ?? createTestI18n();
  const { store } = options;
  const user = userEvent.setup(options.userEvent);
  const view = render(ui, {
    ...options.render,
    wrapper: ({ children }) => (
      <TestProviders store={store} queryClient={queryClient} i18n={i18n}>
        {children}
      </TestProviders>
    ),
  });
  return { ...view, user, queryClient, i18n };
}
