// Loaded lazily by the search form (steppers and selects are not needed to paint the home page).
import { Trans, useLingui } from '@lingui/react/macro';
import type { Guests } from '@nusa/api-client/stay';
import { BottomSheet } from '@nusa/ui-kit/bottom-sheet';
import { Button } from '@nusa/ui-kit/button';
import { Select } from '@nusa/ui-kit/select';
import { Stepper } from '@nusa/ui-kit/stepper';
import { useState } from 'react';
import { GUEST_LIMITS } from './guests';
import {
  adultsBounds,
  childrenBounds,
  completeGuests,
  type GuestsDraft,
  missingChildAges,
  roomsBounds,
  setAdults,
  setChildAge,
  setChildrenCount,
  setRooms,
} from './guests-draft';
import styles from './guests-sheet.module.css';

export interface GuestsSheetProps {
  open: boolean;
  onClose: () => void;
  value: Guests;
  onApply: (guests: Guests) => void;
}

const AGES = Array.from(
  { length: GUEST_LIMITS.maxChildAge - GUEST_LIMITS.minChildAge + 1 },
  (_, i) => i + GUEST_LIMITS.minChildAge,
);

export function GuestsSheet({ open, onClose, value, onApply }: GuestsSheetProps) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<GuestsDraft>(value);
  const [showMissing, setShowMissing] = useState(false);
  const missing = new Set(missingChildAges(draft));
  const rooms = roomsBounds(draft);
  const adults = adultsBounds(draft);
  const children = childrenBounds(draft);

  const ageOptions = AGES.map((age) => ({
    value: String(age),
    label: age === 0 ? t`Di bawah 1 tahun` : t`${age} tahun`,
  }));

  const apply = () => {
    const guests = completeGuests(draft);
    if (!guests) {
      setShowMissing(true);
      return;
    }
    onApply(guests);
  };

  return (
    <BottomSheet
      open={open}
      onClose={onClose}
      title={<Trans>Kamar & tamu</Trans>}
      closeLabel={t`Tutup`}
      footer={
        <Button fullWidth size="lg" onClick={apply}>
          <Trans>Simpan</Trans>
        </Button>
      }
    >
      <div className={styles.list}>
        <Stepper
          label={<Trans>Kamar</Trans>}
          description={<Trans>Maksimal 8 kamar</Trans>}
          value={draft.rooms}
          min={rooms.min}
          max={rooms.max}
          onChange={(n) => setDraft((d) => setRooms(d, n))}
          decrementLabel={t`Kurangi kamar`}
          incrementLabel={t`Tambah kamar`}
        />
        <Stepper
          label={<Trans>Dewasa</Trans>}
          description={<Trans>Minimal 1 dewasa per kamar</Trans>}
          value={draft.adults}
          min={adults.min}
          max={adults.max}
          onChange={(n) => setDraft((d) => setAdults(d, n))}
          decrementLabel={t`Kurangi dewasa`}
          incrementLabel={t`Tambah dewasa`}
        />
        <Stepper
          label={<Trans>Anak</Trans>}
          description={<Trans>Usia 0-17 tahun, maksimal 6 per kamar</Trans>}
          value={draft.childrenAges.length}
          min={children.min}
          max={children.max}
          onChange={(n) => setDraft((d) => setChildrenCount(d, n))}
          decrementLabel={t`Kurangi anak`}
          incrementLabel={t`Tambah anak`}
        />
        {draft.childrenAges.length > 0 ? (
          <fieldset className={styles.ages}>
            <legend className={styles.agesLegend}>
              <Trans>Usia anak saat check-in</Trans>
            </legend>
            {draft.childrenAges.map((age, i) => {
              const n = i + 1;
              return (
                <Select
                  key={i}
                  label={t`Usia anak ${n}`}
                  placeholder={t`Pilih usia`}
                  options={ageOptions}
                  value={age === null ? '' : String(age)}
                  required
                  error={showMissing && missing.has(i) ? t`Pilih usia anak ${n}` : undefined}
                  onChange={(e) =>
                    setDraft((d) => setChildAge(d, i, e.target.value === '' ? null : Number(e.target.value)))
                  }
                />
              );
            })}
          </fieldset>
        ) : null}
      </div>
    </BottomSheet>
  );
}

export default GuestsSheet;
