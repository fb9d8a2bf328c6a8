// TEST_CLOCK_START: end-to-end runs start the server's clock at a fixed instant so the browser and the API agree on
// "today" whatever day the suite runs. It must move the whole server (its "today", the first paint's default
// dates, the dev clock route) and must never reach a production start.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { startedClock } from '../src/lib/time.ts';
import { createTestApp, json } from './helpers.ts';

describe('startedClock', () => {
  it('reads the start instant first and then runs in real time', () => {
    let real = Date.parse('2031-05-05T00:00:00Z');
    const clock = startedClock(new Date('2026-11-23T03:00:00Z'), () => real);
    expect(clock().toISOString()).toBe('2026-11-23T03:00:00.000Z');
    real += 90_000;
    expect(clock().toISOString()).toBe('2026-11-23T03:01:30.000Z');
  });
});

describe('TEST_CLOCK_START', () => {
  it('is refused in production mode and when it is not an ISO instant', () => {
    const start = '2026-11-23T03:00:00Z';
    expect(() => loadConfig({ TEST_CLOCK_START: start, NODE_ENV: 'production' })).toThrow(/production/);
    expect(() => loadConfig({ TEST_CLOCK_START: start, APP_ENV: 'production' })).toThrow(/production/);
    expect(() => loadConfig({ TEST_CLOCK_START: 'tomorrow' })).toThrow(/ISO 8601/);
    expect(() => loadConfig({ TEST_CLOCK_START: '2026-13-45T99:00:00Z' })).toThrow(/ISO 8601/);
    expect(loadConfig({ TEST_CLOCK_START: start }).clockStart?.toISOString()).toBe(
      '2026-11-23T03:00:00.000Z',
    );
    expect(loadConfig({}).clockStart).toBeUndefined();
  });

  it("moves the server's clock: the dev clock route and the rule that check-in is not in the past", async () => {
    // A day long past: searching its tomorrow is only accepted if the server believes it is that day.
    const t = await createTestApp({
      env: { ...process.env, NODE_ENV: 'test', TEST_CLOCK_START: '2020-02-10T03:00:00Z' },
      seed: false,
      media: false,
    });
    try {
      const { now } = json<{ now: string }>(await t.app.inject({ url: '/__dev/clock' }));
      const drift = Date.parse(now) - Date.parse('2020-02-10T03:00:00Z');
      expect(drift).toBeGreaterThanOrEqual(0);
      expect(drift).toBeLessThan(60_000);
      const search = await t.app.inject({
        method: 'POST',
        url: '/api/hotels/searches',
        payload: {
          destination: { type: 'city', id: 1 },
          check_in: '2020-02-11',
          check_out: '2020-02-12',
          rooms: 1,
          adults: 2,
        },
      });
      // No demo data here: not refused as a past date is what matters (an unknown city answers 404 or an empty list).
      expect(search.body).not.toMatch(/check_in/);
      expect(search.statusCode).toBeLessThan(500);
    } finally {
      await t.close();
    }
  });
});
