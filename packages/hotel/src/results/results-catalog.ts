// The results page's own Lingui catalog. The shell loads every package's src/locales catalog up front (the
// first route), so the results copy is compiled separately (lingui.results.config.ts →
// locales/results.{id,en}.ts) and merged into the active i18n instance when the page needs it.
import type { I18n, Messages } from '@lingui/core';

const loaders: Record<'id' | 'en', () => Promise<{ messages: Messages }>> = {
  id: () => import('./locales/results.id'),
  en: () => import('./locales/results.en'),
};

// One download per language; a failed one is forgotten so the next render retries.
const compiled = new Map<'id' | 'en', Promise<Messages>>();

export function loadResultsMessages(lang: 'id' | 'en'): Promise<Messages> {
  let pending = compiled.get(lang);
  if (!pending) {
    pending = loaders[lang]().then((m) => m.messages);
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
