// Countdowns to the server's instants (a cart's hold, a payment's expiry, a promotion's start). They run on the
// server's clock, not the phone's: an answer carries `server_time`, and the phone's clock only measures how long
// ago that answer came, so a phone set to the wrong time or zone still counts the right minutes. Date only (no
// Luxon), so any screen can use it without weighing on the first route.

/** Milliseconds left before `at`, as the server counts them; 0 once passed (or for a broken date). */
export function remainingMs(at: string, serverTime: string, receivedAt: number, now: number): number {
  const serverNow = Date.parse(serverTime) + (now - receivedAt);
  const left = Date.parse(at) - serverNow;
  return Number.isFinite(left) ? Math.max(0, left) : 0;
}

/** The phone's own instant at which the server's `at` falls (for a timer or local bookkeeping). */
export function localDeadline(at: string, serverTime: string, receivedAt: number): number {
  return receivedAt + (Date.parse(at) - Date.parse(serverTime));
}
