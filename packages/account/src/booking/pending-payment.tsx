import { Trans, useLingui } from '@lingui/react/macro';
import type { components } from '@nusa/api-client/schema';
import { formatIDR } from '@nusa/i18n/format';
import { formatJakartaInstant } from '@nusa/i18n/instant';
import { Link } from '@nusa/router/react';
import { Countdown } from '@nusa/ui-kit/countdown';
import layout from '@nusa/ui-kit/page-layout.module.css';
import styles from '../account.module.css';
import { langOf } from '../messages';
import booking from './booking.module.css';

type Payment = components['schemas']['Payment'];

/**
 * A payment still waiting: the amount, the time left (on the server's clock: the answer's server_time and when it
 * arrived), what to pay to, and the way back to the checkout's payment page, which resumes the same cart.
 */
export function PendingPayment({
  payment,
  receivedAt,
  onExpired,
}: {
  payment: Payment;
  /** When the answer carrying the payment arrived, on this phone's clock. */
  receivedAt: number;
  /** The deadline passed while the page was open: the booking is read again. */
  onExpired: () => void;
}) {
  const { t, i18n } = useLingui();
  const instructions = payment.instructions;
  const endsAt = receivedAt + (Date.parse(payment.expires_at) - Date.parse(payment.server_time));
  return (
    <section className={layout.section} aria-labelledby="booking-payment">
      <h2 id="booking-payment" className={layout.sectionTitle}>
        <Trans>Selesaikan pembayaran</Trans>
      </h2>
      <Countdown
        endsAt={endsAt}
        label={t`Bayar sebelum ${formatJakartaInstant(payment.expires_at, langOf(i18n))}`}
        announce={(minutes) => t`Sisa waktu ${minutes} menit.`}
        onEnd={onExpired}
      />
      <dl className={layout.facts}>
        <dt>
          <Trans>Jumlah</Trans>
        </dt>
        <dd className={booking.account}>{formatIDR(payment.amount)}</dd>
        {instructions?.bank_name ? (
          <>
            <dt>
              <Trans>Bank</Trans>
            </dt>
            <dd>{instructions.bank_name}</dd>
          </>
        ) : null}
        {instructions?.account_number ? (
          <>
            <dt>
              <Trans>Nomor virtual account</Trans>
            </dt>
            <dd className={booking.account}>{instructions.account_number}</dd>
          </>
        ) : null}
        {instructions?.account_holder ? (
          <>
            <dt>
              <Trans>Atas nama</Trans>
            </dt>
            <dd>{instructions.account_holder}</dd>
          </>
        ) : null}
      </dl>
      {instructions && instructions.steps.length > 0 ? (
        <>
          <h3 className={styles.legend}>{instructions.title}</h3>
          <ol className={booking.steps}>
            {instructions.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </>
      ) : null}
      <Link to="/checkout" search={{ cart: payment.cart_id }} className={styles.link}>
        <Trans>Lanjutkan pembayaran</Trans>
      </Link>
    </section>
  );
}
