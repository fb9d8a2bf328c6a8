// The one story runner. Storybook's preview (apps/storybook/.storybook/preview.tsx) gives every story Lingui in
// the language of its toolbar; this decorator adds what a component needs on top (store, TanStack Query, the
// router over the real route tree) and overrides the language only when a story pins one. `storyLingui` gives
// composed stories in Vitest (`stories.test.tsx`) the preview's Lingui.
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { Catalog } from '@nusa/i18n/catalog';
import { activateLanguage, i18n as sharedI18n } from '@nusa/i18n/i18n';
import { DEFAULT_LANG, isLang, LANGUAGES, type Lang } from '@nusa/i18n/languages';
import type { Session } from '@nusa/router/session';
import type { Store } from '@reduxjs/toolkit';
import type { Decorator } from '@storybook/react-vite';
import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { loadTestI18n } from './i18n';
import { Providers } from './providers';
import { createTestQueryClient } from './query-client';
import { createHarnessRouter, HarnessRouter, type RouteHarnessOptions } from './router-harness';

export interface StoryProvidersOptions extends Omit<RouteHarnessOptions, 'path' | 'session'> {
  /**
   * Builds the story's store for the story's language (the shell keeps the language in its store), once per story
   * and language: a story never leaks state into the next one.
   */
  store?: ((lang: Lang) => Store) | undefined;
  /** Mounts the router harness (see ./router-harness) at this path; without one there is no router. */
  path?: string | undefined;
  session?: Session | undefined;
  /** Pins the story's language; its copy then comes from `catalogs` (loaded through @nusa/i18n's loader). */
  lang?: Lang | undefined;
  catalogs?: readonly Catalog[] | undefined;
  /** Wraps the story inside the providers and the router: a package's frame, catalog gate or adapter. */
  frame?: ComponentType<{ children: ReactNode }> | undefined;
}

const localeOf = (globals: Record<string, unknown>): Lang =>
  isLang(globals.locale) ? globals.locale : DEFAULT_LANG;

/**
 * `decorators: [withProviders({ store: () => makeStore(), path: '/hotel' })]`. A story overrides any option in
 * `parameters.providers` (`parameters: { providers: { path: '/' } satisfies StoryProvidersOptions }`).
 */
export function withProviders(defaults: StoryProvidersOptions = {}): Decorator {
  return (Story, context) => {
    const options: StoryProvidersOptions = {
      ...defaults,
      ...(context.parameters.providers as StoryProvidersOptions | undefined),
    };
    const lang = options.lang ?? localeOf(context.globals);
    // Remounted for another story or language, so the store and the router start afresh.
    return (
      <StoryHarness key={`${context.id}:${lang}`} options={options} lang={lang}>
        <Story />
      </StoryHarness>
    );
  };
}

function StoryHarness({
  options,
  lang,
  children,
}: {
  options: StoryProvidersOptions;
  lang: Lang;
  children: ReactNode;
}) {
  const [env] = useState(() => {
    const queryClient = createTestQueryClient();
    return {
      queryClient,
      store: options.store?.(lang),
      router:
        options.path === undefined
          ? undefined
          : createHarnessRouter({
              queryClient,
              path: options.path,
              session: options.session,
              notFound: options.notFound,
            }),
    };
  });
  const pinned = usePinnedI18n(options.lang, options.catalogs);
  if (pinned === 'loading') return null;

  const { frame: Frame } = options;
  const story = Frame ? <Frame>{children}</Frame> : children;
  return (
    <Providers store={env.store} queryClient={env.queryClient} i18n={pinned}>
      {env.router ? (
        <HarnessRouter
          router={env.router}
          subject={story}
          routeIds={options.routeIds}
          layout={options.layout}
          outlet={options.outlet}
          elsewhere={options.elsewhere}
        />
      ) : (
        story
      )}
    </Providers>
  );
}

// One array for "no catalogs": a new one per render would restart the loading effect.
const NO_CATALOGS: readonly Catalog[] = [];

function usePinnedI18n(
  lang: Lang | undefined,
  catalogs: readonly Catalog[] = NO_CATALOGS,
): I18n | undefined | 'loading' {
  const [loaded, setLoaded] = useState<I18n>();
  useEffect(() => {
    if (!lang) return;
    let live = true;
    loadTestI18n(lang, catalogs).then(
      (i18n) => {
        if (live) setLoaded(i18n);
      },
      (error: unknown) => console.error(error),
    );
    return () => {
      live = false;
    };
  }, [lang, catalogs]);
  if (!lang) return undefined;
  return loaded ?? 'loading';
}

/**
 * Storybook's preview Lingui for composed stories: the shared instance with `catalogs` (a package's first-route
 * catalogs; lazy ones load behind their gates) in every language, switched by the story's `locale` global.
 *
 * ```ts
 * const lingui = storyLingui(catalogs);
 * setProjectAnnotations({ decorators: [lingui.decorator], initialGlobals: { locale: 'id' } });
 * beforeAll(lingui.load);
 * ```
 */
export function storyLingui(catalogs: readonly Catalog[] = []): {
  decorator: Decorator;
  load: () => Promise<void>;
} {
  return {
    async load() {
      // Every language up front, so the decorator switches as synchronously as the toolbar's global does.
      for (const lang of LANGUAGES) await activateLanguage(lang, catalogs, { document: null });
    },
    decorator: (Story, context) => {
      const lang = localeOf(context.globals);
      if (sharedI18n.locale !== lang) sharedI18n.activate(lang);
      return (
        <I18nProvider i18n={sharedI18n}>
          <Story />
        </I18nProvider>
      );
    },
  };
}
