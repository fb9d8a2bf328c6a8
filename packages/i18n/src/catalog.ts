// The one way translations are loaded. A catalog is compiled per language by @lingui/vite-plugin
// (`import('./locales/id.po')`, one chunk each) and downloaded only for the active language. The app loads every
// package's first-route catalog before its first render (activateLanguage in ./i18n.ts, fed by the
// `virtual:nusa-catalogs` module of @nusa/lingui-config); a page or modal whose copy should stay off the first
// route's JavaScript declares a lazy catalog in its package's lingui.config.ts and renders behind <WithCatalog>
// (./catalog-gate.tsx: merging and gating live there, because the app's entry chunk holds this module).
import type { Messages } from '@lingui/core';
import type { Lang } from './languages';

/** What a compiled catalog module resolves to. */
export interface CatalogModule {
  messages: Messages;
}
/** A catalog's compiled module per language: `{ id: () => import('./locales/id.po'), en: … }`. */
export type CatalogImports = Readonly<Record<Lang, () => Promise<CatalogModule>>>;

export interface Catalog {
  /** The messages of `lang`, downloaded once; a failed download is forgotten, so the next call retries. */
  load(lang: Lang): Promise<Messages>;
}

export function defineCatalog(imports: CatalogImports): Catalog {
  // A plain object, and nothing the shell does not need: this runs in the app's entry chunk, where bytes count.
  const pending: Partial<Record<Lang, Promise<Messages>>> = {};
  return {
    load: (lang) =>
      (pending[lang] ??= imports[lang]().then(
        (module) => module.messages,
        (error: unknown) => {
          // Forgotten before the caller hears of it, so a retry on failure starts a fresh download.
          delete pending[lang];
          throw error;
        },
      )),
  };
}
