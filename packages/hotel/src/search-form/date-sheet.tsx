// Loaded lazily by the search form: this module is the only one that pulls react-day-picker and date-fns.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { nightsBetween, type StayDates } from '@nusa/api-client/stay';
import type { Holiday } from '@nusa/core/common-slice';
import { formatDisplayDate } from '@nusa/i18n/date-lite';
import type { Lang } from '@nusa/i18n/languages';
import { BottomSheet } from '@nusa/ui-kit/bottom-sheet';
import { Button } from '@nusa/ui-kit/button';
import {
  DateRangePicker,
  type DateRangeValue,
  type Holiday as PickerHoliday,
} from '@nusa/ui-kit/date-range-picker';
import { use, useMemo, useState } from 'react';
import styles from './date-sheet.module.css';
import { MAX_NIGHTS } from './stay-dates';

type PickerLocale = Parameters<typeof DateRangePicker>[0]['locale'];

// Here rather than with the stay-date rules (stay-dates.ts, in the home page's chunk): only the picker needs them.
/** Local-midnight Date of a calendar date, the form react-day-picker works with. */
function isoToLocalDate(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
}

function localDateToIso(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

// One request per language for the whole session; `use` suspends until the locale has arrived.
const localeCache = new Map<string, Promise<PickerLocale>>();
function loadLocale(lang: Lang): Promise<PickerLocale> {
  let promise = localeCache.get(lang);
  if (!promise) {
    promise =
      lang === 'en'
        ? import('react-day-picker/locale/en-US').then((m) => m.enUS)
        : import('react-day-picker/locale/id').then((m) => m.id);
    localeCache.set(lang, promise);
  }
  return promise;
}

export function toPickerHolidays(holidays: Holiday[]): PickerHoliday[] {
  return holidays
    .filter((h) => h.status !== 'draft')
    .map((h) => ({ date: h.date, name: h.name, kind: h.type === 'joint_leave' ? 'joint_leave' : 'holiday' }));
}

export interface DateSheetProps {
  open: boolean;
  onClose: () => void;
  value: StayDates;
  /** Jakarta's date today: check-in cannot be earlier. */
  today: string;
  holidays: Holiday[];
  onApply: (stay: StayDates) => void;
}

export function DateSheet({ open, onClose, value, today, holidays, onApply }: DateSheetProps) {
  const { t, i18n } = useLingui();
  const lang = i18n.locale === 'en' ? 'en' : 'id';
  const locale = use(loadLocale(lang));
  const [range, setRange] = useState<DateRangeValue | undefined>(() => ({
    from: isoToLocalDate(value.checkIn),
    to: isoToLocalDate(value.checkOut),
  }));
  const [tooLong, setTooLong] = useState(false);
  const pickerHolidays = useMemo(() => toPickerHolidays(holidays), [holidays]);
  const todayDate = useMemo(() => isoToLocalDate(today), [today]);

  const nights =
    range?.from && range.to ? nightsBetween(localDateToIso(range.from), localDateToIso(range.to)) : 0;
  const labels = useMemo(
    () => ({
      previousMonth: t`Bulan sebelumnya`,
      nextMonth: t`Bulan berikutnya`,
      calendar: t`Kalender tanggal menginap`,
      today: t`Hari ini`,
      selected: t`dipilih`,
      rangeStart: t`check-in`,
      rangeEnd: t`check-out`,
      jointLeave: t`cuti bersama`,
      holidayList: t`Hari libur di bulan ini`,
    }),
    [t],
  );

  const footer =
    range?.from && range.to ? (
      <p className={styles.summary}>
        {formatDisplayDate(localDateToIso(range.from), lang)} –{' '}
        {formatDisplayDate(localDateToIso(range.to), lang)} ·{' '}
        {t({ message: plural(nights, { other: '# malam' }) })}
      </p>
    ) : (
      <p className={styles.summary}>
        <Trans>Pilih tanggal check-out</Trans>
      </p>
    );

  return (
    <BottomSheet
      open={open}
      onClose={onClose}
      title={<Trans>Pilih tanggal menginap</Trans>}
      closeLabel={t`Tutup`}
      footer={
        <Button
          fullWidth
          size="lg"
          disabled={!range?.from || !range.to}
          onClick={() => {
            if (range?.from && range.to) {
              onApply({ checkIn: localDateToIso(range.from), checkOut: localDateToIso(range.to) });
            }
          }}
        >
          <Trans>Simpan tanggal</Trans>
        </Button>
      }
    >
      <ul className={styles.legend} aria-label={t`Keterangan`}>
        <li>
          <span className={styles.swatchHoliday} aria-hidden="true">
            17
          </span>
          <Trans>Libur nasional</Trans>
        </li>
        <li>
          <span className={styles.swatchJointLeave} aria-hidden="true">
            17
          </span>
          <Trans>Cuti bersama</Trans>
        </li>
      </ul>
      {tooLong ? (
        <p role="alert" className={styles.error}>
          <Trans>Maaf, durasi menginap maksimal 15 malam</Trans>
        </p>
      ) : null}
      <DateRangePicker
        value={range}
        onChange={(next) => {
          setTooLong(false);
          setRange(next);
        }}
        locale={locale}
        labels={labels}
        today={todayDate}
        disabledBefore={todayDate}
        holidays={pickerHolidays}
        maxNights={MAX_NIGHTS}
        onMaxNightsExceeded={() => setTooLong(true)}
        footer={footer}
      />
    </BottomSheet>
  );
}

export default DateSheet;
