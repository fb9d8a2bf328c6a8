import '@nusa/ui-kit/tokens.css';
import { I18nProvider } from '@lingui/react';
import { activateLanguage, i18n } from '@nusa/i18n/i18n';
import { DEFAULT_LANG, isLang, type Lang } from '@nusa/i18n/languages';
import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import catalogs from 'virtual:nusa-catalogs';

// The first-route catalogs of every package shown, loaded as the app shell loads them; a story behind a lazy
// catalog's gate loads that one itself, as its page does.
function LinguiDecorator({ lang, children }: { lang: Lang; children: React.ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    activateLanguage(lang, catalogs).then(
      () => {
        if (live) setReady(true);
      },
      (error: unknown) => console.error(error),
    );
    return () => {
      live = false;
    };
  }, [lang]);
  if (!ready) return null;
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

const withLingui: Decorator = (Story, context) => (
  <LinguiDecorator lang={isLang(context.globals.locale) ? context.globals.locale : DEFAULT_LANG}>
    <Story />
  </LinguiDecorator>
);

const preview: Preview = {
  decorators: [withLingui],
  globalTypes: {
    locale: {
      description: 'Language of the copy',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'id', title: 'Bahasa Indonesia' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    locale: DEFAULT_LANG,
    // Phones first: our users are on cheap phones; 360 px is the narrowest width we support.
    viewport: { value: 'mobile1', isRotated: false },
  },
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
  },
};
export default preview;
