import { Trans, useLingui } from '@lingui/react/macro';
import { formatDisplayDate } from '@nusa/i18n/date-lite';
import { DEFAULT_LANG, isLang } from '@nusa/i18n/languages';
import { LAST_UPDATED, type LegalSection } from './content/legal';
import { usePageTitle } from './info-frame';
import styles from './info.module.css';

/**
 * A legal text: its title, the day it was last changed, a table of contents and the numbered sections (an ordered
 * list, so the numbers are the document's own and screen readers announce them).
 */
export function LegalDocument({ title, sections }: { title: string; sections: LegalSection[] }) {
  const { t, i18n } = useLingui();
  usePageTitle(title);
  const updated = formatDisplayDate(LAST_UPDATED, isLang(i18n.locale) ? i18n.locale : DEFAULT_LANG);
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.meta}>
        <Trans>
          Terakhir diperbarui: <time dateTime={LAST_UPDATED}>{updated}</time>
        </Trans>
      </p>
      <nav className={styles.toc} aria-label={t`Daftar isi`}>
        <ol className={styles.list}>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className={styles.link}>
                {i18n._(section.title)}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <ol className={styles.legal}>
        {sections.map((section) => (
          <li key={section.id} className={styles.legalSection}>
            <h2 id={section.id} className={styles.sectionTitle}>
              {i18n._(section.title)}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.id} className={styles.text}>
                {i18n._(paragraph)}
              </p>
            ))}
          </li>
        ))}
      </ol>
    </main>
  );
}
