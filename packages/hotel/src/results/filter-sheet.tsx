import { Trans, useLingui } from '@lingui/react/macro';
import { BottomSheet } from '@nusa/ui-kit/bottom-sheet';
import { formatDecimal } from '@nusa/i18n/decimal';
import { Button } from '@nusa/ui-kit/button';
import { type ChangeEvent, type ReactNode, useState } from 'react';
import styles from './filter-sheet.module.css';
import type { HotelSearchFacets, HotelSort, PropertyType, ResultsFilters } from './results-model';
import { NO_FILTERS, nameFromSlug, REVIEW_SCORE_MINIMUMS } from './results-model';

export interface FilterSheetProps {
  open: boolean;
  onClose: () => void;
  /** Sort and filters in force (from the URL); the sheet edits a copy until "apply". */
  value: ResultsFilters;
  /** Facet counts; undefined while they load. */
  facets?: HotelSearchFacets | undefined;
  /** Offer sorting by distance (point-of-interest and nearby searches). */
  distanceSort?: boolean;
  /** The order when none is chosen: popularity, or distance near the visitor. */
  defaultSort?: HotelSort;
  onApply: (value: ResultsFilters) => void;
}

const parsePrice = (text: string): number | undefined => {
  const digits = text.replace(/\D/g, '');
  return digits ? Math.min(Number(digits), 1e9) : undefined;
};

/**
 * A native checkbox row. Not ui-kit's Checkbox: its field internals sit in the home page's chunk, and sharing
 * them would split the first route's chunk (see results-model.ts).
 */
function Check({
  label,
  checked,
  onChange,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <label className={styles.check}>
      <input type="checkbox" checked={checked} onChange={onChange} />
      <span>{label}</span>
    </label>
  );
}

/** Sort and filters of the results in a bottom sheet, each value with its hotel count. */
export function FilterSheet({
  open,
  onClose,
  value,
  facets,
  distanceSort = false,
  defaultSort = 'popularity',
  onApply,
}: FilterSheetProps) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState<ResultsFilters>(value);
  const set = (patch: Partial<ResultsFilters>) => setDraft((d) => ({ ...d, ...patch }));
  const toggle = <T,>(list: T[], item: T) =>
    list.includes(item) ? list.filter((x) => x !== item) : [...list, item];

  const sorts: { value: HotelSort; label: string }[] = [
    { value: 'popularity', label: t`Paling populer` },
    { value: 'lowest_price', label: t`Harga terendah` },
    { value: 'highest_price', label: t`Harga tertinggi` },
    { value: 'rating', label: t`Rating ulasan tertinggi` },
    ...(distanceSort ? [{ value: 'distance' as const, label: t`Jarak terdekat` }] : []),
  ];
  const count = (n: number | undefined): ReactNode =>
    n === undefined ? null : <span className={styles.count}>({n})</span>;
  const starCount = (star: number) => facets?.star_ratings.find((s) => s.value === star)?.count;

  // Review buckets "4.5 and above" etc. on the 1-5 scale of the cards, best first, with a word for each.
  const scoreWords: Record<number, string> = {
    4.5: t`Luar biasa`,
    4: t`Sangat baik`,
    3.5: t`Baik`,
    3: t`Cukup baik`,
  };
  const scoreMinimums = [
    ...new Set([
      ...(facets?.review_scores.map((r) => r.min) ?? REVIEW_SCORE_MINIMUMS),
      ...(draft.review_score === undefined ? [] : [draft.review_score]),
    ]),
  ].sort((a, b) => b - a);
  const scoreCount = (min: number) => facets?.review_scores.find((r) => r.min === min)?.count;

  // A chosen value stays listed (and can be unticked) even when the other filters leave it no hotel.
  const propertyTypes: { code: PropertyType; name: string; count?: number }[] = [
    ...(facets?.property_types ?? []),
    ...draft.property_types
      .filter((code) => !facets?.property_types.some((p) => p.code === code))
      .map((code) => ({ code, name: nameFromSlug(code.replace(/_/g, '-')) })),
  ];

  return (
    <BottomSheet
      open={open}
      onClose={onClose}
      title={<Trans>Urutkan & filter</Trans>}
      closeLabel={t`Tutup`}
      footer={
        <div className={styles.footer}>
          <Button variant="secondary" onClick={() => setDraft({ ...NO_FILTERS, sort: draft.sort })}>
            <Trans>Hapus filter</Trans>
          </Button>
          <Button onClick={() => onApply(draft)}>
            <Trans>Terapkan</Trans>
          </Button>
        </div>
      }
    >
      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          <Trans>Urutkan</Trans>
        </legend>
        {sorts.map((s) => (
          <label key={s.value} className={styles.radio}>
            <input
              type="radio"
              name="sort"
              value={s.value}
              checked={(draft.sort ?? defaultSort) === s.value}
              onChange={() => set({ sort: s.value })}
            />
            {s.label}
          </label>
        ))}
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          <Trans>Harga per malam (Rp)</Trans>
        </legend>
        <div className={styles.prices}>
          <label className={styles.priceField}>
            <span>
              <Trans>Minimum</Trans>
            </span>
            <input
              inputMode="numeric"
              className={styles.input}
              value={draft.price_min ?? ''}
              placeholder={facets ? String(facets.price.min) : undefined}
              onChange={(e) => set({ price_min: parsePrice(e.target.value) })}
            />
          </label>
          <label className={styles.priceField}>
            <span>
              <Trans>Maksimum</Trans>
            </span>
            <input
              inputMode="numeric"
              className={styles.input}
              value={draft.price_max ?? ''}
              placeholder={facets ? String(facets.price.max) : undefined}
              onChange={(e) => set({ price_max: parsePrice(e.target.value) })}
            />
          </label>
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          <Trans>Bintang</Trans>
        </legend>
        <div className={styles.options}>
          {[5, 4, 3, 2, 1].map((star) => (
            <Check
              key={star}
              checked={draft.stars.includes(star)}
              onChange={() => set({ stars: toggle(draft.stars, star) })}
              label={
                <>
                  <Trans>Bintang {star}</Trans> {count(starCount(star))}
                </>
              }
            />
          ))}
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          <Trans>Skor ulasan</Trans>
        </legend>
        <label className={styles.radio}>
          <input
            type="radio"
            name="review_score"
            checked={draft.review_score === undefined}
            onChange={() => set({ review_score: undefined })}
          />
          <Trans>Semua skor</Trans>
        </label>
        {scoreMinimums.map((min) => (
          <label key={min} className={styles.radio}>
            <input
              type="radio"
              name="review_score"
              value={min}
              checked={draft.review_score === min}
              onChange={() => set({ review_score: min })}
            />
            <span>
              {formatDecimal(min, i18n.locale, { max: 1 })}+ {scoreWords[min] ?? ''} {count(scoreCount(min))}
            </span>
          </label>
        ))}
      </fieldset>

      {propertyTypes.length ? (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>
            <Trans>Jenis properti</Trans>
          </legend>
          <div className={styles.options}>
            {propertyTypes.map((p) => (
              <Check
                key={p.code}
                checked={draft.property_types.includes(p.code)}
                onChange={() => set({ property_types: toggle(draft.property_types, p.code) })}
                label={
                  <>
                    {p.name} {count(p.count)}
                  </>
                }
              />
            ))}
          </div>
        </fieldset>
      ) : null}

      {/* One area is the area searched: no choice to offer. */}
      {facets && (facets.areas.length > 1 || draft.areas.length > 0) ? (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>
            <Trans>Area</Trans>
          </legend>
          <div className={styles.options}>
            {facets.areas.map((a) => (
              <Check
                key={a.id}
                checked={draft.areas.includes(a.id)}
                onChange={() => set({ areas: toggle(draft.areas, a.id) })}
                label={
                  <>
                    {a.name} {count(a.count)}
                  </>
                }
              />
            ))}
          </div>
        </fieldset>
      ) : null}

      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          <Trans>Pilihan menginap</Trans>
        </legend>
        <div className={styles.options}>
          <Check
            checked={draft.breakfast}
            onChange={(e) => set({ breakfast: e.target.checked })}
            label={
              <>
                <Trans>Termasuk sarapan</Trans> {count(facets?.breakfast_included)}
              </>
            }
          />
          <Check
            checked={draft.free_cancellation}
            onChange={(e) => set({ free_cancellation: e.target.checked })}
            label={
              <>
                <Trans>Gratis pembatalan</Trans> {count(facets?.free_cancellation)}
              </>
            }
          />
          <Check
            checked={draft.pay_at_hotel}
            onChange={(e) => set({ pay_at_hotel: e.target.checked })}
            label={
              <>
                <Trans>Bayar di hotel</Trans> {count(facets?.pay_at_hotel)}
              </>
            }
          />
        </div>
      </fieldset>

      {facets?.facilities.length ? (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>
            <Trans>Fasilitas</Trans>
          </legend>
          <div className={styles.options}>
            {facets.facilities.map((f) => (
              <Check
                key={f.code}
                checked={draft.facilities.includes(f.code)}
                onChange={() => set({ facilities: toggle(draft.facilities, f.code) })}
                label={
                  <>
                    {f.name} {count(f.count)}
                  </>
                }
              />
            ))}
          </div>
        </fieldset>
      ) : null}

      {facets ? (
        <p className={styles.total} role="status">
          <Trans>{facets.total} hotel cocok dengan filter saat ini</Trans>
        </p>
      ) : (
        <p className={styles.total} role="status">
          <Trans>Memuat jumlah hotel…</Trans>
        </p>
      )}
    </BottomSheet>
  );
}
