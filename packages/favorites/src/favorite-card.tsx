import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { components } from '@nusa/api-client/schema';
import { DEFAULT_GUESTS, type StayDates, staySearchOf } from '@nusa/api-client/stay';
import { formatIDR } from '@nusa/i18n/format';
// The Register declaration, which types every Link of the app.
import type {} from '@nusa/router/router';
import { Link } from '@nusa/router/react';
import { Icon } from '@nusa/ui-kit/icon';
import { PriceBox, StruckPrice } from '@nusa/ui-kit/price';
import { Skeleton } from '@nusa/ui-kit/skeleton';
import type { ReactNode } from 'react';
import styles from './favorite-card.module.css';

type Favorite = components['schemas']['Favorite'];
type HotelSummary = components['schemas']['HotelSummary'];

export interface FavoriteCardProps {
  favorite: Favorite;
  /** The stay the price is for; the card opens the hotel with it. */
  stay: StayDates;
  onRemove: (favorite: Favorite) => void;
  /** The first cards are above the fold: fetch their photo at once. */
  eager?: boolean;
}

/** A saved hotel: photo, name, stars, area, the price per night for the stay, and the heart that removes it. */
export function FavoriteCard({ favorite, stay, onRemove, eager = false }: FavoriteCardProps) {
  const { t } = useLingui();
  const hotel = favorite.item;
  const hotelName = hotel?.name ?? t`Hotel tidak lagi tersedia`;
  return (
    <article className={styles.card}>
      {hotel ? (
        <HotelBody
          hotel={hotel}
          eager={eager}
          // The name is the link, stretched over the whole card (CSS): the card opens the hotel, and the link's
          // name is the hotel's rather than everything the card says.
          name={
            <Link
              to="/hotel/product/{-$country}/{-$city}/{-$area}/{-$slug}/{-$id}"
              params={productParams(hotel)}
              search={staySearchOf({ ...stay, ...DEFAULT_GUESTS })}
              className={styles.link}
            >
              {hotel.name}
            </Link>
          }
        />
      ) : (
        <>
          <span className={styles.noPhoto} aria-hidden="true">
            <Icon name="heart" size={24} filled />
          </span>
          <span className={styles.body}>
            <span className={styles.name}>{hotelName}</span>
            <span className={styles.muted}>
              <Trans>Hotel ini tidak lagi menerima pesanan di aplikasi.</Trans>
            </span>
          </span>
        </>
      )}
      <button
        type="button"
        className={styles.remove}
        aria-label={t`Hapus ${hotelName} dari favorit`}
        onClick={() => onRemove(favorite)}
      >
        <Icon name="heart" size={20} filled />
      </button>
    </article>
  );
}

function HotelBody({ hotel, eager, name }: { hotel: HotelSummary; eager: boolean; name: ReactNode }) {
  const { t } = useLingui();
  const area = [hotel.area_name, hotel.city_name].filter(Boolean).join(', ');
  const price = hotel.cheapest_price;
  const available = hotel.availability === 'available' && price !== null;
  const discounted = available && hotel.original_price !== null && hotel.original_price > price;
  return (
    <>
      <img
        className={styles.photo}
        src={hotel.image.thumbnail}
        width={hotel.image.width}
        height={hotel.image.height}
        alt={hotel.image.alt || hotel.name}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      <span className={styles.body}>
        <span className={styles.name}>{name}</span>
        {hotel.star_rating > 0 ? (
          <span
            className={styles.stars}
            role="img"
            aria-label={t({ message: plural(hotel.star_rating, { other: 'Bintang #' }) })}
          >
            {Array.from({ length: hotel.star_rating }, (_, i) => (
              <Icon key={i} name="star" size={14} filled />
            ))}
          </span>
        ) : null}
        {area ? (
          <span className={styles.muted}>
            <Icon name="location" size={14} /> {area}
          </span>
        ) : null}
        <PriceBox
          price={available ? formatIDR(price) : null}
          unit={<Trans>per kamar per malam</Trans>}
          unavailable={
            hotel.availability === 'fully_booked' ? (
              <Trans>Hotel penuh untuk tanggal ini</Trans>
            ) : (
              <Trans>Kamar habis, pilih tanggal lain</Trans>
            )
          }
        >
          {discounted ? (
            <StruckPrice label={<Trans>Harga awal</Trans>} className={styles.original}>
              {formatIDR(hotel.original_price as number)}
            </StruckPrice>
          ) : null}
        </PriceBox>
      </span>
    </>
  );
}

/** The hotel page's route params, as the results cards build them (country, city, area, slug, id). */
function productParams(hotel: HotelSummary) {
  return {
    country: hotel.country_slug,
    city: hotel.city_slug,
    ...(hotel.area_slug ? { area: hotel.area_slug } : {}),
    slug: hotel.slug,
    id: String(hotel.id),
  };
}

/** Placeholder of a card while the favorites load (hidden from assistive technology). */
export function FavoriteCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <Skeleton className={styles.photo} height="100%" />
      <span className={styles.body}>
        <Skeleton shape="text" width="80%" height="0.875rem" />
        <Skeleton shape="text" width="40%" height="0.875rem" />
        <Skeleton shape="text" width="60%" height="0.875rem" />
        <Skeleton shape="text" width="50%" height="1.5rem" />
      </span>
    </div>
  );
}
