// Merging a lazy catalog (see ./catalog.ts) into the active i18n instance, and the gate in front of a page or
// modal whose copy it holds. Apart from ./catalog.ts because the app's entry chunk holds that module (its
// first-route catalogs are defined there) and only lazy chunks need this one.
import type { I18n, Messages } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { type ReactNode, startTransition, useEffect, useReducer, useState } from 'react';
import type { Catalog } from './catalog';
import { DEFAULT_LANG, isLang, type Lang } from './languages';

/** The language of `i18n` that catalogs are loaded for: the active one, or the fallback before any. */
const langOf = (i18n: I18n): Lang => (isLang(i18n.locale) ? i18n.locale : DEFAULT_LANG);

/**
 * Whether the active language of `i18n` holds every one of `messages`. One id cannot stand for the catalog: lazy
 * catalogs share messages (so ids, e.g. "# malam") with the first-route ones, which are loaded earlier.
 */
export function hasMessages(i18n: I18n, messages: Messages): boolean {
  const active = i18n.messages;
  for (const id in messages) if (active[id] === undefined) return false;
  return true;
}

// What each catalog resolved to per language, so that a gate mounted after the download renders its children at
// once instead of a fallback frame.
const downloaded = new WeakMap<Catalog, Partial<Record<Lang, Messages>>>();

/** Downloads `catalog` in the active language of `i18n` if needed and merges it in. */
export async function mergeCatalog(i18n: I18n, catalog: Catalog): Promise<void> {
  const lang = langOf(i18n);
  const messages = await catalog.load(lang);
  downloaded.set(catalog, { ...downloaded.get(catalog), [lang]: messages });
  if (i18n.locale === lang && hasMessages(i18n, messages)) return;
  // A copy: Lingui keeps the first object it gets for a language and merges later loads into it.
  // Merged without Lingui's "change" event, which `i18n.load` sends: I18nProvider reads the instance through
  // useSyncExternalStore, so that event re-rendered every translated component of the page at once and
  // synchronously (React cannot slice such a render), for copy that only the gated subtree uses. On a results page
  // the favorites hearts' catalog so rebuilt twenty hotel cards in one long task (Lighthouse's TBT, issue 14). The
  // gate re-renders itself once the merge is done (below), and a language switch still goes through
  // `activateLanguage`, whose activation sends the event. `_load` is what `load` does before sending it; the
  // pinned, patched @lingui/core version keeps it (catalog-gate.test.ts fails if it goes).
  (i18n as unknown as QuietLoader)._load(lang, { ...messages });
}

interface QuietLoader {
  _load(locale: string, messages: Messages): void;
}

/**
 * Renders `children` once `catalog` is merged into the active language, `fallback` until then (and again while a
 * language switch downloads it). It never suspends: it also sits in modals opened on demand, where suspending
 * would hide the whole page behind the page's Suspense fallback. A failed download is thrown to the nearest error
 * boundary, as a failed lazy chunk is; rendering the gate again retries.
 */
export function WithCatalog({
  catalog,
  fallback = null,
  children,
}: {
  catalog: Catalog;
  fallback?: ReactNode;
  children: ReactNode;
}) {
  // The context's i18n is a new object after every load, so this re-renders once the catalog is merged.
  const { i18n } = useLingui();
  const messages = downloaded.get(catalog)?.[langOf(i18n)];
  const ready = messages !== undefined && hasMessages(i18n, messages);
  const [failure, setFailure] = useState<{ error: unknown }>();
  // A merge re-renders through Lingui's context, but a catalog the instance already held (a test's, another gate's)
  // is not merged again: the download itself must re-render too.
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (ready) return;
    let live = true;
    mergeCatalog(i18n, catalog).then(
      () => {
        // In a transition, as the page's first render is: React builds the page behind the gate in short,
        // interruptible slices instead of one long task (Lighthouse's TBT on the detail page).
        if (live) startTransition(rerender);
      },
      (error: unknown) => {
        if (live) setFailure({ error });
      },
    );
    return () => {
      live = false;
    };
  }, [ready, i18n, catalog]);
  if (failure) throw failure.error;
  return ready ? children : fallback;
}

/** <WithCatalog> bound to one catalog, for a package to export: `const WithResultsCatalog = catalogGate(results)`. */
export function catalogGate(catalog: Catalog) {
  return function CatalogGate({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
    return (
      <WithCatalog catalog={catalog} fallback={fallback}>
        {children}
      </WithCatalog>
    );
  };
}
