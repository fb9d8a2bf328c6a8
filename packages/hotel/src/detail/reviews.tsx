// Reviews: the hotel's average and the average per point over all its reviews, then the reviews themselves,
// a page at a time ("load more"), sortable. Prop-driven; the page feeds it from POST /api/hotel-review/search.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDisplayDate } from '@nusa/i18n/date-lite';
import type { Lang } from '@nusa/i18n/languages';
import { Button } from '@nusa/ui-kit/button';
import { Icon } from '@nusa/ui-kit/icon';
import { useId } from 'react';
import { formatScore, type Review, type ReviewSort, type ReviewSummary } from './detail-model';
import styles from './reviews.module.css';

const POINTS: { key: keyof NonNullable<ReviewSummary['points']>; label: MessageDescriptor }[] = [
  { key: 'cleanliness', label: msg`Kebersihan` },
  { key: 'comfort', label: msg`Kenyamanan` },
  { key: 'services', label: msg`Pelayanan` },
  { key: 'value_for_money', label: msg`Sesuai harga` },
];

const SORT_LABELS: Record<ReviewSort, MessageDescriptor> = {
  newest: msg`Terbaru`,
  highest: msg`Nilai tertinggi`,
  lowest: msg`Nilai terendah`,
};

const TRAVEL_LABELS: Record<Review['type_of_travel'], MessageDescriptor> = {
  personal: msg`Perjalanan pribadi`,
  business: msg`Perjalanan bisnis`,
  family: msg`Liburan keluarga`,
};

export interface ReviewsProps {
  summary: ReviewSummary | null;
  reviews: Review[];
  total: number;
  sort: ReviewSort;
  onSort: (sort: ReviewSort) => void;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** Loading the first page (after a sort change too). */
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
}

export function Reviews({
  summary,
  reviews,
  total,
  sort,
  onSort,
  hasMore,
  loadingMore,
  onLoadMore,
  loading = false,
  error = false,
  onRetry,
}: ReviewsProps) {
  const { i18n } = useLingui();
  const sortId = useId();
  const lang = i18n.locale === 'en' ? 'en' : 'id';

  if (error && reviews.length === 0) {
    return (
      <div className={styles.error} role="alert">
        <p>
          <Trans>Ulasan gagal dimuat.</Trans>
        </p>
        {onRetry ? (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            <Trans>Coba lagi</Trans>
          </Button>
        ) : null}
      </div>
    );
  }
  if (!loading && (summary?.review_count ?? 0) === 0 && reviews.length === 0) {
    return (
      <p className={styles.none}>
        <Icon name="star" size={20} /> <Trans>Belum ada ulasan untuk hotel ini.</Trans>
      </p>
    );
  }

  return (
    <div className={styles.reviews}>
      {summary && summary.average !== null ? (
        <div className={styles.summary}>
          <p className={styles.average}>
            <span className={styles.averageScore}>{formatScore(summary.average, lang)}</span>
            <span className={styles.scale}>/5</span>
            <span className={styles.count}>
              <Trans>dari {summary.review_count} ulasan</Trans>
            </span>
          </p>
          {summary.points ? (
            <dl className={styles.points}>
              {POINTS.map(({ key, label }) => {
                const value = (summary.points as NonNullable<ReviewSummary['points']>)[key];
                return (
                  <div key={key} className={styles.point}>
                    <dt>{i18n._(label)}</dt>
                    <dd>
                      <span className={styles.bar} aria-hidden="true">
                        <span style={{ width: `${(value / 5) * 100}%` }} />
                      </span>
                      {formatScore(value, lang)}
                    </dd>
                  </div>
                );
              })}
            </dl>
          ) : null}
        </div>
      ) : null}

      <div className={styles.sort}>
        <label htmlFor={sortId}>
          <Trans>Urutkan</Trans>
        </label>
        <select id={sortId} value={sort} onChange={(e) => onSort(e.target.value as ReviewSort)}>
          {(Object.keys(SORT_LABELS) as ReviewSort[]).map((s) => (
            <option key={s} value={s}>
              {i18n._(SORT_LABELS[s])}
            </option>
          ))}
        </select>
      </div>

      {loading ? (
        <p role="status" className={styles.loading}>
          <Trans>Memuat ulasan…</Trans>
        </p>
      ) : (
        <ul className={styles.list} aria-label={i18n._(msg`Ulasan tamu`)}>
          {reviews.map((review) => (
            <li key={review.id}>
              <ReviewItem review={review} lang={lang} />
            </li>
          ))}
        </ul>
      )}
      {!loading && total > 0 ? (
        <p className={styles.shown} role="status">
          <Trans>
            Menampilkan {reviews.length} dari {total} ulasan
          </Trans>
        </p>
      ) : null}
      {error && reviews.length > 0 ? (
        <p role="alert" className={styles.inlineError}>
          <Trans>Ulasan berikutnya gagal dimuat.</Trans>
        </p>
      ) : null}
      {hasMore && !loading ? (
        <Button variant="secondary" fullWidth loading={loadingMore} onClick={onLoadMore}>
          <Trans>Muat ulasan lainnya</Trans>
        </Button>
      ) : null}
    </div>
  );
}

function ReviewItem({ review, lang }: { review: Review; lang: Lang }) {
  const { t, i18n } = useLingui();
  const name = review.reviewer_name ?? t`Anonim`;
  return (
    <article className={styles.item} aria-label={t`Ulasan dari ${name}`}>
      <header className={styles.itemHeader}>
        <span className={styles.itemScore}>{formatScore(review.average, lang)}</span>
        <div>
          <h3 className={styles.itemTitle}>{review.title}</h3>
          <p className={styles.itemMeta}>
            {name} · {i18n._(TRAVEL_LABELS[review.type_of_travel])} ·{' '}
            <time dateTime={review.created_at}>
              {formatDisplayDate(review.created_at.slice(0, 10), lang)}
            </time>
          </p>
        </div>
      </header>
      <p className={styles.itemText}>{review.description}</p>
      {review.media.length > 0 ? (
        <ul className={styles.media} aria-label={t`Foto dan video dari ${name}`}>
          {review.media.map((item, index) => {
            const position = index + 1;
            return (
              <li key={item.id}>
                {item.type === 'photo' ? (
                  // The thumbnail (230 px) in the list; the banner (600 px) opens on a tap.
                  <a href={item.url} target="_blank" rel="noreferrer">
                    <img
                      src={item.thumbnail_url ?? item.url}
                      alt={t`Foto ${position} dari ulasan ${name}`}
                      loading="lazy"
                      decoding="async"
                    />
                  </a>
                ) : (
                  // biome-ignore lint/a11y/useMediaCaption: guests' own clips carry no caption track.
                  <video
                    src={item.url}
                    controls
                    preload="none"
                    aria-label={t`Video ${position} dari ulasan ${name}`}
                  />
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
      {review.room_name ? (
        <p className={styles.itemMeta}>
          <Trans>Menginap di {review.room_name}</Trans>
        </p>
      ) : null}
    </article>
  );
}
