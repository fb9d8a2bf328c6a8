import { Trans, useLingui } from '@lingui/react/macro';
import type {} from '@nusa/router/router';
import { Link } from '@nusa/router/react';
import { useId, useState } from 'react';
import { FAQ, type FaqEntry } from './content/faq';
import { InfoFrame, usePageTitle } from './info-frame';
import styles from './info.module.css';

/** Pertanyaan Umum (`/faq`): questions grouped by topic, each a disclosure button (aria-expanded) over its answer. */
export function FaqPage() {
  return (
    <InfoFrame>
      <FaqView />
    </InfoFrame>
  );
}

function FaqView() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Pertanyaan Umum`);
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>
        <Trans>Pertanyaan Umum</Trans>
      </h1>
      <p className={styles.lead}>
        <Trans>Jawaban singkat untuk hal yang paling sering ditanyakan tamu kami.</Trans>
      </p>
      {FAQ.map((group) => (
        <section key={group.id} className={styles.faqGroup} aria-labelledby={`faq-${group.id}`}>
          <h2 id={`faq-${group.id}`} className={styles.sectionTitle}>
            {i18n._(group.title)}
          </h2>
          {group.entries.map((entry) => (
            <Question key={entry.id} entry={entry} />
          ))}
        </section>
      ))}
      <p className={styles.text}>
        <Trans>Belum menemukan jawabannya? Hubungi layanan pelanggan 24 jam di cs@nusastay.id.</Trans>{' '}
        <Link to="/about" className={styles.link}>
          <Trans>Tentang Kami</Trans>
        </Link>
      </p>
    </main>
  );
}

function Question({ entry }: { entry: FaqEntry }) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const answerId = useId();
  // A heading holding a button: screen readers list the questions by heading, and the button says whether its
  // answer is shown (the disclosure pattern of the WAI-ARIA practices).
  return (
    <div className={styles.question}>
      <h3 className={styles.cardTitle}>
        <button
          type="button"
          className={styles.questionButton}
          aria-expanded={open}
          aria-controls={answerId}
          onClick={() => setOpen((value) => !value)}
        >
          {i18n._(entry.question)}
        </button>
      </h3>
      <p id={answerId} className={styles.answer} hidden={!open}>
        {i18n._(entry.answer)}
      </p>
    </div>
  );
}

export default FaqPage;
