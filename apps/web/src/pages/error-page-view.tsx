import { useLingui } from '@lingui/react/macro';
import { Link } from '@nusa/router/react';
import styles from './page.module.css';
import { useDocumentTitle } from './use-document-title.ts';

export type ErrorStatus = 404 | 500;

/** The spec's error page for 404 and 500: an "oops" title, a description and a way back home. */
export function ErrorPage({ status }: { status: ErrorStatus }) {
  const { t } = useLingui();
  const title = status === 404 ? t`Halaman ini tidak dapat ditemukan` : t`Terjadi kesalahan`;
  const description =
    status === 404
      ? t`Tautan yang Anda buka mungkin salah, atau halamannya sudah dipindahkan.`
      : t`Maaf, ada masalah di pihak kami. Silakan coba lagi sebentar lagi.`;
  useDocumentTitle(title);
  return (
    <main className={styles.page}>
      <p className={styles.eyebrow} aria-hidden="true">
        {status}
      </p>
      <h1 className={styles.title}>
        <span className={styles.oops}>{t`Ups!`}</span> {title}
      </h1>
      <p className={styles.text}>{description}</p>
      <Link to="/" className={styles.homeLink}>
        {t`Kembali ke Beranda`}
      </Link>
    </main>
  );
}

export default ErrorPage;
