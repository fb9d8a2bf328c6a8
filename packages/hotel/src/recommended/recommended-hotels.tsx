// The home page's recommended hotels (spec: GET /api/hotels/lists/highlights/recommended): a row of compact cards
// that scrolls sideways, each opening the hotel for the default stay, with the favorites heart the shell puts in
// the hotel slots. Prop-driven (stories, tests); recommended-section.tsx feeds it from the API.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDecimal } from '@nusa/i18n/decimal';
import { formatIDR } from '@nusa/i18n/format';
import { Icon } from '@nusa/ui-kit/icon';
import { Skeleton } from '@nusa/ui-kit/skeleton';
import { type ReactNode, Suspense } from 'react';
import type { HotelSummary } from '../results/results-model';
import { useHotelSlots } from '../slots';
import styles from './recommended-hotels.module.css';

export interface RecommendedHotelsProps {
  hotels: HotelSummary[];
  loading?: boolean;
  /** Renders the link around a card (a router Link to the hotel's page in the app, a plain anchor in stories). */
  renderLink: (hotel: HotelSummary, props: { className: string; children: ReactNode }) => ReactNode;
}

const TITLE_ID = 'recommended-hotels-title';
/** The stay a card opens and prices (recommended-section.tsx); `nights` in the message, like the date sheet's. */
const nights = 1;

/** Placeholder cards, the same size as the real ones so nothing jumps when they arrive (aria-hidden). */
function RecommendedSkeletons() {
  return (
    <ul className={styles.list} aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <li key={i} className={styles.item}>
          <span className={styles.link}>
            <Skeleton className={styles.photo} />
            <span className={styles.body}>
              <Skeleton shape="text" lines={2} />
              <Skeleton shape="text" width="60%" />
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The score is written the way the language writes decimals ("4,5" / "4.5"). */
const formatScore = (score: number, lang: string) => formatDecimal(score, lang, { min: 1, max: 1 });

export function RecommendedHotels({ hotels, loading = false, renderLink }: RecommendedHotelsProps) {
  const busy = loading && hotels.length === 0;
  // A failed or empty answer shows nothing at all: the section is a suggestion, not something the page needs.
  if (!busy && hotels.length === 0) return null;

  return (
    <section className={styles.section} aria-labelledby={TITLE_ID} aria-busy={busy || undefined}>
      <h2 id={TITLE_ID} className={styles.title}>
        <Trans>Hotel rekomendasi</Trans>
      </h2>
      {busy ? (
        <RecommendedSkeletons />
      ) : (
        <ul className={styles.list} aria-labelledby={TITLE_ID}>
          {hotels.map((hotel) => (
            <RecommendedCard key={hotel.id} hotel={hotel} renderLink={renderLink} />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * One card, a component of its own: in one piece the row of ten took 18 ms of a 4x-slowed phone that React could
 * not split; as separate components its background render yields between them (issue 14).
 */
function RecommendedCard({
  hotel,
  renderLink,
}: {
  hotel: HotelSummary;
  renderLink: RecommendedHotelsProps['renderLink'];
}) {
  const { t, i18n } = useLingui();
  const { FavoriteToggle } = useHotelSlots();
  const area = [hotel.area_name, hotel.city_name].filter(Boolean).join(', ');
  // The API prices each hotel for whoever asks: a member's price is the member rate. Named `price` as in
  // the popular destinations, so the two cards share one message ("mulai dari <0>{price}</0>").
  const price = hotel.cheapest_price === null ? null : formatIDR(hotel.cheapest_price);
  return (
    <li className={styles.item}>
      {renderLink(hotel, {
        className: styles.link ?? '',
        children: (
          <>
            <img
              className={styles.photo}
              src={hotel.image.thumbnail}
              srcSet={`${hotel.image.thumbnail} 230w, ${hotel.image.url} 600w`}
              sizes="240px"
              width={hotel.image.width}
              height={hotel.image.height}
              // The card's link is named by the hotel's name below; the photo adds nothing to it.
              alt=""
              // Below the fold on a phone: fetched as the row nears the screen.
              loading="lazy"
              decoding="async"
            />
            <span className={styles.body}>
              {/* The spaces between the lines keep the link's accessible name readable. */}
              <span className={styles.name}>{hotel.name}</span>{' '}
              {area ? (
                <span className={styles.area}>
                  <Icon name="location" size={14} /> {area}
                </span>
              ) : null}{' '}
              {hotel.review_score !== null && hotel.review_count > 0 ? (
                <span className={styles.rating}>
                  <Icon name="star" size={14} filled />{' '}
                  {/* The score alone: the review count's message would be one more on the first route's
                      catalog, whose budget is spent; the hotel's page has the reviews. */}
                  <span className={styles.score}>{formatScore(hotel.review_score, i18n.locale)}</span>
                </span>
              ) : null}{' '}
              {price !== null ? (
                <span className={styles.price}>
                  <Trans>
                    mulai dari <span className={styles.amount}>{price}</span>
                  </Trans>{' '}
                  {/* The card opens a one-night stay: "/ 1 malam" is the price per night (and one
                      message shared with the stay's nights, rather than a new one on the first route). */}
                  <span className={styles.muted}>
                    / {t({ message: plural(nights, { other: '# malam' }) })}
                  </span>
                </span>
              ) : null}
            </span>
          </>
        ),
      })}
      {/* Outside the link: a button inside a link is invalid and would open the hotel on every tap. The
          shell may hand a slot that suspends while its code loads: only the heart waits, not the row. */}
      {FavoriteToggle ? (
        <div className={styles.favorite}>
          <Suspense fallback={null}>
            <FavoriteToggle hotelId={hotel.id} hotelName={hotel.name} />
          </Suspense>
        </div>
      ) : null}
    </li>
  );
}
