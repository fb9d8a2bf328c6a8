import 'react-day-picker/style.css';
import { type ReactNode, useId, useMemo, useState } from 'react';
import {
  DateLib,
  type DateRange,
  DayButton,
  type DayButtonProps,
  DayPicker,
  type DayPickerLocale,
  type DayPickerProps,
  type Matcher,
  type Modifiers,
} from 'react-day-picker';
import styles from './date-range-picker.module.css';

export interface Holiday {
  /** Calendar day, `YYYY-MM-DD`. */
  date: string;
  name: string;
  /** `joint_leave` is Indonesia's cuti bersama: a collective leave day next to a public holiday. */
  kind: 'holiday' | 'joint_leave';
}

export interface DateRangeValue {
  /** Check-in. */
  from?: Date | undefined;
  /** Check-out. */
  to?: Date | undefined;
}

export interface DateRangePickerLabels {
  /** aria-label of the previous-month button. */
  previousMonth: string;
  /** aria-label of the next-month button. */
  nextMonth: string;
  /** Accessible name of the calendar as a whole. */
  calendar?: string;
  /** Prefix for today's date in its accessible name, e.g. "Hari ini". */
  today?: string;
  /** Suffix for selected days, e.g. "dipilih". */
  selected?: string;
  /** Suffix for the first day of the range, e.g. "check-in". */
  rangeStart?: string;
  /** Suffix for the last day of the range, e.g. "check-out". */
  rangeEnd?: string;
  /** Added after a joint-leave day's name, e.g. "cuti bersama". */
  jointLeave?: string;
  /** Heading of the list of holidays in the visible months. The list is only shown when this is set. */
  holidayList?: string;
}

export interface DateRangePickerProps {
  value: DateRangeValue | undefined;
  onChange: (value: DateRangeValue | undefined) => void;
  /** Locale object from `react-day-picker/locale/<code>` (or date-fns): month and weekday names, week start. */
  locale: DayPickerLocale;
  labels: DateRangePickerLabels;
  /** Days before this are disabled. Defaults to `today`. */
  disabledBefore?: Date;
  /** Days after this are disabled (e.g. one year ahead). */
  disabledAfter?: Date;
  holidays?: Holiday[];
  /** Longest stay allowed. A longer pick is refused and reported through onMaxNightsExceeded. */
  maxNights?: number;
  onMaxNightsExceeded?: (nights: number, attempted: { from: Date; to: Date }) => void;
  numberOfMonths?: number;
  /** Month shown first; defaults to the check-in month, else the first bookable month. */
  defaultMonth?: Date;
  /** Override "today" (tests, server-provided Jakarta date). */
  today?: Date;
  /** Live-region footer under the calendar, e.g. "3 malam". */
  footer?: ReactNode;
  className?: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** Local calendar-day key, matching the `YYYY-MM-DD` strings of `Holiday.date`. */
export const dayKey = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

const parseDay = (key: string) => {
  const [y, m, d] = key.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
};

/**
 * Nights between check-in and check-out, counted on calendar days (DST-proof). Not @nusa/api-client/stay's
 * nightsBetween: ui-kit is presentational and may not depend on the API client, and it counts the picker's local
 * Dates rather than a stay's YYYY-MM-DD strings.
 */
export const nightsBetween = (from: Date, to: Date) =>
  Math.round(
    (Date.UTC(to.getFullYear(), to.getMonth(), to.getDate()) -
      Date.UTC(from.getFullYear(), from.getMonth(), from.getDate())) /
      86_400_000,
  );

// Module-level so DayPicker keeps one component identity; modifiers carry the holiday flags.
function HolidayDayButton({ children, ...props }: DayButtonProps) {
  const { modifiers } = props;
  const kind = modifiers.holiday ? 'holiday' : modifiers.jointLeave ? 'joint_leave' : undefined;
  return (
    <DayButton {...props} data-holiday={kind}>
      {children}
      {modifiers.jointLeave ? <span className={styles.dot} aria-hidden="true" /> : null}
    </DayButton>
  );
}

const components = { DayButton: HolidayDayButton };
const NO_HOLIDAYS: Holiday[] = [];

/** Check-in / check-out range picker with Indonesian public holidays marked and a maximum stay. */
export function DateRangePicker({
  value,
  onChange,
  locale,
  labels,
  disabledBefore,
  disabledAfter,
  holidays = NO_HOLIDAYS,
  maxNights,
  onMaxNightsExceeded,
  numberOfMonths = 1,
  defaultMonth,
  today: todayProp,
  footer,
  className,
}: DateRangePickerProps) {
  const listId = useId();
  const [now] = useState(() => new Date());
  const today = todayProp ?? now;
  const firstBookableKey = dayKey(disabledBefore ?? today);
  const firstBookable = useMemo(() => parseDay(firstBookableKey), [firstBookableKey]);
  const [month, setMonth] = useState(() => defaultMonth ?? value?.from ?? firstBookable);

  const byDay = useMemo(() => new Map(holidays.map((h) => [h.date, h])), [holidays]);

  const modifiers = useMemo(
    () => ({
      holiday: (date: Date) => byDay.get(dayKey(date))?.kind === 'holiday',
      jointLeave: (date: Date) => byDay.get(dayKey(date))?.kind === 'joint_leave',
    }),
    [byDay],
  );

  const dayPickerLabels = useMemo<DayPickerProps['labels']>(
    () => ({
      labelPrevious: () => labels.previousMonth,
      labelNext: () => labels.nextMonth,
      labelDayButton: (date: Date, m: Modifiers, options, dateLib) => {
        const holiday = byDay.get(dayKey(date));
        const parts = [
          m.today && labels.today,
          (dateLib ?? new DateLib(options)).format(date, 'PPPP'),
          holiday &&
            (holiday.kind === 'joint_leave' && labels.jointLeave
              ? `${holiday.name} (${labels.jointLeave})`
              : holiday.name),
          m.range_start && labels.rangeStart,
          m.range_end && labels.rangeEnd,
          m.selected && labels.selected,
        ];
        return parts.filter(Boolean).join(', ');
      },
    }),
    [byDay, labels],
  );

  const disabled = useMemo(() => {
    const matchers: Matcher[] = [{ before: firstBookable }];
    if (disabledAfter) matchers.push({ after: disabledAfter });
    return matchers;
  }, [firstBookable, disabledAfter]);

  const handleSelect = (range: DateRange | undefined) => {
    if (range?.from && range.to && maxNights !== undefined) {
      const nights = nightsBetween(range.from, range.to);
      if (nights > maxNights) {
        onMaxNightsExceeded?.(nights, { from: range.from, to: range.to });
        return;
      }
    }
    onChange(range ? { from: range.from, to: range.to } : undefined);
  };

  const visibleHolidays = useMemo(() => {
    if (!labels.holidayList) return [];
    const start = new Date(month.getFullYear(), month.getMonth(), 1);
    const end = new Date(month.getFullYear(), month.getMonth() + numberOfMonths, 1);
    return holidays
      .map((h) => ({ ...h, day: parseDay(h.date) }))
      .filter((h) => h.day >= start && h.day < end)
      .sort((a, b) => a.day.getTime() - b.day.getTime());
  }, [holidays, month, numberOfMonths, labels.holidayList]);

  const dateLib = useMemo(() => new DateLib({ locale }), [locale]);

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <DayPicker
        mode="range"
        selected={value?.from ? { from: value.from, to: value.to } : undefined}
        onSelect={handleSelect}
        // min 1 night: the first tap only sets check-in instead of a zero-night range.
        min={1}
        resetOnSelect
        excludeDisabled
        locale={locale}
        month={month}
        onMonthChange={setMonth}
        startMonth={firstBookable}
        endMonth={disabledAfter}
        today={today}
        numberOfMonths={numberOfMonths}
        disabled={disabled}
        modifiers={modifiers}
        modifiersClassNames={{ holiday: styles.holiday ?? '', jointLeave: styles.jointLeave ?? '' }}
        components={components}
        labels={dayPickerLabels}
        aria-label={labels.calendar}
        footer={footer}
      />
      {visibleHolidays.length > 0 ? (
        <div className={styles.holidays}>
          <p id={listId} className={styles.holidaysTitle}>
            {labels.holidayList}
          </p>
          <ul className={styles.holidayItems} aria-labelledby={listId}>
            {visibleHolidays.map((h) => (
              <li key={h.date} data-kind={h.kind}>
                <time dateTime={h.date} className={styles.holidayDate}>
                  {dateLib.format(h.day, 'd MMM')}
                </time>
                <span>
                  {h.name}
                  {h.kind === 'joint_leave' && labels.jointLeave ? ` (${labels.jointLeave})` : null}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
