// The auth feature's own Lingui catalog (lingui.config.ts → locales/auth.{id,en}.ts), merged into the active
// i18n instance when a modal or page of the feature first renders; it never rides on the first route.
import type { I18n, Messages } from '@lingui/core';

const loaders: Record<'id' | 'en', () => Promise<{ messages: Messages }>> = {
  id: () => import('./locales/auth.id'),
  en: () => import('./locales/auth.en'),
};

// One download per language; a failed one is forgotten so the next render retries.
const compiled = new Map<'id' | 'en', Promise<Messages>>();
const resolved = new Map<'id' | 'en', Messages>();

/** The catalog of `lang` when it has already been downloaded. */
export const loadedAuthMessages = (lang: 'id' | 'en'): Messages | undefined => resolved.get(lang);

export function loadAuthMessages(lang: 'id' | 'en'): Promise<Messages> {
  let pending = compiled.get(lang);
  if (!pending) {
    pending = loaders[lang]().then((m) => {
      resolved.set(lang, m.messages);
      return m.messages;
    });
    const mine = pending;
    pending.catch(() => compiled.get(lang) === mine && compiled.delete(lang));
    compiled.set(lang, pending);
  }
  return pending;
}

/** Whether `i18n` already holds these messages for its active language (one id stands for the catalog). */
export function hasMessages(i18n: I18n, messages: Messages): boolean {
  const first = Object.keys(messages)[0];
  return first === undefined || i18n.messages[first] !== undefined;
}
