// Lingui for tests and stories that pin a language. Catalogs come through @nusa/i18n's loader, as in the app, so
// a test never imports a compiled .po file directly.
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import type { Catalog } from '@nusa/i18n/catalog';
import { mergeCatalog } from '@nusa/i18n/catalog-gate';
import { DEFAULT_LANG, LANGUAGES, type Lang } from '@nusa/i18n/languages';

export type { Lang };

/** An instance with no messages: Lingui then shows the source copy written in the code, which is Indonesian. */
export function createTestI18n(lang: Lang = DEFAULT_LANG): I18n {
  return setupI18n({ locale: lang, messages: { [lang]: {} } });
}

/**
 * An instance for `lang` holding `catalogs`. Merged the way a catalog gate merges them (`mergeCatalog`), which also
 * records the download, so a component behind `<WithCatalog>` of one of these catalogs renders at once.
 */
export async function loadTestI18n(lang: Lang, catalogs: readonly Catalog[]): Promise<I18n> {
  const i18n = createTestI18n(lang);
  await Promise.all(catalogs.map((catalog) => mergeCatalog(i18n, catalog)));
  return i18n;
}

/**
 * Catalogs loaded once for a whole test file, so render helpers stay synchronous (and work under fake timers):
 * `const copy = testCatalogs([authCatalog]); beforeAll(copy.load);` then `copy.i18n('en')` in each test, a fresh
 * instance holding the preloaded messages.
 */
export function testCatalogs(catalogs: readonly Catalog[]): {
  load: () => Promise<void>;
  i18n: (lang?: Lang) => I18n;
} {
  const loaded: Partial<Record<Lang, Messages>> = {};
  return {
    async load() {
      for (const lang of LANGUAGES) loaded[lang] = (await loadTestI18n(lang, catalogs)).messages;
    },
    i18n(lang = DEFAULT_LANG) {
      const messages = loaded[lang];
      if (!messages) throw new Error('testCatalogs: call beforeAll(catalogs.load) before rendering');
      // A copy: Lingui merges later loads (a gate's) into the object it was given.
      return setupI18n({ locale: lang, messages: { [lang]: { ...messages } } });
    },
  };
}
