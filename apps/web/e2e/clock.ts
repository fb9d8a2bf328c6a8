// One clock for the whole end-to-end run. The API starts with its clock at E2E_START (playwright.config passes it as
// TEST_CLOCK_START) and every page's clock is installed at the API's current instant, so the browser and the server
// agree on "today" whatever day the suite runs on. Before this, pages were fixed at a date while the API used the
// real one, and the suite failed as soon as that date had passed.
import { type APIRequestContext, test as base } from '@playwright/test';

/** 10:00 on Monday 23 Nov 2026 in Jakarta: tomorrow is 24 Nov, and December's holidays are a month ahead. */
export const E2E_START = '2026-11-23T03:00:00Z';

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
