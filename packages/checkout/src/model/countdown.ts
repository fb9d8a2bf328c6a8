// Countdowns to the server's deadlines (the room hold, a payment's expiry). They run on the server's clock, not
// the phone's: an answer carries `server_time`, and the phone's clock only measures how long ago that answer
// came, so a phone set to the wrong time or zone still counts the right minutes.
import type { Lang } from '@nusa/i18n/languages';
import { DateTime, Duration } from 'luxon';

// Moved to @nusa/i18n/server-clock (the promotions' countdown runs on the server's clock too).
export { localDeadline, remainingMs } from '@nusa/i18n/server-clock';

/** `29:59`, or `23:59:59` from an hour up (a virtual account may be paid within 24 hours). */
export function formatRemaining(ms: number): string {
  const whole = Duration.fromMillis(Math.ceil(ms / 1000) * 1000);
  return whole.toFormat(ms > 3_600_000 - 1000 ? 'hh:mm:ss' : 'mm:ss');
}

/**
 * The minutes left at which a screen reader hears how long remains: a live region that changed every second
 * would talk over everything the member does on the page.
 */
const ANNOUNCE_AT_MINUTES = [10, 5, 1] as const;

/** The last milestone reached (10, 5 or 1 minutes left, 0 when over), or null above the first one. */
export function milestoneOf(ms: number): number | null {
  if (ms <= 0) return 0;
  let reached: number | null = null;
  for (const minutes of ANNOUNCE_AT_MINUTES) if (ms <= minutes * 60_000) reached = minutes;
  return reached;
}

/**
 * A deadline as the member reads it, in Jakarta time: "Kam, 10 Jan 2030 10:00 WIB". Written here with Luxon rather
 * than taken from @nusa/i18n/format's formatInstant: that module also holds formatIDR, which the home page uses, and
 * a lazy page that used formatInstant made the bundler move the module, Luxon with it, into a chunk the first route
 * loads (about 22 KiB gzip over its budget).
 */
export function formatDeadline(iso: string, lang: Lang): string {
  const at = DateTime.fromISO(iso).setZone('Asia/Jakarta');
  return at.isValid ? at.setLocale(lang).toFormat("ccc, dd LLL yyyy HH:mm 'WIB'") : iso;
}
