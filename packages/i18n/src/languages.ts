// Indonesian is the source language and the fallback; English is offered.
export const LANGUAGES = ['id', 'en'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = 'id';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The `lang` query value wins over the stored language (spec §2: "Query lang (id or en) sets the language"). */
export function resolveLang(queryLang: unknown, storedLang: unknown): Lang {
  if (isLang(queryLang)) return queryLang;
  if (isLang(storedLang)) return storedLang;
  return DEFAULT_LANG;
}
