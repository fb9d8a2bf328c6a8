import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { nightsBetween } from '@nusa/api-client/stay';
import { formatDisplayDate } from '@nusa/i18n/date-lite';
import layout from '@nusa/ui-kit/page-layout.module.css';
import styles from '../checkout.module.css';
import { langOf } from '../messages';
import type { StayItem } from '../model/types';

/** "1 kamar, 2 dewasa, 0 anak": the same summary as the hotel pages' guest picker. */
export function useGuestsSummary() {
  const { t } = useLingui();
  return (item: Pick<StayItem, 'rooms' | 'adults' | 'children'>) => {
    const { rooms, adults } = item;
    const children = item.children.length;
    return t({
      message: plural(rooms, { other: `# kamar, ${adults} dewasa, ${children} anak` }),
    });
  };
}

/** The spec's hotel booking review: what is held for the member, for how long, on which terms. */
export function BookingReview({ item, headingId }: { item: StayItem; headingId: string }) {
  const { t, i18n } = useLingui();
  const lang = langOf(i18n);
  const guests = useGuestsSummary();
  const { hotel } = item;
  // Jakarta calendar days between the dates: the dates are calendar dates, never instants.
  const nights = nightsBetween(item.check_in, item.check_out);
  const checkInTime = hotel.check_in_time;
  const checkOutTime = hotel.check_out_time;
  return (
    <section className={layout.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={layout.sectionTitle}>
        <Trans>Tinjau pesanan hotel</Trans>
      </h2>
      <div className={styles.hotel}>
        <img src={hotel.image.thumbnail} alt="" width={88} height={66} />
        <div>
          <p className={styles.hotelName}>{hotel.name}</p>
          <p className={styles.muted}>{hotel.address}</p>
        </div>
      </div>
      <dl className={layout.facts}>
        <dt>
          <Trans>Kamar</Trans>
        </dt>
        <dd>{item.room_name}</dd>
        <dt>
          <Trans>Tempat tidur</Trans>
        </dt>
        <dd>{item.bed_type}</dd>
        <dt>
          <Trans>Check-in</Trans>
        </dt>
        <dd>
          {formatDisplayDate(item.check_in, lang)} · <Trans>mulai {checkInTime}</Trans>
        </dd>
        <dt>
          <Trans>Check-out</Trans>
        </dt>
        <dd>
          {formatDisplayDate(item.check_out, lang)} · <Trans>sebelum {checkOutTime}</Trans>
        </dd>
        <dt>
          <Trans>Lama menginap</Trans>
        </dt>
        <dd>{t({ message: plural(nights, { other: '# malam' }) })}</dd>
        <dt>
          <Trans>Kamar & tamu</Trans>
        </dt>
        <dd>{guests(item)}</dd>
        <dt>
          <Trans>Sarapan</Trans>
        </dt>
        <dd>{item.breakfast_included ? <Trans>Termasuk sarapan</Trans> : <Trans>Tanpa sarapan</Trans>}</dd>
        <dt>
          <Trans>Kebijakan pembatalan</Trans>
        </dt>
        <dd>
          {item.refundable ? <Trans>Bisa dibatalkan.</Trans> : <Trans>Tidak bisa dibatalkan.</Trans>}{' '}
          {item.cancellation_policy}
        </dd>
        <dt>
          <Trans>Bayar di hotel</Trans>
        </dt>
        <dd>{item.pay_at_hotel ? <Trans>Tersedia</Trans> : <Trans>Tidak tersedia</Trans>}</dd>
      </dl>
    </section>
  );
}
