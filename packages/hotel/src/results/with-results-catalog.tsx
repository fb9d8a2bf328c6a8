import { useLingui } from '@lingui/react';
import { type ReactNode, Suspense, use, useEffect } from 'react';
import { hasMessages, loadResultsMessages } from './results-catalog';

function Gate({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  // The context's i18n is a new proxy after every catalog change, so nothing is keyed on it: the compiled
  // messages are cached per language, and the instance is asked whether it holds them yet.
  const { i18n } = useLingui();
  const lang = i18n.locale === 'en' ? 'en' : 'id';
  const messages = use(loadResultsMessages(lang));
  const ready = hasMessages(i18n, messages);
  useEffect(() => {
    // A copy: Lingui keeps the first object it gets for a language and merges later loads into it.
    if (!ready) i18n.load(lang, { ...messages });
  }, [ready, i18n, lang, messages]);
  return ready ? children : fallback;
}

/** Renders `children` once the results catalog of the active language is loaded (page and stories). */
export function WithResultsCatalog({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return (
    <Suspense fallback={fallback}>
      <Gate fallback={fallback}>{children}</Gate>
    </Suspense>
  );
}
