import { t as translate } from '@lingui/core/macro';
import type { ErrorComponentProps } from '@nusa/router/react';
import { Component, type ErrorInfo, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { isChunkLoadError, reloadOnce } from '../lib/chunk-reload.ts';
import type { ErrorStatus } from './error-page-view.tsx';
import styles from './page.module.css';

// The page itself loads on demand (it is off the first route's path); if its chunk cannot be fetched, the
// boundary below still shows the plain fallback, which stays in the entry for exactly that case.
const ErrorPage = lazy(() => import('./error-page-view.tsx'));

function LazyErrorPage({ status }: { status: ErrorStatus }) {
  return (
    <ErrorPageBoundary>
      <Suspense fallback={null}>
        <ErrorPage status={status} />
      </Suspense>
    </ErrorPageBoundary>
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
  return <LazyErrorPage status={404} />;
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
  return <LazyErrorPage status={500} />;
}
