import { commonSelectors } from '@nusa/core/common-slice';
import { activateLanguage, type CatalogLoaders } from '@nusa/i18n/i18n';
import { useEffect } from 'react';
import { useAppSelector } from '../store.ts';

/**
 * Keeps Lingui on the stored language: `?lang=`, the switcher and rehydration all go through the store's
 * LANG, and this activates it (downloading that language's catalogs the first time).
 */
export function LanguageSync({ loaders }: { loaders: CatalogLoaders }) {
  const lang = useAppSelector(commonSelectors.selectLang);
  useEffect(() => {
    activateLanguage(lang, loaders).catch((error: unknown) => console.error(error));
  }, [lang, loaders]);
  return null;
}
