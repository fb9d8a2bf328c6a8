// Page-owned Lingui catalogs. The shell loads every package's src/locales catalog up front (the first route), so
// a page whose copy should not ride on the first route compiles its own catalog to TypeScript modules (see
// lingui.detail.config.ts) and merges it into the active i18n instance before it renders.
import type { I18n, Messages } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { type ReactNode, Suspense, use, useEffect } from 'react';

export type CatalogLang = 'id' | 'en';
export type CatalogLoader = (lang: CatalogLang) => Promise<Messages>;

/**
 * A loader that downloads each language once; a failed download is forgotten so the next render retries.
 * `loaders` import the compiled modules, e.g. `{ id: () => import('./locales/detail.id'), … }`.
 */
export function catalogLoader(
  loaders: Record<CatalogLang, () => Promise<{ messages: Messages }>>,
): CatalogLoader {
  const compiled = new Map<CatalogLang, Promise<Messages>>();
  return (lang) => {
    let pending = compiled.get(lang);
    if (!pending) {
      pending = loaders[lang]().then((m) => m.messages);
      const mine = pending;
      pending.catch(() => compiled.get(lang) === mine && compiled.delete(lang));
      compiled.set(lang, pending);
    }
    return pending;
  };
}

/**
 * Whether `i18n` already holds these messages for its active language. Every id is checked: a catalog shares
 * some messages (and so ids, e.g. "# malam") with the shell's catalogs, so one id cannot stand for it.
 */
export function hasMessages(i18n: I18n, messages: Messages): boolean {
  const loaded = i18n.messages;
  for (const id in messages) if (loaded[id] === undefined) return false;
  return true;
}

function Gate({
  load,
  children,
  fallback,
}: {
  load: CatalogLoader;
  children: ReactNode;
  fallback: ReactNode;
}) {
  // The context's i18n is a new proxy after every catalog change, so nothing is keyed on it: the compiled
  // messages are cached per language, and the instance is asked whether it holds them yet.
  const { i18n } = useLingui();
  const lang = i18n.locale === 'en' ? 'en' : 'id';
  const messages = use(load(lang));
  const ready = hasMessages(i18n, messages);
  useEffect(() => {
    // A copy: Lingui keeps the first object it gets for a language and merges later loads into it.
    if (!ready) i18n.load(lang, { ...messages });
  }, [ready, i18n, lang, messages]);
  return ready ? children : fallback;
}

/** Renders `children` once `load`'s catalog of the active language is merged into i18n (pages and stories). */
export function WithCatalog({
  load,
  children,
  fallback = null,
}: {
  load: CatalogLoader;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return (
    <Suspense fallback={fallback}>
      <Gate load={load} fallback={fallback}>
        {children}
      </Gate>
    </Suspense>
  );
}
