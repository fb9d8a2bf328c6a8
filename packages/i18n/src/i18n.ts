// Runtime side of the translations: the shared Lingui instance and the switch between languages. The app shell
// hands activateLanguage every package's first-route catalog (`virtual:nusa-catalogs`, see @nusa/lingui-config),
// so only the active language's messages are downloaded, merged into one Lingui instance.
import { i18n as defaultI18n, type I18n, type Messages } from '@lingui/core';
import type { Catalog } from './catalog';
import { DEFAULT_LANG, type Lang } from './languages';

export type { I18n, Messages };
export { defaultI18n as i18n };

/** The first-route catalogs, one per package; on a clash of ids the later one wins (the shell comes last). */
export type CatalogLoaders = readonly Catalog[];

export interface ActivateOptions {
  /** Lingui instance to fill; the shared `i18n` by default (tests pass their own). */
  i18n?: I18n;
  /** Document whose `<html lang>` follows the language; `globalThis.document` by default, none on a server. */
  document?: Document | null;
}

// The last requested language per instance: a slow catalog must not override a later choice.
const latestRequest = new WeakMap<I18n, symbol>();
// What each instance last loaded: the language and the catalogs' message tables (a catalog hands out the same table
// every time, catalog.ts).
const lastLoaded = new WeakMap<I18n, { lang: Lang; parts: readonly Messages[] }>();

/**
 * Loads and merges the catalogs of `lang`, activates it and sets `<html lang>`. Resolves with the language that
 * is active afterwards: when a later call overtook this one, that later language wins and this call does not
 * touch the instance. Rejects when a catalog cannot be loaded (for example a chunk that failed to download).
 */
export async function activateLanguage(
  lang: Lang,
  catalogs: CatalogLoaders,
  options: ActivateOptions = {},
): Promise<Lang> {
  const target = options.i18n ?? defaultI18n;
  const ticket = Symbol(lang);
  latestRequest.set(target, ticket);
  const parts = await Promise.all(catalogs.map((catalog) => catalog.load(lang)));
  if (latestRequest.get(target) !== ticket) return (target.locale || DEFAULT_LANG) as Lang;
  const last = lastLoaded.get(target);
  // Asked again for the language already active with the same tables (the shell's LanguageSync does so as it
  // mounts, right after the start activated it), nothing changes, and loading would send Lingui's "change" event:
  // I18nProvider reads it through useSyncExternalStore, so every translated component of the page would render
  // again at once, in one synchronous pass (166 ms of a 4x-slowed phone on the home page: Lighthouse's TBT, issue 14).
  const same =
    target.locale === lang &&
    last?.lang === lang &&
    last.parts.length === parts.length &&
    parts.every((part, i) => part === last.parts[i]);
  if (!same) {
    target.load(lang, Object.assign({}, ...parts));
    lastLoaded.set(target, { lang, parts });
    if (target.locale !== lang) target.activate(lang);
  }
  const doc = options.document === undefined ? globalThis.document : options.document;
  if (doc) doc.documentElement.lang = lang;
  return lang;
}
