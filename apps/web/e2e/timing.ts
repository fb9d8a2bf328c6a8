/**
 * How long a test waits for a hotel search's first results (Playwright's default is 5 s). In CI the suite runs
 * two workers on a shared two-core machine against the API on embedded PGlite, whose one connection serves every
 * request in turn. A member's search right after the other worker's checkout tests (bookings paid and expired)
 * was measured at 4.4 s there (2026-11-29 CI run, favorites.spec.ts); the same test passed on its retry and in
 * every local run, well inside 5 s. Not yet explained (apps/api README would be the place): until it is, the first results
 * get this long, so a slow answer fails only a test that is about speed.
 */
export const SEARCH_ANSWER_TIMEOUT = 15_000;
