// Calendar helpers in Asia/Jakarta: stay dates are calendar dates (YYYY-MM-DD), not instants.
import { DateTime } from 'luxon';

const ZONE = 'Asia/Jakarta';
/** Jakarta keeps UTC+7 all year (no daylight saving since 1964): its wall clock is UTC shifted by seven hours. */
export const JAKARTA_OFFSET_MS = 7 * 3_600_000;

export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

/**
 * A clock that reads `start` at the moment it is made and then runs in real time. End-to-end tests start the API
 * on it (TEST_CLOCK_START) so the server and the browser agree on "today" whatever day the suite runs on: a
 * fixed calendar in the browser against the server's real one made the suite fail once the fixed day had passed.
 */
export function startedClock(start: Date, realNow: () => number = Date.now): Clock {
  const offset = start.getTime() - realNow();
  return () => new Date(realNow() + offset);
}

/** Today's calendar date in Jakarta. */
export function jakartaToday(clock: Clock = systemClock): string {
  return DateTime.fromJSDate(clock(), { zone: ZONE }).toISODate() as string;
}

export function addDays(isoDate: string, days: number): string {
  return DateTime.fromISO(isoDate, { zone: ZONE }).plus({ days }).toISODate() as string;
}

/** An instant as ISO 8601 in Jakarta time, e.g. 2026-11-22T10:00:00.000+07:00. */
export function toJakartaIso(value: Date | string): string {
  const dt =
    value instanceof Date
      ? DateTime.fromJSDate(value)
      : DateTime.fromISO(value.includes('T') ? value : value.replace(' ', 'T'), { setZone: true });
  if (!dt.isValid) throw new Error(`invalid instant: ${String(value)}`);
  return dt.setZone(ZONE).toISO({ suppressMilliseconds: true }) as string;
}

/** Midnight (start of day) in Jakarta of a calendar date, as an instant. */
export function jakartaStartOfDay(isoDate: string): Date {
  return DateTime.fromISO(isoDate, { zone: ZONE }).startOf('day').toJSDate();
}
