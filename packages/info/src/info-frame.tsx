import { type ReactNode, useEffect } from 'react';
import styles from './info.module.css';
import { WithInfoCatalog } from './info-catalog';

/**
 * Every info page inside its catalog gate: the page's copy is a lazy catalog, so until it is merged the page is an
 * empty, busy <main> (no flash of untranslated text).
 */
export function InfoFrame({ children }: { children: ReactNode }) {
  return (
    <WithInfoCatalog fallback={<main className={styles.page} aria-busy="true" />}>{children}</WithInfoCatalog>
  );
}

/** The tab's title follows the page's heading, in the active language (the shell's pages do the same). */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} | Nusa Stay`;
  }, [title]);
}
