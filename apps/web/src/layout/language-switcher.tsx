import { useLingui } from '@lingui/react/macro';
import { commonActions, commonSelectors } from '@nusa/core/common-slice';
import { LANGUAGES, type Lang } from '@nusa/i18n/languages';
import { useRouter } from '@nusa/router/react';
import { useAppDispatch, useAppSelector } from '../store.ts';
import styles from './language-switcher.module.css';

// Each language is named in itself, as language pickers conventionally do.
const NAMES: Record<Lang, string> = { id: 'Bahasa Indonesia', en: 'English' };

export function LanguageSwitcher({ className }: { className?: string }) {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const router = useRouter();
  const lang = useAppSelector(commonSelectors.selectLang);

  const choose = (next: Lang) => {
    if (next === lang) return;
    dispatch(commonActions.setLang(next));
    // A `lang` left in the URL would switch back on reload; the choice is remembered in storage instead.
    const url = new URL(router.state.location.href, window.location.origin);
    if (url.searchParams.has('lang')) {
      url.searchParams.delete('lang');
      void router.navigate({ href: `${url.pathname}${url.search}${url.hash}`, replace: true });
    }
  };

  return (
    <fieldset className={[styles.switcher, className].filter(Boolean).join(' ')}>
      <legend className="nusa-visually-hidden">{t`Bahasa`}</legend>
      {LANGUAGES.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          className={styles.option}
          aria-pressed={code === lang}
          // Starts with the visible code ("ID Bahasa Indonesia"), so speech control by the visible label works.
          aria-label={`${code.toUpperCase()} ${NAMES[code]}`}
          onClick={() => choose(code)}
        >
          {code.toUpperCase()}
        </button>
      ))}
    </fieldset>
  );
}
