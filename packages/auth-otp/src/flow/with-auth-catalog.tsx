import type { Messages } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { type ReactNode, useEffect, useState } from 'react';
import { hasMessages, loadAuthMessages, loadedAuthMessages } from './auth-catalog';

/**
 * Renders `children` once the auth catalog of the active language is merged into the active i18n (modals,
 * pages, stories). State + effect rather than Suspense: the gate sits inside modals opened on demand, and a
 * suspended subtree there would hide the page's own Suspense fallback.
 */
export function WithAuthCatalog({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  // The context's i18n is a new proxy after every catalog change, so nothing is keyed on it: the compiled
  // messages are cached per language, and the instance is asked whether it holds them yet.
  const { i18n } = useLingui();
  const lang = i18n.locale === 'en' ? 'en' : 'id';
  const [loaded, setLoaded] = useState<{ lang: string; messages: Messages } | null>(() => {
    const messages = loadedAuthMessages(lang);
    return messages ? { lang, messages } : null;
  });
  const messages = loaded?.lang === lang ? loaded.messages : loadedAuthMessages(lang);
  const ready = messages ? hasMessages(i18n, messages) : false;

  useEffect(() => {
    if (messages) return;
    let live = true;
    loadAuthMessages(lang).then(
      (m) => live && setLoaded({ lang, messages: m }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [lang, messages]);

  useEffect(() => {
    // A copy: Lingui keeps the first object it gets for a language and merges later loads into it.
    if (messages && !ready) i18n.load(lang, { ...messages });
  }, [messages, ready, i18n, lang]);

  return ready ? children : fallback;
}
