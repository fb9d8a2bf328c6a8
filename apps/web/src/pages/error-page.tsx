import { t as translate } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { Link } from '@tanstack/react-router';
import { Component, type ErrorInfo, type ReactNode, useEffect, useState } from 'react';
import { isChunkLoadError, reloadOnce } from '../lib/chunk-reload.ts';
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

function fallbackText(): string {
  try {
    return translate`Terjadi kesalahan saat menampilkan halaman kesalahan`;
  } catch {
    return 'Terjadi kesalahan saat menampilkan halaman kesalahan';
  }
}

function homeText(): string {
  try {
    return translate`Kembali ke Beranda`;
  } catch {
    return 'Kembali ke Beranda';
  }
}

/** Last resort when the error page itself throws: no router, no hooks, a plain link home. */
export function ErrorPageFallback() {
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{fallbackText()}</h1>
      <a href="/" className={styles.homeLink}>
        {homeText()}
      </a>
    </main>
  );
}

export class ErrorPageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('The error page failed to render', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ErrorPageFallback /> : this.props.children;
  }
}

/** Root `notFoundComponent`: unknown paths (and `notFound()` thrown by loaders). */
export function NotFoundPage() {
  return (
    <ErrorPageBoundary>
      <ErrorPage status={404} />
    </ErrorPageBoundary>
  );
}

/**
 * Root `errorComponent` and the router's default one. A lazy page whose chunk failed to download (a deploy
 * replaced it) reloads the page once instead of showing the error.
 */
export function RouteErrorPage({ error }: ErrorComponentProps) {
  const chunkError = isChunkLoadError(error);
  const [reloading, setReloading] = useState(chunkError);
  useEffect(() => {
    if (chunkError && reloadOnce()) return;
    setReloading(false);
    console.error(error);
  }, [error, chunkError]);
  if (reloading) return null;
  return (
    <ErrorPageBoundary>
      <ErrorPage status={500} />
    </ErrorPageBoundary>
  );
}
