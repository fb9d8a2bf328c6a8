import { useLingui } from '@lingui/react/macro';
import styles from './landscape-notice.module.css';

/** Spec §2 "Landscape orientation shows the text 'landscape mode not support' instead of the page". */
export function LandscapeNotice() {
  const { t } = useLingui();
  return (
    <div className={styles.notice} role="alert">
      <svg
        className={styles.phone}
        viewBox="0 0 48 48"
        width="56"
        height="56"
        aria-hidden="true"
        focusable="false"
      >
        <rect
          x="15"
          y="4"
          width="18"
          height="32"
          rx="3"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
        />
        <path d="M10 40a14 14 0 0 0 28 0M34 36l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2.5" />
      </svg>
      <p className={styles.title}>{t`Mode lanskap tidak didukung`}</p>
      <p className={styles.hint}>{t`Putar ponsel Anda ke posisi tegak untuk melanjutkan.`}</p>
    </div>
  );
}
