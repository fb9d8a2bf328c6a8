// Small presentational pieces of the results page (prop-driven, with stories).
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDisplayDate } from '@nusa/i18n/date-lite';
import { Button } from '@nusa/ui-kit/button';
import { EmptyState } from '@nusa/ui-kit/empty-state';
import { Icon } from '@nusa/ui-kit/icon';
import type { ReactNode } from 'react';
import { HotelCardSkeleton } from './hotel-card';
import styles from './results-page.module.css';

export interface SummaryBarProps {
  destinationName: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  guests: { rooms: number; adults: number; childrenAges: number[] };
  onEdit: () => void;
  /** Start loading the search form (pointer over or focus on the summary). */
  onWarm?: () => void;
  /** Sort and filter button; the count shows on it when filters are on. */
  filterCount: number;
  onFilter: () => void;
}

/** The criteria in one line; tapping it reopens the search form. */
export function SummaryBar({
  destinationName,
  checkIn,
  checkOut,
  nights,
  guests,
  onEdit,
  onWarm,
  filterCount,
  onFilter,
}: SummaryBarProps) {
  const { t, i18n } = useLingui();
  const lang = i18n.locale === 'en' ? 'en' : 'id';
  const { rooms, adults } = guests;
  const children = guests.childrenAges.length;
  // The search form's own messages (same source text, same catalog entries); not imported from it so this
  // page shares no module with the home page's chunk.
  const nightsLabel = t({ message: plural(nights, { other: '# malam' }) });
  const guestSummary = [
    t({ message: plural(rooms, { other: '# kamar' }) }),
    t({ message: plural(adults, { other: '# dewasa' }) }),
    t({ message: plural(children, { other: '# anak' }) }),
  ].join(', ');
  return (
    <div className={styles.summary}>
      <button
        type="button"
        className={styles.summaryButton}
        onClick={onEdit}
        onPointerEnter={onWarm}
        onFocus={onWarm}
        aria-haspopup="dialog"
      >
        <Icon name="search" size={20} />
        <span className={styles.summaryText}>
          <span className="nusa-visually-hidden">
            <Trans>Ubah pencarian:</Trans>
          </span>{' '}
          <span className={styles.summaryPlace}>{destinationName}</span>{' '}
          <span className={styles.summaryMeta}>
            {formatDisplayDate(checkIn, lang)} – {formatDisplayDate(checkOut, lang)}, {nightsLabel},{' '}
            {guestSummary}
          </span>
        </span>
      </button>
      <Button variant="secondary" size="sm" onClick={onFilter} aria-haspopup="dialog">
        {filterCount > 0 ? <Trans>Urutkan & filter ({filterCount})</Trans> : <Trans>Urutkan & filter</Trans>}
      </Button>
    </div>
  );
}

/** Skeleton cards while a page of hotels loads; the status text tells assistive technology. */
export function ResultsSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div aria-busy="true">
      <ul className={styles.list}>
        {Array.from({ length: count }, (_, i) => (
          <li key={i}>
            <HotelCardSkeleton />
          </li>
        ))}
      </ul>
      <p className="nusa-visually-hidden" role="status">
        <Trans>Memuat hotel…</Trans>
      </p>
    </div>
  );
}

/** No hotel fits: suggest widening the search (fewer filters, other dates, a larger area). */
export function ResultsEmpty({
  hasFilters,
  onClearFilters,
  onEditSearch,
}: {
  hasFilters: boolean;
  onClearFilters: () => void;
  onEditSearch: () => void;
}) {
  return (
    <EmptyState
      illustration={<Icon name="bed" size={48} />}
      title={<Trans>Tidak ada hotel yang cocok</Trans>}
      description={
        hasFilters ? (
          <Trans>
            Coba hapus beberapa filter, ganti tanggal, atau cari di kota atau area yang lebih luas.
          </Trans>
        ) : (
          <Trans>Coba ganti tanggal atau cari di kota atau area yang lebih luas.</Trans>
        )
      }
      action={
        <div className={styles.actions}>
          {hasFilters ? (
            <Button variant="secondary" onClick={onClearFilters}>
              <Trans>Hapus filter</Trans>
            </Button>
          ) : null}
          <Button onClick={onEditSearch}>
            <Trans>Ubah pencarian</Trans>
          </Button>
        </div>
      }
    />
  );
}

/** For guests, in the list: members see member prices and keep favourites. */
export function SignInPrompt({
  renderLink,
}: {
  renderLink: (children: ReactNode, className: string) => ReactNode;
}) {
  return (
    <aside className={styles.signIn} aria-labelledby="results-sign-in-title">
      <Icon name="heart" size={24} />
      <p id="results-sign-in-title" className={styles.signInText}>
        <Trans>Masuk untuk melihat harga member dan menyimpan favorit</Trans>
      </p>
      {renderLink(<Trans>Masuk</Trans>, styles.signInLink ?? '')}
    </aside>
  );
}

/** An API failure (e.g. a 422 for a stay longer than 15 nights), with the way out: edit the search. */
export function ResultsError({
  message,
  onEditSearch,
  onRetry,
}: {
  message: string;
  onEditSearch: () => void;
  onRetry?: (() => void) | undefined;
}) {
  return (
    <div className={styles.error} role="alert">
      <Icon name="alert" size={24} />
      <div>
        <p className={styles.errorTitle}>
          <Trans>Pencarian tidak dapat diproses</Trans>
        </p>
        <p>{message}</p>
        <div className={styles.actions}>
          <Button onClick={onEditSearch}>
            <Trans>Ubah pencarian</Trans>
          </Button>
          {onRetry ? (
            <Button variant="secondary" onClick={onRetry}>
              <Trans>Coba lagi</Trans>
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
