import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { components } from '@nusa/api-client/schema';
import { Link } from '@nusa/router/react';
import layout from '@nusa/ui-kit/page-layout.module.css';
import styles from '../account.module.css';
import { langOf } from '../messages';
import { formatStayDate } from '../model/dates';

type Booking = components['schemas']['Booking'];
type StayItem = components['schemas']['StayItem'];

const HOTEL_ROUTE = '/hotel/product/{-$country}/{-$city}/{-$area}/{-$slug}/{-$id}' as const;

const hotelParamsOf = (hotel: StayItem['hotel']) => ({
  country: hotel.country_slug || undefined,
  city: hotel.city_slug || undefined,
  area: hotel.area_slug || undefined,
  slug: hotel.slug || undefined,
  id: String(hotel.id),
});

/** The stay: hotel (linked to its page), room, dates with the hotel's times, guests, requests and policy. */
export function StaySection({ booking }: { booking: Booking }) {
  const { t, i18n } = useLingui();
  const lang = langOf(i18n);
  const request = booking.special_request;
  const requests = request
    ? [
        request.bed_type === 'one_large_bed' ? t`1 tempat tidur besar` : null,
        request.bed_type === 'two_small_beds' ? t`2 tempat tidur kecil` : null,
        request.high_floor ? t`Lantai atas` : null,
        request.non_smoking ? t`Kamar bebas asap rokok` : null,
        request.connecting_rooms ? t`Kamar terhubung` : null,
        request.other,
      ].filter((value): value is string => Boolean(value))
    : [];
  return (
    <section className={layout.section} aria-labelledby="booking-stay">
      <h2 id="booking-stay" className={layout.sectionTitle}>
        <Trans>Detail menginap</Trans>
      </h2>
      {booking.products.map((stay) => (
        <dl key={stay.id} className={layout.facts}>
          <dt>
            <Trans>Hotel</Trans>
          </dt>
          <dd>
            <Link to={HOTEL_ROUTE} params={hotelParamsOf(stay.hotel)} className={styles.link}>
              {stay.hotel.name}
            </Link>
            <br />
            <span className={styles.muted}>{stay.hotel.address}</span>
          </dd>
          <dt>
            <Trans>Kamar</Trans>
          </dt>
          <dd>
            {t({ message: plural(stay.rooms, { other: `# × ${stay.room_name}` }) })}
            {stay.breakfast_included ? (
              <>
                {', '}
                <Trans>termasuk sarapan</Trans>
              </>
            ) : null}
          </dd>
          <dt>
            <Trans>Check-in</Trans>
          </dt>
          <dd>
            {formatStayDate(stay.check_in, lang)}, {t`mulai ${stay.hotel.check_in_time}`}
          </dd>
          <dt>
            <Trans>Check-out</Trans>
          </dt>
          <dd>
            {formatStayDate(stay.check_out, lang)}, {t`sebelum ${stay.hotel.check_out_time}`}
          </dd>
          <dt>
            <Trans>Durasi</Trans>
          </dt>
          <dd>{t({ message: plural(stay.nights, { other: '# malam' }) })}</dd>
          <dt>
            <Trans>Tamu</Trans>
          </dt>
          <dd>
            {t({ message: plural(stay.adults, { other: '# dewasa' }) })}
            {stay.children.length > 0
              ? `, ${t({ message: plural(stay.children.length, { other: '# anak' }) })}`
              : ''}
            {booking.guests.length > 0 ? (
              <>
                <br />
                {booking.guests.map((guest) => `${guest.title} ${guest.full_name}`).join(', ')}
              </>
            ) : null}
          </dd>
          <dt>
            <Trans>Permintaan khusus</Trans>
          </dt>
          <dd>{requests.length > 0 ? requests.join(', ') : t`Tidak ada`}</dd>
          <dt>
            <Trans>Kebijakan pembatalan</Trans>
          </dt>
          <dd>
            {stay.refundable
              ? (stay.cancellation_policy ?? t`Dapat dibatalkan`)
              : t`Tidak dapat dikembalikan (non-refundable)`}
          </dd>
        </dl>
      ))}
      <p className={styles.muted}>
        <Trans>Permintaan khusus diteruskan ke hotel dan bergantung pada ketersediaan.</Trans>
      </p>
    </section>
  );
}
