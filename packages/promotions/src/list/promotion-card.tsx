import { Trans } from '@lingui/react/macro';
import { formatDisplayDate } from '@nusa/i18n/date-lite';
import type { Lang } from '@nusa/i18n/languages';
// The Register declaration, which types every Link of the app.
import type {} from '@nusa/router/router';
import { Link } from '@nusa/router/react';
import { Badge } from '@nusa/ui-kit/badge';
import { Skeleton } from '@nusa/ui-kit/skeleton';
import { jakartaDate, type LandingPage } from '../model/promotion';
import styles from './promotion-card.module.css';

/** The `sizes` of a card's picture: one column on phones, two from 576 px, three from 1024 px (the grid's). */
const CARD_IMAGE_SIZES = '(min-width: 1024px) 33vw, (min-width: 576px) 50vw, 100vw';

interface PromotionCardProps {
  promotion: LandingPage;
  lang: Lang;
  /** Inside the native app's web view the card opens the web view's own route (no header, banner, navigation). */
  embedded?: boolean;
  /** The first cards are above the fold: fetch their picture at once. */
  eager?: boolean;
}

/** The promotion's period, "Sab, 07 Nov 2026 – Rab, 06 Jan 2027" (Jakarta dates). */
export function periodText(promotion: Pick<LandingPage, 'start_at' | 'end_at'>, lang: Lang): string {
  return `${formatDisplayDate(jakartaDate(promotion.start_at), lang)} – ${formatDisplayDate(jakartaDate(promotion.end_at), lang)}`;
}

/** A promotion in the grid: picture, title, period and, before it starts, an "upcoming" badge. */
export function PromotionCard({ promotion, lang, embedded = false, eager = false }: PromotionCardProps) {
  const { image } = promotion;
  return (
    <article className={styles.card}>
      <img
        className={styles.image}
        src={image.thumbnail}
        srcSet={`${image.thumbnail} 230w, ${image.url} 600w`}
        sizes={CARD_IMAGE_SIZES}
        width={image.width}
        height={image.height}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        decoding="async"
      />
      <div className={styles.body}>
        {promotion.status === 'upcoming' ? (
          <Badge tone="accent" className={styles.badge}>
            <Trans>Segera hadir</Trans>
          </Badge>
        ) : null}
        <h2 className={styles.title}>
          {/* The title is the link, stretched over the whole card (CSS): a tap anywhere opens the promotion. */}
          {embedded ? (
            <Link to="/promotions/mobiles/{-$slug}" params={{ slug: promotion.slug }} className={styles.link}>
              {promotion.title}
            </Link>
          ) : (
            <Link to="/promotions/$slug" params={{ slug: promotion.slug }} className={styles.link}>
              {promotion.title}
            </Link>
          )}
        </h2>
        <p className={styles.period}>
          <span className="nusa-visually-hidden">
            <Trans>Periode promo</Trans>{' '}
          </span>
          {periodText(promotion, lang)}
        </p>
      </div>
    </article>
  );
}

/** Placeholder of a card while the list loads (hidden from assistive technology). */
export function PromotionCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <Skeleton className={styles.image} height="100%" />
      <div className={styles.body}>
        <Skeleton shape="text" width="80%" height="1rem" />
        <Skeleton shape="text" width="60%" height="0.875rem" />
      </div>
    </div>
  );
}
