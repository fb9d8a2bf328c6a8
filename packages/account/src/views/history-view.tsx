import { Trans, useLingui } from '@lingui/react/macro';
import { bookingPagesQuery } from '@nusa/api-client/queries/bookings';
import { Link } from '@nusa/router/react';
import { Button } from '@nusa/ui-kit/button';
import { EmptyState } from '@nusa/ui-kit/empty-state';
import { Select } from '@nusa/ui-kit/select';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import styles from '../account.module.css';
import { AccountMain, Failed, Loading } from '../frame';
import { BookingItem } from '../history/booking-item';
import history from '../history/history.module.css';
import {
  BOOKING_PERIODS,
  BOOKING_STATUSES,
  type BookingPeriod,
  type BookingStatus,
  periodName,
  statusName,
} from '../messages';
import { HISTORY_PER_PAGE } from '../prefetch';

export default function History() {
  const { t, i18n } = useLingui();
  const [period, setPeriod] = useState<BookingPeriod | ''>('');
  const [status, setStatus] = useState<BookingStatus | ''>('');
  const query = useInfiniteQuery(
    bookingPagesQuery({
      perpage: HISTORY_PER_PAGE,
      ...(period ? { period } : {}),
      ...(status ? { status } : {}),
    }),
  );
  const bookings = query.data?.pages.flatMap((page) => page.data) ?? [];
  const total = query.data?.pages[0]?.meta.total ?? 0;
  const filtered = period !== '' || status !== '';

  return (
    <AccountMain title={t`Pesanan saya`} busy={query.isPending}>
      <div className={history.filters}>
        <Select
          label={t`Periode`}
          value={period}
          onChange={(event) => setPeriod(event.target.value as BookingPeriod | '')}
          options={[
            { value: '', label: t`Semua waktu` },
            ...BOOKING_PERIODS.map((value) => ({ value, label: periodName(i18n, value) })),
          ]}
        />
        <Select
          label={t`Status`}
          value={status}
          onChange={(event) => setStatus(event.target.value as BookingStatus | '')}
          options={[
            { value: '', label: t`Semua status` },
            ...BOOKING_STATUSES.map((value) => ({ value, label: statusName(i18n, value) })),
          ]}
        />
      </div>
      {query.isPending ? (
        <Loading />
      ) : query.isError && bookings.length === 0 ? (
        <Failed onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : bookings.length === 0 ? (
        <EmptyState
          title={filtered ? t`Tidak ada pesanan yang cocok` : t`Belum ada pesanan`}
          description={
            filtered
              ? t`Coba periode atau status lain.`
              : t`Pesan hotel pertama Anda dan lihat pesanannya di sini.`
          }
          action={
            <Link to="/" className={styles.link}>
              <Trans>Cari hotel</Trans>
            </Link>
          }
        />
      ) : (
        <>
          <p className={styles.muted} aria-live="polite">
            {t`${bookings.length} dari ${total} pesanan`}
          </p>
          <ul className={styles.list} aria-label={t`Daftar pesanan`}>
            {bookings.map((booking) => (
              <li key={booking.code}>
                <BookingItem booking={booking} />
              </li>
            ))}
          </ul>
          {query.hasNextPage ? (
            <LoadMore
              loading={query.isFetchingNextPage}
              failed={query.isFetchNextPageError}
              onMore={() => void query.fetchNextPage()}
            />
          ) : null}
        </>
      )}
    </AccountMain>
  );
}

/**
 * Infinite scroll: the next page loads when this comes into view. The button stays for keyboards, screen readers
 * and browsers without IntersectionObserver, and offers a retry when a page failed.
 */
function LoadMore({ loading, failed, onMore }: { loading: boolean; failed: boolean; onMore: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const more = useRef(onMore);
  more.current = onMore;
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined' || loading || failed) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) more.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [loading, failed]);
  return (
    <div ref={ref} className={history.more}>
      {failed ? (
        <p className={styles.error} role="alert">
          <Trans>Pesanan berikutnya tidak dapat dimuat.</Trans>
        </p>
      ) : null}
      <Button variant="secondary" loading={loading} onClick={onMore}>
        {failed ? <Trans>Coba lagi</Trans> : <Trans>Muat lebih banyak</Trans>}
      </Button>
    </div>
  );
}
