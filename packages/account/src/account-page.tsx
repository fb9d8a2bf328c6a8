import { Trans, useLingui } from '@lingui/react/macro';
import { holidaysQuery } from '@nusa/api-client/queries/general';
// The Register declaration, which types every Link and navigate of the app.
import type {} from '@nusa/router/router';
import { Link } from '@nusa/router/react';
import { Button } from '@nusa/ui-kit/button';
import { EmptyState } from '@nusa/ui-kit/empty-state';
import { useQuery } from '@tanstack/react-query';
import { WithAccountCatalog } from './account-catalog';
import styles from './account-page.module.css';

/**
 * Akun: bound to `/account`, `/account/history`, `/account/my-booking`, `/account/password`, `/account/profile`, `/account/review`, `/account/review/$product/{-$id}` by apps/web (src/pages.ts), a guarded route (a guest signs in first).
 * Lazy, with its copy: nothing here is on the first route.
 */
export function AccountPage() {
  return (
    <WithAccountCatalog fallback={<main className={styles.page} aria-busy="true" />}>
      <AccountView />
    </WithAccountCatalog>
  );
}

function AccountView() {
  const { t } = useLingui();
  // Server state only through api-client's queryOptions factories: shared keys, answers in the active language.
  const query = useQuery({ ...holidaysQuery(), select: (body) => body.data });
  return (
    <main className={styles.page} aria-busy={query.isPending || undefined}>
      <h1 className={styles.title}>
        <Trans>Akun</Trans>
      </h1>
      {query.isPending ? (
        <p className={styles.status} role="status">
          <Trans>Memuat…</Trans>
        </p>
      ) : query.isError ? (
        <div className={styles.state} role="alert">
          <p>
            <Trans>Data tidak dapat dimuat. Periksa koneksi Anda, lalu coba lagi.</Trans>
          </p>
          <Button variant="secondary" loading={query.isFetching} onClick={() => void query.refetch()}>
            <Trans>Coba lagi</Trans>
          </Button>
        </div>
      ) : query.data.length === 0 ? (
        <EmptyState title={t`Belum ada data`} />
      ) : (
        <ul className={styles.list}>
          {query.data.map((item) => (
            <li key={item.id} className={styles.item}>
              {item.name}
            </li>
          ))}
        </ul>
      )}
      <Link to="/" className={styles.homeLink}>
        <Trans>Kembali ke Beranda</Trans>
      </Link>
    </main>
  );
}

export default AccountPage;
