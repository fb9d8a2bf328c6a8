import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '@nusa/api-client/errors';
import { PAYMENT_CHANNEL_NAMES } from '@nusa/api-client/payment-channels';
import { bookingQuery } from '@nusa/api-client/queries/bookings';
import type { components } from '@nusa/api-client/schema';
import { Link, useSearch } from '@nusa/router/react';
import { Badge } from '@nusa/ui-kit/badge';
import { EmptyState } from '@nusa/ui-kit/empty-state';
import { useQuery } from '@tanstack/react-query';
import layout from '@nusa/ui-kit/page-layout.module.css';
import styles from '../account.module.css';
import booking from '../booking/booking.module.css';
import { BookingActions } from '../booking/booking-actions';
import { Cancellation, RefundNote } from '../booking/cancellation';
import { PendingPayment } from '../booking/pending-payment';
import { PriceSection } from '../booking/price-section';
import { StaySection } from '../booking/stay-section';
import { TrackingSection } from '../booking/tracking-section';
import { AccountMain, Failed, Loading } from '../frame';
import { langOf, paymentMethodName, paymentStatusName, STATUS_TONE, statusName } from '../messages';
import { formatBookedAt } from '../model/dates';

type Booking = components['schemas']['Booking'];

export default function BookingDetail() {
  const { t } = useLingui();
  const { code } = useSearch({ from: '/account/my-booking' });
  const query = useQuery({ ...bookingQuery(code ?? ''), enabled: Boolean(code) });
  const missing =
    !code || (query.isError && isApiError(query.error) && [403, 404].includes(query.error.status));
  return (
    <AccountMain title={t`Detail pesanan`} busy={Boolean(code) && query.isPending}>
      {missing ? (
        <EmptyState
          title={t`Pesanan tidak ditemukan`}
          description={t`Periksa kode pemesanan, atau cari pesanan Anda di daftar pesanan.`}
          action={
            <Link to="/account/history" className={styles.link}>
              <Trans>Lihat pesanan saya</Trans>
            </Link>
          }
        />
      ) : query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <Failed onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <BookingView
          booking={query.data.data}
          receivedAt={query.dataUpdatedAt}
          onExpired={() => void query.refetch()}
        />
      )}
    </AccountMain>
  );
}

function BookingView({
  booking: order,
  receivedAt,
  onExpired,
}: {
  booking: Booking;
  receivedAt: number;
  onExpired: () => void;
}) {
  const { i18n } = useLingui();
  const lang = langOf(i18n);
  const pending = order.status === 'pending' && order.payment?.status === 'pending' ? order.payment : null;
  return (
    <>
      <section className={layout.section} aria-labelledby="booking-summary">
        <div className={styles.row}>
          <h2 id="booking-summary" className={layout.sectionTitle}>
            <Trans>Kode pemesanan</Trans> <span className={booking.code}>{order.code}</span>
          </h2>
          <Badge tone={STATUS_TONE[order.status]} solid={order.status === 'paid'}>
            {statusName(i18n, order.status)}
          </Badge>
        </div>
        <dl className={layout.facts}>
          <dt>
            <Trans>No. pesanan</Trans>
          </dt>
          <dd>{order.number}</dd>
          <dt>
            <Trans>Tanggal pesan</Trans>
          </dt>
          <dd>{formatBookedAt(order.date, order.time, lang)}</dd>
          <dt>
            <Trans>Metode pembayaran</Trans>
          </dt>
          <dd>
            {paymentMethodName(i18n, order.payment_method)}
            {order.payment_channel ? ` (${PAYMENT_CHANNEL_NAMES[order.payment_channel]})` : ''}
          </dd>
          <dt>
            <Trans>Status pembayaran</Trans>
          </dt>
          <dd>{paymentStatusName(i18n, order.payment_status)}</dd>
        </dl>
      </section>
      {pending ? <PendingPayment payment={pending} receivedAt={receivedAt} onExpired={onExpired} /> : null}
      {order.status === 'expired' ? (
        <p className={styles.muted} role="note">
          <Trans>Waktu pembayaran habis. Silakan buat pesanan baru.</Trans>
        </p>
      ) : null}
      <BookingActions booking={order} />
      <StaySection booking={order} />
      <PriceSection prices={order.price_details} />
      {order.refund ? <RefundNote refund={order.refund} /> : null}
      <TrackingSection steps={order.tracking} />
      <Cancellation booking={order} />
    </>
  );
}
