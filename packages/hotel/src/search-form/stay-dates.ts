// Stay-date rules. Dates are Jakarta calendar dates ('YYYY-MM-DD'); the Intl-only helpers of @nusa/i18n keep
// Luxon out of the home route.
import { isIsoDate, nightsBetweenDates, plusDays } from '@nusa/i18n/date-lite';

/** Spec §5/§9: a stay is at most 15 nights. */
export const MAX_NIGHTS = 15;

export interface StayDates {
  checkIn: string;
  checkOut: string;
}

export type StayProblem = 'invalid' | 'past' | 'too-short' | 'too-long';

/** Why a stay cannot be searched, or null when it can. `today` is Jakarta's date. */
export function checkStay(stay: StayDates, today: string): StayProblem | null {
  if (!isIsoDate(stay.checkIn) || !isIsoDate(stay.checkOut)) return 'invalid';
  if (stay.checkIn < today) return 'past';
  const nights = nightsBetweenDates(stay.checkIn, stay.checkOut);
  if (nights < 1) return 'too-short';
  if (nights > MAX_NIGHTS) return 'too-long';
  return null;
}

/** Tomorrow to the day after: the stay offered when nothing better is known. */
export function defaultStay(today: string): StayDates {
  return { checkIn: plusDays(today, 1), checkOut: plusDays(today, 2) };
}

/** The remembered stay while it can still be booked, otherwise the default one. */
export function initialStay(today: string, remembered?: Partial<StayDates> | null): StayDates {
  if (remembered?.checkIn && remembered.checkOut) {
    const stay = { checkIn: remembered.checkIn, checkOut: remembered.checkOut };
    if (checkStay(stay, today) === null) return stay;
  }
  return defaultStay(today);
}

/** Local-midnight Date of a calendar date, the form react-day-picker works with. */
export function isoToLocalDate(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
}

export function localDateToIso(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
