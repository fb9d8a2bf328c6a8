// One clock for the whole end-to-end run, on the real date at a fixed hour. The API starts with its clock at
// E2E_START (playwright.config passes it as TEST_CLOCK_START) and every page's clock is installed at the API's
// current instant, so the browser and the server agree on "today", and a run that starts late in the evening does
// not cross midnight in Jakarta halfway. Why not a fixed date: the browser's cookie jar runs on the machine's clock,
// so a JavaScript clock days away from it writes cookies that are already expired (the session cookie among them);
// a few hours either way is harmless (the shortest cookie we write lives 30 days). Tests derive every date from
// TODAY below, so the suite passes on any day (proved with the machine clock a year ahead under libfaketime).
import { type APIRequestContext, test as base } from '@playwright/test';

const DAY_MS = 86_400_000;
/** Jakarta keeps UTC+7 all year. */
const JAKARTA_MS = 7 * 3_600_000;

/** The Jakarta calendar date of an instant, e.g. 2026-11-23. */
const jakartaDate = (ms: number) => new Date(ms + JAKARTA_MS).toISOString().slice(0, 10);

/**
 * 10:00 in Jakarta on the day the run started there, decided once by the Playwright runner (playwright.config
 * sets NUSA_E2E_START, which its workers inherit) so that every worker and the API agree even across midnight.
 */
process.env.NUSA_E2E_START ??= `${jakartaDate(Date.now())}T03:00:00Z`;
export const E2E_START: string = process.env.NUSA_E2E_START;

/** Today in Jakarta, as the API and the pages of this run see it. */
export const TODAY = E2E_START.slice(0, 10);

/** The calendar date `days` after `iso` (negative: before). */
export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

const WEEKDAYS = ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'];
const MONTHS = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
];

/** A month of the calendar: its days as ISO dates and as the app spells them in Indonesian. */
export interface Month {
  /** The ISO date of a day of this month, e.g. day(3) → 2026-12-03. */
  day(n: number): string;
  /** The month's caption in the date picker, e.g. "Desember 2026". */
  caption: string;
}

/** The month after TODAY's: always entirely in the future, whatever the day of the run. */
export const NEXT_MONTH: Month = monthOf(addDays(`${TODAY.slice(0, 8)}01`, 32));

export function monthOf(iso: string): Month {
  const [year, month] = iso.split('-').map(Number) as [number, number];
  return {
    day: (n) => `${year}-${String(month).padStart(2, '0')}-${String(n).padStart(2, '0')}`,
    caption: `${MONTHS[month - 1]} ${year}`,
  };
}

const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
const parts = (iso: string) => iso.split('-').map(Number) as [number, number, number];

/** The date picker's accessible name of a day, e.g. "Selasa, 1 Desember 2026". */
export function pickerDayName(iso: string): string {
  const [y, m, d] = parts(iso);
  return `${WEEKDAYS[weekday(iso)]}, ${d} ${MONTHS[m - 1]} ${y}`;
}

/** A stay date as the detail page's summary shows it, e.g. "Kam, 03 Des 2026". */
export function shortDate(iso: string): string {
  const [y, m, d] = parts(iso);
  return `${WEEKDAYS[weekday(iso)]?.slice(0, 3)}, ${String(d).padStart(2, '0')} ${MONTHS[m - 1]?.slice(0, 3)} ${y}`;
}

/** Escapes a literal for a RegExp. */
export const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export { expect } from '@playwright/test';

/** The API's current instant (what the tests' own requests must use too, e.g. for X-Request-Time). */
export async function apiNow(request: APIRequestContext): Promise<Date> {
  const res = await request.get('/__dev/clock');
  if (!res.ok())
    throw new Error(`GET /__dev/clock answered ${res.status()}: the API must run in development mode`);
  return new Date(((await res.json()) as { now: string }).now);
}

export const test = base.extend({
  page: async ({ page, request }, use) => {
    // Installed (not fixed): time runs on, so countdowns and fastForward work as in real use.
    await page.clock.install({ time: await apiNow(request) });
    await use(page);
  },
});
