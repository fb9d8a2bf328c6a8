import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatIDR } from '@nusa/i18n/format';
import { Skeleton } from '@nusa/ui-kit/skeleton';
import type { MouseEvent } from 'react';
import type { PopularDestination } from '../search-form/route-target';
import styles from './popular-destinations.module.css';

export interface PopularDestinationsProps {
  items: PopularDestination[];
  loading?: boolean;
  /** Link target of a card (so it opens in a new tab too); the click itself goes through onSelect. */
  hrefFor: (dest: PopularDestination) => string;
  onSelect?: (dest: PopularDestination) => void;
}

export function PopularDestinations({ items, loading = false, hrefFor, onSelect }: PopularDestinationsProps) {
  const heading = (
    <h2 id="popular-destinations-title" className={styles.title}>
      <Trans>Destinasi populer</Trans>
    </h2>
  );

  if (loading && items.length === 0) {
    return (
      <section className={styles.section} aria-labelledby="popular-destinations-title" aria-busy="true">
        {heading}
        <ul className={styles.list}>
          {[0, 1, 2, 3].map((i) => (
            <li key={i} className={styles.card}>
              <Skeleton width="100%" height={120} radius={12} />
              <Skeleton shape="text" lines={2} />
            </li>
          ))}
        </ul>
        <p className="nusa-visually-hidden" role="status">
          <Trans>Memuat destinasi populer…</Trans>
        </p>
      </section>
    );
  }
  if (items.length === 0) return null;

  return (
    <section className={styles.section} aria-labelledby="popular-destinations-title">
      {heading}
      <ul className={styles.list}>
        {items.map((d, index) => (
          <DestinationCard
            key={`${d.type}-${d.id}`}
            dest={d}
            index={index}
            hrefFor={hrefFor}
            onSelect={onSelect}
          />
        ))}
      </ul>
    </section>
  );
}

/**
 * One card, a component of its own: its link's address is built by the router (`hrefFor`), which took the list
 * 35 ms of a 4x-slowed phone for twelve cards in one piece. As separate components, React's background render
 * can yield between them (issue 14).
 */
function DestinationCard({
  dest: d,
  index,
  hrefFor,
  onSelect,
}: {
  dest: PopularDestination;
  index: number;
  hrefFor: PopularDestinationsProps['hrefFor'];
  onSelect: PopularDestinationsProps['onSelect'];
}) {
  const { t } = useLingui();
  const price = formatIDR(d.starting_price);
  const hotels = d.hotel_count;
  return (
    <li className={styles.card}>
      <a
        href={hrefFor(d)}
        className={styles.link}
        onClick={(e: MouseEvent<HTMLAnchorElement>) => {
          if (!onSelect || e.metaKey || e.ctrlKey || e.shiftKey) return;
          e.preventDefault();
          onSelect(d);
        }}
      >
        <img
          className={styles.image}
          src={d.image.thumbnail}
          srcSet={`${d.image.thumbnail} 230w, ${d.image.url} 600w`}
          sizes="(min-width: 768px) 230px, 45vw"
          width={d.image.width}
          height={d.image.height}
          alt={d.image.alt || d.name}
          // The first row is above the fold on a phone and is the page's largest paint: fetch it
          // at once (the first at high priority); the rest wait until they scroll near.
          loading={index < 2 ? 'eager' : 'lazy'}
          fetchPriority={index === 0 ? 'high' : 'auto'}
          decoding="async"
        />
        <span className={styles.body}>
          <span className={styles.name}>{d.name}</span>{' '}
          <span className={styles.meta}>{t({ message: plural(hotels, { other: '# hotel' }) })}</span>{' '}
          <span className={styles.price}>
            <Trans>
              mulai dari <span className={styles.amount}>{price}</span>
            </Trans>
          </span>
        </span>
      </a>
    </li>
  );
}
