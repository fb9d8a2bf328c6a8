import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDecimal } from '@nusa/i18n/decimal';
import { formatIDR } from '@nusa/i18n/format';
import { Badge } from '@nusa/ui-kit/badge';
import { Icon } from '@nusa/ui-kit/icon';
import { PriceBox, StruckPrice } from '@nusa/ui-kit/price';
import { Skeleton } from '@nusa/ui-kit/skeleton';
import type { ReactNode } from 'react';
import { MemberRate, MemberTeaser } from '../member-rate/member-rate';
import styles from './hotel-card.module.css';
import type { HotelSummary } from './results-model';

export interface HotelCardProps {
  hotel: HotelSummary;
  /** Renders the link around the card (a router Link in the app, a plain anchor in stories). */
  renderLink: (props: { className: string; children: ReactNode; 'aria-label': string }) => ReactNode;
  /** The first cards are above the fold: fetch their photo at once. */
  eager?: boolean;
  /**
   * What `distance_km` is measured from (point-of-interest searches: the place's name). Without it a distance is
   * the visitor's own ("hotels near me").
   */
  distanceFrom?: string | undefined;
  /**
   * The favorite (heart) toggle the shell puts in the hotel slots (slots.tsx), shown over the photo. Outside the
   * link: a button inside a link is invalid and would open the hotel on every tap of the heart.
   */
  favorite?: ReactNode;
  /**
   * Renders the sign-in link (the results page's `?login=1`, which opens the sign-in modal) of the member-rate
   * line a guest sees when members pay less. Outside the card's link, like the favorite. Without it the line is
   * not shown.
   */
  renderSignInLink?: ((children: ReactNode, className: string) => ReactNode) | undefined;
}

/** Kilometres with one decimal, written the way the language writes decimals ("1,2 km"). */
function formatDistance(km: number, lang: string): string {
  return `${formatDecimal(km, lang, { max: 1 })} km`;
}

/** Official stars as icons, named once for assistive technology. */
function Stars({ count }: { count: number }) {
  const { t } = useLingui();
  if (count <= 0) return null;
  return (
    <span
      className={styles.stars}
      role="img"
      aria-label={t({ message: plural(count, { other: 'Bintang #' }) })}
    >
      {Array.from({ length: count }, (_, i) => (
        <Icon key={i} name="star" size={14} filled />
      ))}
    </span>
  );
}

/** Review score on the 1-5 scale with one decimal, written the way the language writes decimals. */
function formatScore(score: number, lang: string): string {
  return formatDecimal(score, lang, { min: 1, max: 1 });
}

/** A hotel in the results list: photo, name, stars, area, reviews, badges, price per night and labels. */
export function HotelCard({
  hotel,
  renderLink,
  eager = false,
  distanceFrom,
  favorite,
  renderSignInLink,
}: HotelCardProps) {
  const { t, i18n } = useLingui();
  const area = [hotel.area_name, hotel.city_name].filter(Boolean).join(', ');
  const reviews = hotel.review_count;
  const price = hotel.cheapest_price;
  const available = hotel.availability === 'available' && price !== null;
  // Member rates (the API sets at most one of the two): a member paying a member rate sees the public price
  // struck through; a guest sees what a member pays, with the way to sign in.
  const publicPrice =
    available && hotel.public_price != null && hotel.public_price > price ? hotel.public_price : null;
  const memberPrice =
    available && hotel.member_price != null && hotel.member_price < price ? hotel.member_price : null;
  const discounted =
    publicPrice === null && price !== null && hotel.original_price !== null && hotel.original_price > price;
  const km = hotel.distance_km;
  const distance = km === null || km === undefined ? null : formatDistance(km, i18n.locale);

  return (
    <article className={styles.card}>
      {renderLink({
        className: styles.link ?? '',
        'aria-label': hotel.name,
        children: (
          <>
            <img
              className={styles.photo}
              src={hotel.image.thumbnail}
              srcSet={`${hotel.image.thumbnail} 230w, ${hotel.image.url} 600w`}
              sizes="(min-width: 768px) 230px, 35vw"
              width={hotel.image.width}
              height={hotel.image.height}
              alt={hotel.image.alt || hotel.name}
              loading={eager ? 'eager' : 'lazy'}
              // The first cards' photos are the largest paint above the fold on a phone.
              fetchPriority={eager ? 'high' : 'auto'}
              decoding="async"
            />
            <span className={styles.body}>
              <span className={styles.name}>{hotel.name}</span>
              <Stars count={hotel.star_rating} />
              {area ? (
                <span className={styles.area}>
                  <Icon name="location" size={14} /> {area}
                </span>
              ) : null}
              {distance ? (
                <span className={styles.distance}>
                  {distanceFrom ? (
                    <Trans>
                      {distance} dari {distanceFrom}
                    </Trans>
                  ) : (
                    <Trans>{distance} dari lokasi Anda</Trans>
                  )}
                </span>
              ) : null}
              {hotel.review_score !== null && reviews > 0 ? (
                <span className={styles.reviews}>
                  <span className={styles.score}>{formatScore(hotel.review_score, i18n.locale)}</span>{' '}
                  {t({ message: plural(reviews, { other: '# ulasan' }) })}
                </span>
              ) : (
                <span className={styles.noReviews}>
                  <Trans>Belum ada ulasan</Trans>
                </span>
              )}
              {hotel.badges?.length ? (
                <span className={styles.badges}>
                  {hotel.badges.map((b) => (
                    <Badge key={b.code} tone={b.code === 'promo' ? 'accent' : 'primary'}>
                      {b.label}
                    </Badge>
                  ))}
                </span>
              ) : null}
              <span className={styles.labels}>
                {hotel.free_cancellation ? (
                  <span className={styles.label}>
                    <Icon name="check-circle" size={14} /> <Trans>Gratis pembatalan</Trans>
                  </span>
                ) : null}
                {hotel.pay_at_hotel ? (
                  <span className={styles.label}>
                    <Icon name="check-circle" size={14} /> <Trans>Bayar di hotel</Trans>
                  </span>
                ) : null}
              </span>
              <PriceBox
                align="end"
                price={available ? formatIDR(price as number) : null}
                unit={<Trans>per kamar per malam</Trans>}
                unavailable={
                  hotel.availability === 'fully_booked' ? (
                    <Trans>Hotel penuh untuk tanggal ini</Trans>
                  ) : (
                    <Trans>Kamar habis, pilih tanggal lain</Trans>
                  )
                }
              >
                {publicPrice !== null ? (
                  <MemberRate
                    publicPrice={publicPrice}
                    badgeClassName={styles.memberBadge}
                    className={styles.original}
                  />
                ) : discounted ? (
                  <StruckPrice label={<Trans>Harga awal</Trans>} className={styles.original}>
                    {formatIDR(hotel.original_price as number)}
                  </StruckPrice>
                ) : null}
              </PriceBox>
            </span>
          </>
        ),
      })}
      {favorite ? <div className={styles.favorite}>{favorite}</div> : null}
      {memberPrice !== null && renderSignInLink ? (
        <MemberTeaser
          memberPrice={memberPrice}
          renderSignInLink={renderSignInLink}
          className={styles.memberTeaser}
          linkClassName={styles.memberLink}
        />
      ) : null}
    </article>
  );
}

/** Placeholder of a hotel card while a page of results loads (aria-hidden, ui-kit's Skeleton blocks). */
export function HotelCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <div className={styles.link}>
        <Skeleton className={styles.photo} height="100%" />
        <span className={styles.body}>
          <Skeleton shape="text" width="80%" height="0.875rem" />
          <Skeleton shape="text" width="40%" height="0.875rem" />
          <Skeleton shape="text" height="0.875rem" />
          <Skeleton shape="text" width="60%" height="0.875rem" />
          <Skeleton shape="text" width="50%" height="1.5rem" />
        </span>
      </div>
    </div>
  );
}
