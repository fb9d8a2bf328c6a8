import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '@nusa/api-client/errors';
import {
  bookingQuery,
  bookingsKeys,
  cancelBooking,
  cancellationQuoteQuery,
} from '@nusa/api-client/queries/bookings';
import type { components } from '@nusa/api-client/schema';
import { formatIDR } from '@nusa/i18n/format';
import { formatJakartaInstant } from '@nusa/i18n/instant';
import { Button } from '@nusa/ui-kit/button';
import { Dialog } from '@nusa/ui-kit/dialog';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import layout from '@nusa/ui-kit/page-layout.module.css';
import styles from '../account.module.css';
import { langOf } from '../messages';

type Booking = components['schemas']['Booking'];

/** Bookings that may still be cancelled ask the server; the others have nothing to offer. */
const OPEN: readonly Booking['status'][] = ['paid', 'pending'];

/**
 * Self-service cancellation: the server's quote says whether the booking can be cancelled now (before the
 * free-cancellation deadline, Jakarta time) and what comes back; the confirmation states the refund amount.
 * A non-refundable booking, or one past its deadline, says why it cannot be cancelled.
 */
export function Cancellation({ booking }: { booking: Booking }) {
  const open = OPEN.includes(booking.status);
  const quote = useQuery({ ...cancellationQuoteQuery(booking.code), enabled: open });
  if (!open || !quote.data) return null;
  const value = quote.data.data;
  if (value.cancellable) return <CancelBooking booking={booking} quote={value} />;
  if (value.reason !== 'non_refundable' && value.reason !== 'past_deadline') return null;
  return (
    <section className={layout.section} aria-labelledby="booking-cancel">
      <h2 id="booking-cancel" className={layout.sectionTitle}>
        <Trans>Pembatalan</Trans>
      </h2>
      <p>{value.message}</p>
    </section>
  );
}

function CancelBooking({
  booking,
  quote,
}: {
  booking: Booking;
  quote: components['schemas']['CancellationQuote'];
}) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<string | null>(null);
  const cancel = useMutation({
    // One key per confirmation: a retried request (a lost answer) cancels once and answers the same booking.
    mutationFn: (idempotencyKey: string) => cancelBooking(booking.code, { idempotencyKey }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(bookingQuery(booking.code).queryKey, answer);
      setConfirming(null);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingsKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: bookingsKeys.cancellation(booking.code) }),
      ]);
    },
  });
  const refund = formatIDR(quote.refund_amount);
  return (
    <section className={layout.section} aria-labelledby="booking-cancel">
      <h2 id="booking-cancel" className={layout.sectionTitle}>
        <Trans>Pembatalan</Trans>
      </h2>
      {quote.deadline ? (
        <p>{t`Gratis pembatalan hingga ${formatJakartaInstant(quote.deadline, langOf(i18n))}.`}</p>
      ) : null}
      <div className={styles.actions}>
        <Button
          variant="danger"
          onClick={() => {
            cancel.reset();
            setConfirming(crypto.randomUUID());
          }}
        >
          <Trans>Batalkan pesanan</Trans>
        </Button>
      </div>
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t`Batalkan pesanan ini?`}
        primaryAction={{
          label: t`Ya, batalkan`,
          variant: 'danger',
          loading: cancel.isPending,
          onClick: () => confirming && cancel.mutate(confirming),
        }}
        secondaryAction={{ label: t`Tidak`, variant: 'secondary', onClick: () => setConfirming(null) }}
      >
        <p>
          {quote.pay_at_hotel
            ? t`Pesanan bayar di hotel: tidak ada dana yang ditagih, jadi tidak ada pengembalian dana.`
            : t`Dana yang dikembalikan: ${refund}.`}
        </p>
        <p>{quote.message}</p>
        {cancel.isError ? (
          <p className={styles.error} role="alert">
            {isApiError(cancel.error) && cancel.error.status < 500
              ? cancel.error.message
              : t`Pesanan belum dibatalkan. Periksa koneksi Anda, lalu coba lagi.`}
          </p>
        ) : null}
      </Dialog>
    </section>
  );
}

/** The refund of a cancelled, paid booking: how much, and where it stands. */
export function RefundNote({ refund }: { refund: NonNullable<Booking['refund']> }) {
  const { t, i18n } = useLingui();
  const lang = langOf(i18n);
  const status =
    refund.status === 'refunded'
      ? t`Dana sudah dikembalikan`
      : refund.status === 'pending'
        ? t`Sedang diproses`
        : t`Gagal, hubungi layanan pelanggan`;
  return (
    <section className={layout.section} aria-labelledby="booking-refund">
      <h2 id="booking-refund" className={layout.sectionTitle}>
        <Trans>Pengembalian dana</Trans>
      </h2>
      <dl className={layout.facts}>
        <dt>
          <Trans>Jumlah</Trans>
        </dt>
        <dd>{formatIDR(refund.amount)}</dd>
        <dt>
          <Trans>Status</Trans>
        </dt>
        <dd>{status}</dd>
        <dt>
          <Trans>Diajukan</Trans>
        </dt>
        <dd>{formatJakartaInstant(refund.requested_at, lang)}</dd>
        {refund.refunded_at ? (
          <>
            <dt>
              <Trans>Dikembalikan</Trans>
            </dt>
            <dd>{formatJakartaInstant(refund.refunded_at, lang)}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
