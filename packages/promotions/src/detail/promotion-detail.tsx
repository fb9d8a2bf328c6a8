import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '@nusa/api-client/errors';
import { landingPageQuery } from '@nusa/api-client/queries/promotions';
import type { Lang } from '@nusa/i18n/languages';
import { remainingMs } from '@nusa/i18n/server-clock';
// The Register declaration, which types every Link of the app.
import type {} from '@nusa/router/router';
import { Link, notFound, rootRouteId } from '@nusa/router/react';
import { Button } from '@nusa/ui-kit/button';
import { Skeleton } from '@nusa/ui-kit/skeleton';
import { useQuery } from '@tanstack/react-query';
import { periodText } from '../list/promotion-card';
import { phaseOf } from '../model/promotion';
import { ParticipatingHotels } from './participating-hotels';
import { PromoCode } from './promo-code';
import { PromotionRules } from './promotion-rules';
import { PromotionStatus } from './promotion-status';
import styles from './promotion-detail.module.css';
import { useNow } from './use-now';

/** The banner's `sizes`: the page's width on a phone, at most 600 px (the picture's width). */
const BANNER_SIZES = '(min-width: 768px) 600px, 100vw';
/** Within a day of the end, the page watches the clock so it says "ended" the moment it does. */
const DAY_MS = 86_400_000;

interface PromotionDetailViewProps {
  slug: string;
  /** Inside the native app's web view: no link back to the list (the app has its own navigation). */
  embedded?: boolean;
  /** The phone's clock (stories pin it). */
  now?: () => number;
}

/**
 * One promotion: banner, title, period, the countdown before it starts or "ongoing" with its end, the code to
 * copy, the code's rules, description, how to use it, terms and the participating hotels. An unknown slug is the
 * app's 404 page; an ended promotion stays readable and says it has ended.
 */
export function PromotionDetailView({ slug, embedded = false, now: clock }: PromotionDetailViewProps) {
  const { i18n } = useLingui();
  const lang = i18n.locale as Lang;
  const query = useQuery(landingPageQuery(slug));
  const answer = query.data;
  // The countdown runs on the server's clock: its answer's time plus how long ago it arrived on this phone.
  const left = (at: string, now: number) =>
    answer ? remainingMs(at, answer.server_time, query.dataUpdatedAt, now) : 0;
  const ticking =
    answer !== undefined &&
    answer.data.status !== 'ended' &&
    (answer.data.status === 'upcoming' || left(answer.data.end_at, Date.now()) < DAY_MS);
  const now = useNow(ticking, clock);

  if (query.isError) {
    // The app's 404 page (the root route's), as for a path that matches no route.
    if (isApiError(query.error) && (query.error.status === 404 || query.error.status === 400))
      throw notFound({ routeId: rootRouteId });
    return (
      <main className={styles.page}>
        <div className={styles.state} role="alert">
          <p>
            <Trans>Promo tidak dapat dimuat. Periksa koneksi Anda, lalu coba lagi.</Trans>
          </p>
          <Button variant="secondary" loading={query.isFetching} onClick={() => void query.refetch()}>
            <Trans>Coba lagi</Trans>
          </Button>
        </div>
      </main>
    );
  }
  if (!answer) return <DetailSkeleton />;

  const promotion = answer.data;
  const startsIn = left(promotion.start_at, now);
  const phase = phaseOf(promotion.status, startsIn, left(promotion.end_at, now));
  return (
    <main className={styles.page}>
      <img
        className={styles.banner}
        src={promotion.image.url}
        srcSet={`${promotion.image.thumbnail} 230w, ${promotion.image.url} 600w`}
        sizes={BANNER_SIZES}
        width={promotion.image.width}
        height={promotion.image.height}
        alt=""
        fetchPriority="high"
      />
      <div className={styles.head}>
        <h1 className={styles.title}>{promotion.title}</h1>
        <p className={styles.subtitle}>{promotion.subtitle}</p>
        <p className={styles.period}>
          <Trans>Periode promo: {periodText(promotion, lang)}</Trans>
        </p>
      </div>
      <PromotionStatus promotion={promotion} phase={phase} startsIn={startsIn} lang={lang} />
      {promotion.promo_code ? <PromoCode code={promotion.promo_code} ended={phase === 'ended'} /> : null}
      <PromotionRules promotion={promotion} />
      <section aria-labelledby="promotion-description-title">
        <h2 id="promotion-description-title" className={styles.sectionTitle}>
          <Trans>Deskripsi</Trans>
        </h2>
        <p className={styles.text}>{promotion.description}</p>
      </section>
      {promotion.how_to_use.length > 0 ? (
        <section aria-labelledby="promotion-how-title">
          <h2 id="promotion-how-title" className={styles.sectionTitle}>
            <Trans>Cara menggunakan</Trans>
          </h2>
          <ol className={styles.steps}>
            {promotion.how_to_use.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      ) : null}
      {promotion.terms.length > 0 ? (
        <section aria-labelledby="promotion-terms-title">
          <h2 id="promotion-terms-title" className={styles.sectionTitle}>
            <Trans>Syarat dan ketentuan</Trans>
          </h2>
          <ul className={styles.terms}>
            {promotion.terms.map((term) => (
              <li key={term}>{term}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <ParticipatingHotels slug={promotion.slug} ended={phase === 'ended'} />
      {embedded ? null : (
        <Link to="/promotions" className={styles.back}>
          <Trans>Lihat promo lainnya</Trans>
        </Link>
      )}
    </main>
  );
}

/** The page's placeholder: busy, so the server's loading shell stays over it until the promotion is here. */
function DetailSkeleton() {
  return (
    <main className={styles.page} aria-busy="true">
      <Skeleton className={styles.banner} height="auto" />
      <Skeleton shape="text" width="70%" height="1.5rem" />
      <Skeleton shape="text" width="50%" height="1rem" />
      <p className="nusa-visually-hidden" role="status">
        <Trans>Memuat promo…</Trans>
      </p>
    </main>
  );
}
