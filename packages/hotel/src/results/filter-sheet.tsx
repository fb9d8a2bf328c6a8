import { Trans, useLingui } from '@lingui/react/macro';
import { BottomSheet } from '@nusa/ui-kit/bottom-sheet';
import { Button } from '@nusa/ui-kit/button';
import { type ChangeEvent, type ReactNode, useState } from 'react';
import styles from './filter-sheet.module.css';
import type { HotelSearchFacets, HotelSort, ResultsFilters } from './results-model';
import { NO_FILTERS } from './results-model';

export interface FilterSheetProps {
  open: boolean;
  onClose: () => void;
  /** Sort and filters in force (from the URL); the sheet edits a copy until "apply". */
  value: ResultsFilters;
  /** Facet counts; undefined while they load. */
  facets?: HotelSearchFacets | undefined;
  /** Offer sorting by distance (point-of-interest searches). */
  distanceSort?: boolean;
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
  onApply,
}: FilterSheetProps) {
  const { t } = useLingui();
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
              checked={(draft.sort ?? 'popularity') === s.value}
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
