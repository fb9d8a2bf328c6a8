// Countdowns to the server's deadlines (the room hold, a payment's expiry). They run on the server's clock, not
// the phone's: an answer carries `server_time`, and the phone's clock only measures how long ago that answer
// came, so a phone set to the wrong time or zone still counts the right minutes.

// Moved to @nusa/i18n/server-clock (the promotions' countdown runs on the server's clock too).
export { localDeadline, remainingMs } from '@nusa/i18n/server-clock';

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
