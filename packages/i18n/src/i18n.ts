// Runtime side of the translations. Every package with copy keeps compiled Lingui catalogs in
// src/locales/{id,en}.po; the app shell hands us one loader per package and language (dynamic `import()`
// through @lingui/vite-plugin), so only the active language's messages are downloaded, and we merge them into
// one Lingui instance.
import { i18n as defaultI18n, type I18n, type Messages } from '@lingui/core';
import { DEFAULT_LANG, type Lang } from './languages';

export { defaultI18n as i18n };
export type { I18n, Messages };

/** What a compiled catalog module (`import('./locales/en.po')`) resolves to. */
export interface CatalogModule {
  messages: Messages;
}
export type CatalogLoader = () => Promise<CatalogModule>;
/** One loader per package (order matters only for a clash: later packages win) for each language. */
export type CatalogLoaders = Readonly<Record<Lang, readonly CatalogLoader[]>>;

export interface ActivateOptions {
  /** Lingui instance to fill; the shared `i18n` by default (tests pass their own). */
  i18n?: I18n;
  /** Document whose `<html lang>` follows the language; `globalThis.document` by default, none on a server. */
  document?: Document | null;
}

// Merged messages per loaders table and language. A language loaded once stays cached for quick switching
// back; a failed load is forgotten so the next attempt retries instead of replaying the failure.
const cache = new WeakMap<CatalogLoaders, Map<Lang, Promise<Messages>>>();
// The last requested language per instance: a slow catalog must not override a later choice.
const latestRequest = new WeakMap<I18n, symbol>();

export function loadMessages(lang: Lang, loaders: CatalogLoaders): Promise<Messages> {
  let byLang = cache.get(loaders);
  if (!byLang) {
    byLang = new Map();
    cache.set(loaders, byLang);
  }
  const cached = byLang.get(lang);
  if (cached) return cached;
  const pending = Promise.all(loaders[lang].map((load) => load())).then((modules) =>
    Object.assign({}, ...modules.map((m) => m.messages)),
  ) as Promise<Messages>;
  byLang.set(lang, pending);
  pending.catch(() => {
    if (byLang.get(lang) === pending) byLang.delete(lang);
  });
  return pending;
}

/**
 * Loads and merges the catalogs of `lang`, activates it and sets `<html lang>`. Resolves with the language that
 * is active afterwards: when a later call overtook this one, that later language wins and this call does not
 * touch the instance. Rejects when a catalog cannot be loaded (for example a chunk that failed to download).
 */
export async function activateLanguage(
  lang: Lang,
  loaders: CatalogLoaders,
  options: ActivateOptions = {},
): Promise<Lang> {
  const target = options.i18n ?? defaultI18n;
  const ticket = Symbol(lang);
  latestRequest.set(target, ticket);
  const messages = await loadMessages(lang, loaders);
  if (latestRequest.get(target) !== ticket) return (target.locale || DEFAULT_LANG) as Lang;
  target.load(lang, messages);
  if (target.locale !== lang) target.activate(lang);
  const doc = options.document === undefined ? globalThis.document : options.document;
  if (doc) doc.documentElement.lang = lang;
  return lang;
}
