import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { components } from '@nusa/api-client/schema';
import { formatIDR } from '@nusa/i18n/format';
import { Link } from '@nusa/router/react';
import { Badge } from '@nusa/ui-kit/badge';
import layout from '@nusa/ui-kit/page-layout.module.css';
import styles from '../account.module.css';
import { langOf, STATUS_TONE, statusName } from '../messages';
import { formatBookedAt, formatStayDate } from '../model/dates';
import item from './history.module.css';

type BookingSummary = components['schemas']['BookingSummary'];

/**
 * The spec's booking item: the booking number, meta rows (hotel, dates, rooms), the status badge and a price table
 * whose total row is highlighted. The whole card opens the booking's detail.
 */
export function BookingItem({ booking }: { booking: BookingSummary }) {
  const { t, i18n } = useLingui();
  const lang = langOf(i18n);
  const stay = booking.product;
  const headingId = `booking-${booking.code}`;
  return (
    <article className={`${layout.section} ${item.item}`} aria-labelledby={headingId}>
      <div className={styles.row}>
        <h2 id={headingId} className={item.number}>
          <Link to="/account/my-booking" search={{ code: booking.code }} className={item.cardLink}>
            {t`No. pesanan ${booking.number}`}
          </Link>
        </h2>
        <Badge tone={STATUS_TONE[booking.status]} solid={booking.status === 'paid'}>
          {statusName(i18n, booking.status)}
        </Badge>
      </div>
      <p className={styles.muted}>{formatBookedAt(booking.date, booking.time, lang)}</p>
      <dl className={layout.facts}>
        <dt>
          <Trans>Hotel</Trans>
        </dt>
        <dd>{stay.hotel.name}</dd>
        <dt>
          <Trans>Tanggal</Trans>
        </dt>
        <dd>
          {formatStayDate(stay.check_in, lang)} – {formatStayDate(stay.check_out, lang)}
        </dd>
        <dt>
          <Trans>Kamar</Trans>
        </dt>
        <dd>
          {t({ message: plural(stay.rooms, { other: `# × ${stay.room_name}` }) })},{' '}
          {t({ message: plural(stay.nights, { other: '# malam' }) })}
        </dd>
      </dl>
      <dl className={styles.prices}>
        <dt>
          {t({ message: plural(stay.nights, { other: `Harga kamar (${stay.rooms} kamar × # malam)` }) })}
        </dt>
        <dd>{formatIDR(stay.total_price)}</dd>
        <dt className={styles.total}>
          <Trans>Total</Trans>
        </dt>
        <dd className={styles.total}>{formatIDR(booking.total)}</dd>
      </dl>
    </article>
  );
}
