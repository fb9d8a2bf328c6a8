import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { landingPageHotelsQuery } from '@nusa/api-client/queries/promotions';
import { DEFAULT_GUESTS, staySearchOf } from '@nusa/api-client/stay';
import { formatDisplayDate } from '@nusa/i18n/date-lite';
import { formatIDR } from '@nusa/i18n/format';
import type { Lang } from '@nusa/i18n/languages';
// The Register declaration, which types every Link of the app.
import type {} from '@nusa/router/router';
import { Link } from '@nusa/router/react';
import { Button } from '@nusa/ui-kit/button';
import { Icon } from '@nusa/ui-kit/icon';
import { StruckPrice } from '@nusa/ui-kit/price';
import { Skeleton } from '@nusa/ui-kit/skeleton';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { PromotionHotel } from '../model/promotion';
import styles from './participating-hotels.module.css';

/** Hotels per request; the page asks for the first page as the server's first answers do (apps/api first-paint.ts). */
const HOTELS_PER_PAGE = 12;

/** The participating hotels, a page at a time, each card opening the hotel for the promotion's stay. */
export function ParticipatingHotels({ slug, ended }: { slug: string; ended: boolean }) {
  const [pages, setPages] = useState(1);
  const first = useQuery(landingPageHotelsQuery(slug, { perpage: HOTELS_PER_PAGE }));
  const { i18n } = useLingui();
  const lang = i18n.locale as Lang;
  const stay = first.data?.stay;
  return (
    <section aria-labelledby="promotion-hotels-title" className={styles.section}>
      <h2 id="promotion-hotels-title" className={styles.title}>
        <Trans>Hotel partner</Trans>
      </h2>
      {stay ? (
        <p className={styles.note}>
          <Trans>
            Harga per kamar per malam untuk {formatDisplayDate(stay.check_in, lang)}, pajak dan biaya sudah
            termasuk.
          </Trans>
        </p>
      ) : null}
      {first.isPending ? (
        <HotelsSkeleton />
      ) : first.isError ? (
        <div role="alert" className={styles.state}>
          <p>
            <Trans>Hotel partner tidak dapat dimuat.</Trans>
          </p>
          <Button variant="secondary" loading={first.isFetching} onClick={() => void first.refetch()}>
            <Trans>Coba lagi</Trans>
          </Button>
        </div>
      ) : first.data.data.length === 0 ? (
        <p className={styles.note}>
          <Trans>Promo ini berlaku di semua hotel.</Trans>
        </p>
      ) : (
        <>
          <ul className={styles.grid}>
            <HotelCards hotels={first.data.data} stay={first.data.stay} ended={ended} />
            {Array.from({ length: pages - 1 }, (_, i) => (
              <MoreHotels key={i + 2} slug={slug} page={i + 2} ended={ended} />
            ))}
          </ul>
          {pages < first.data.meta.last_page ? (
            <Button variant="secondary" onClick={() => setPages((n) => n + 1)}>
              <Trans>Tampilkan hotel lainnya</Trans>
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}

type Stay = { check_in: string; check_out: string };

function MoreHotels({ slug, page, ended }: { slug: string; page: number; ended: boolean }) {
  const query = useQuery(landingPageHotelsQuery(slug, { perpage: HOTELS_PER_PAGE, page }));
  if (query.isPending) return <li aria-busy="true" className={styles.more} />;
  if (query.isError)
    return (
      <li role="alert" className={styles.more}>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          <Trans>Coba lagi</Trans>
        </Button>
      </li>
    );
  return <HotelCards hotels={query.data.data} stay={query.data.stay} ended={ended} />;
}

function HotelCards({ hotels, stay, ended }: { hotels: PromotionHotel[]; stay: Stay; ended: boolean }) {
  return hotels.map((item) => (
    <li key={item.hotel.id} className={styles.item}>
      <HotelCard item={item} stay={stay} ended={ended} />
    </li>
  ));
}

interface HotelCardProps {
  item: PromotionHotel;
  /** The stay the price is for; the card opens the hotel with it. */
  stay: Stay;
  /** The promotion has ended: the price alone, without the code's. */
  ended: boolean;
}

/** A participating hotel: photo, name, area, its price and the price with the code. */
function HotelCard({ item, stay, ended }: HotelCardProps) {
  const { t } = useLingui();
  const { hotel, promo_price: promoPrice } = item;
  const area = [hotel.area_name, hotel.city_name].filter(Boolean).join(', ');
  const price = hotel.availability === 'available' ? hotel.cheapest_price : null;
  return (
    <article className={styles.card}>
      <img
        className={styles.photo}
        src={hotel.image.thumbnail}
        width={hotel.image.width}
        height={hotel.image.height}
        alt=""
        loading="lazy"
        decoding="async"
      />
      <div className={styles.body}>
        <h3 className={styles.name}>
          <Link
            to="/hotel/product/{-$country}/{-$city}/{-$area}/{-$slug}/{-$id}"
            params={{
              country: hotel.country_slug,
              city: hotel.city_slug,
              ...(hotel.area_slug ? { area: hotel.area_slug } : {}),
              slug: hotel.slug,
              id: String(hotel.id),
            }}
            search={staySearchOf({ checkIn: stay.check_in, checkOut: stay.check_out, ...DEFAULT_GUESTS })}
            className={styles.link}
          >
            {hotel.name}
          </Link>
        </h3>
        {hotel.star_rating > 0 ? (
          <span
            className={styles.stars}
            role="img"
            aria-label={t({ message: plural(hotel.star_rating, { other: 'Bintang #' }) })}
          >
            {Array.from({ length: hotel.star_rating }, (_, i) => (
              <Icon key={i} name="star" size={12} filled />
            ))}
          </span>
        ) : null}
        {area ? <span className={styles.muted}>{area}</span> : null}
        <span className={styles.prices}>
          {price === null ? (
            <span className={styles.muted}>
              <Trans>Kamar habis untuk tanggal ini</Trans>
            </span>
          ) : promoPrice !== null ? (
            <>
              <StruckPrice label={<Trans>Harga tanpa promo</Trans>} className={styles.original}>
                {formatIDR(price)}
              </StruckPrice>
              <span className={styles.price}>
                <span className="nusa-visually-hidden">
                  <Trans>Harga dengan kode promo</Trans>{' '}
                </span>
                {formatIDR(promoPrice)}
              </span>
            </>
          ) : (
            <>
              <span className={styles.price}>{formatIDR(price)}</span>
              {ended ? null : (
                <span className={styles.muted}>
                  <Trans>Di bawah minimal transaksi promo</Trans>
                </span>
              )}
            </>
          )}
        </span>
      </div>
    </article>
  );
}

function HotelsSkeleton() {
  return (
    <div className={styles.grid} aria-hidden="true">
      {Array.from({ length: 2 }, (_, i) => (
        <div key={i} className={styles.card}>
          <Skeleton className={styles.photo} height="6rem" />
          <div className={styles.body}>
            <Skeleton shape="text" width="80%" height="1rem" />
            <Skeleton shape="text" width="50%" height="1rem" />
          </div>
        </div>
      ))}
    </div>
  );
}
