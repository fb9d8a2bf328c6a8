import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '@nusa/api-client/errors';
import { memberReviewQuery } from '@nusa/api-client/queries/reviews';
import { Link, useMatch } from '@nusa/router/react';
import { EmptyState } from '@nusa/ui-kit/empty-state';
import { useQuery } from '@tanstack/react-query';
import layout from '@nusa/ui-kit/page-layout.module.css';
import styles from '../account.module.css';
import { AccountMain, Failed, Loading } from '../frame';
import { langOf } from '../messages';
import { formatStayDate } from '../model/dates';
import { ReviewForm } from '../review/review-form';
import { ReviewView } from '../review/review-view';

export default function ReviewStay() {
  const { t, i18n } = useLingui();
  // useMatch rather than getRouteApi: the router's code is in the first route's chunk, and getRouteApi would add
  // its RouteApi class there for this one page.
  const { product, id } = useMatch({ from: '/account/review/$product/{-$id}' }).params;
  // Only hotels are reviewed here; the route's {product} keeps the spec's URL shape.
  const itemId = product === 'hotel' && id && /^\d{1,10}$/.test(id) ? Number(id) : null;
  const query = useQuery({ ...memberReviewQuery(itemId ?? 0), enabled: itemId !== null });
  const missing = itemId === null || (query.isError && isApiError(query.error) && query.error.status === 404);
  const stay = query.data?.data;
  return (
    <AccountMain title={t`Ulasan hotel`} busy={itemId !== null && query.isPending}>
      {missing ? (
        <EmptyState
          title={t`Masa menginap tidak ditemukan`}
          action={
            <Link to="/account/review" className={styles.link}>
              <Trans>Kembali ke ulasan saya</Trans>
            </Link>
          }
        />
      ) : query.isPending ? (
        <Loading />
      ) : query.isError || !stay ? (
        <Failed onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <>
          <section className={layout.section} aria-labelledby="review-stay">
            <h2 id="review-stay" className={layout.sectionTitle}>
              {stay.hotel.name}
            </h2>
            <p className={styles.muted}>
              {stay.room_name} · {formatStayDate(stay.check_in, langOf(i18n))} –{' '}
              {formatStayDate(stay.check_out, langOf(i18n))}
            </p>
          </section>
          {stay.review ? (
            <>
              <p className={styles.success} role="status">
                <Trans>Terima kasih, ulasan Anda sudah terkirim.</Trans>
              </p>
              <ReviewView value={stay.review} />
            </>
          ) : stay.status === 'awaiting' ? (
            <ReviewForm stay={stay} />
          ) : null}
          <Link to="/account/review" className={styles.link}>
            <Trans>Kembali ke ulasan saya</Trans>
          </Link>
        </>
      )}
    </AccountMain>
  );
}
