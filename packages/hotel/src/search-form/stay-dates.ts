// Stay-date rules of the search form. Dates are Jakarta calendar dates ('YYYY-MM-DD'); counting nights and the
// default stay are @nusa/api-client/stay's (no Luxon on the home route).
import { defaultStay, isStayDate, nightsBetween, type StayDates } from '@nusa/api-client/stay';

/** Spec §5/§9: a stay is at most 15 nights. */
export const MAX_NIGHTS = 15;

export type StayProblem = 'invalid' | 'past' | 'too-short' | 'too-long';

/** Why a stay cannot be searched, or null when it can. `today` is Jakarta's date. */
export function checkStay(stay: StayDates, today: string): StayProblem | null {
  if (!isStayDate(stay.checkIn) || !isStayDate(stay.checkOut)) return 'invalid';
  if (stay.checkIn < today) return 'past';
  const nights = nightsBetween(stay.checkIn, stay.checkOut);
  if (nights < 1) return 'too-short';
  if (nights > MAX_NIGHTS) return 'too-long';
  return null;
}

/** The remembered stay while it can still be booked, otherwise the default one. */
export function initialStay(today: string, remembered?: Partial<StayDates> | null): StayDates {
  if (remembered?.checkIn && remembered.checkOut) {
    const stay = { checkIn: remembered.checkIn, checkOut: remembered.checkOut };
    if (checkStay(stay, today) === null) return stay;
  }
  return defaultStay(today);
}
