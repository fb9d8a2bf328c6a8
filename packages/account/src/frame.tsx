import { Trans } from '@lingui/react/macro';
import { Button } from '@nusa/ui-kit/button';
import type { ReactNode } from 'react';
import layout from '@nusa/ui-kit/page-layout.module.css';
import styles from './account.module.css';

/** The page's landmark and heading; `busy` while its first answer is on its way. */
export function AccountMain({
  title,
  busy,
  children,
}: {
  title: ReactNode;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <main className={styles.page} aria-busy={busy || undefined}>
      <h1 className={layout.title}>{title}</h1>
      {children}
    </main>
  );
}

export function Loading() {
  return (
    <p className={styles.status} role="status">
      <Trans>Memuat…</Trans>
    </p>
  );
}

/** A failed answer, with a way to ask again (everything on the page stays as it was). */
export function Failed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div className={styles.state} role="alert">
      <p>
        <Trans>Data tidak dapat dimuat. Periksa koneksi Anda, lalu coba lagi.</Trans>
      </p>
      <Button variant="secondary" loading={retrying} onClick={onRetry}>
        <Trans>Coba lagi</Trans>
      </Button>
    </div>
  );
}
