import { describe, expect, it } from 'vitest';
import { localDeadline, remainingMs } from './countdown';

const SERVER = '2030-01-01T10:00:00Z';
const EXPIRES = '2030-01-01T10:30:00Z';

describe('remainingMs', () => {
  it('counts on the server’s clock: a phone hours off still sees 30 minutes', () => {
    const phoneWrongByHours = Date.parse('2029-12-31T02:13:00Z');
    expect(remainingMs(EXPIRES, SERVER, phoneWrongByHours, phoneWrongByHours)).toBe(30 * 60_000);
    // 90 seconds later on the phone's clock.
    expect(remainingMs(EXPIRES, SERVER, phoneWrongByHours, phoneWrongByHours + 90_000)).toBe(28.5 * 60_000);
  });

  it('never goes below zero, nor reads a broken date as time left', () => {
    expect(remainingMs(EXPIRES, SERVER, 0, 31 * 60_000)).toBe(0);
    expect(remainingMs('soon', SERVER, 0, 0)).toBe(0);
  });

  it('places the deadline on the phone’s clock', () => {
    expect(localDeadline(EXPIRES, SERVER, 5_000)).toBe(5_000 + 30 * 60_000);
  });
});
