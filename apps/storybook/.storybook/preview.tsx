import '@nusa/ui-kit/tokens.css';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { loadHotelMessages } from '@nusa/hotel/locales';
import { loadWebMessages } from '@nusa/web/locales';
import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect, useState } from 'react';

type Lang = 'id' | 'en';
// Each feature package ships its catalogs; Storybook merges them like the app shell does (the shell's own last,
// so it wins on a clash, as in apps/web/config/catalogs.ts).
const catalogs = (lang: Lang) => Promise.all([loadHotelMessages(lang), loadWebMessages(lang)]);

function LinguiDecorator({ lang, children }: { lang: Lang; children: React.ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancelled = false;
    catalogs(lang).then((parts) => {
      if (cancelled) return;
      i18n.loadAndActivate({ locale: lang, messages: Object.assign({}, ...parts) });
      document.documentElement.lang = lang;
      setReady(true);
    });
    return () => {
      cancelled = true;
    };
  }, [lang]);
  if (!ready) return null;
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

const withLingui: Decorator = (Story, context) => (
  <LinguiDecorator lang={(context.globals.locale as Lang) ?? 'id'}>
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
    locale: 'id',
    // Phones first: our users are on cheap phones; 360 px is the narrowest width we support.
    viewport: { value: 'mobile1', isRotated: false },
  },
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
  },
};
export default preview;
