import { Trans, useLingui } from '@lingui/react/macro';
import { formatIDR } from '@nusa/i18n/format';
import { formatDisplayDate } from '@nusa/i18n/date-lite';
import { Link } from '@nusa/router/react';
import { Icon } from '@nusa/ui-kit/icon';
import { useEffect, useId } from 'react';
import layout from '@nusa/ui-kit/page-layout.module.css';
import styles from './checkout.module.css';
import { langOf } from './messages';
import { dropDraft } from './model/session-store';
import type { Cart } from './model/types';
import { useGuestsSummary } from './sections/booking-review';

/**
 * The booking is made (paid, or confirmed to pay at the hotel): its code, what was booked, what happens next and
 * the way to the booking's detail. Nothing the member typed is kept any longer.
 */
export function Confirmation({ cart }: { cart: Cart }) {
  const { i18n } = useLingui();
  const lang = langOf(i18n);
  const headingId = useId();
  const guests = useGuestsSummary();
  useEffect(() => dropDraft(cart.id), [cart.id]);
  const code = cart.booking_code ?? cart.payment?.booking_code ?? '';
  const item = cart.items[0];
  const atHotel = cart.payment?.method === 'pay_at_hotel';
  const email = cart.contact?.email ?? '';
  const total = formatIDR(cart.payment?.amount ?? cart.price_details.total);
  const checkInTime = item?.hotel.check_in_time ?? '';
  return (
    <section className={styles.stack} aria-labelledby={headingId}>
      <div className={`${styles.notice} ${styles.noticeInfo}`} role="status">
        <Icon name="check-circle" />
        <h2 id={headingId} className={layout.sectionTitle}>
          {atHotel ? (
            <Trans>Pemesanan dikonfirmasi</Trans>
          ) : (
            <Trans>Pembayaran berhasil, pemesanan dikonfirmasi</Trans>
          )}
        </h2>
      </div>
      <div className={layout.section}>
        <p className={styles.muted}>
          <Trans>Kode booking</Trans>
        </p>
        <p className={styles.bookingCode}>{code}</p>
        {item ? (
          <dl className={layout.facts}>
            <dt>
              <Trans>Hotel</Trans>
            </dt>
            <dd>{item.hotel.name}</dd>
            <dt>
              <Trans>Kamar</Trans>
            </dt>
            <dd>{item.room_name}</dd>
            <dt>
              <Trans>Check-in</Trans>
            </dt>
            <dd>{formatDisplayDate(item.check_in, lang)}</dd>
            <dt>
              <Trans>Check-out</Trans>
            </dt>
            <dd>{formatDisplayDate(item.check_out, lang)}</dd>
            <dt>
              <Trans>Kamar & tamu</Trans>
            </dt>
            <dd>{guests(item)}</dd>
            <dt>{atHotel ? <Trans>Dibayar di hotel</Trans> : <Trans>Total dibayar</Trans>}</dt>
            <dd>{total}</dd>
          </dl>
        ) : null}
      </div>
      <div className={layout.section}>
        <h3 className={styles.hotelName}>
          <Trans>Selanjutnya</Trans>
        </h3>
        <ul className={styles.steps}>
          {email ? (
            <li>
              <Trans>E-voucher sudah dikirim ke {email}. Periksa juga folder spam.</Trans>
            </li>
          ) : null}
          <li>
            <Trans>Tunjukkan e-voucher dan KTP atau paspor saat check-in mulai pukul {checkInTime}.</Trans>
          </li>
          {atHotel ? (
            <li>
              <Trans>Bayar {total} di hotel saat check-in.</Trans>
            </li>
          ) : null}
        </ul>
      </div>
      <div className={styles.actions}>
        <Link to="/account/my-booking" search={{ code }} className={styles.buttonLink}>
          <Trans>Lihat detail pemesanan</Trans>
        </Link>
        <Link to="/" className={styles.link}>
          <Trans>Kembali ke Beranda</Trans>
        </Link>
      </div>
    </section>
  );
}
