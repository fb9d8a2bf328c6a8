import { describe, expect, it } from 'vitest';
import { formatBookedAt, formatStayDate, jakartaToday } from './dates';

describe('dates in Jakarta', () => {
  it("formats a booking's Jakarta date and time, and a stay date", () => {
    expect(formatBookedAt('2026-11-20', '09:15:00', 'id')).toBe('Jum, 20 Nov 2026 09:15 WIB');
    expect(formatBookedAt('2026-11-20', '09:15', 'en')).toBe('Fri, 20 Nov 2026 09:15 WIB');
    expect(formatBookedAt('20/11/2026', '09:15', 'id')).toBe('20/11/2026 09:15');
    expect(formatStayDate('2026-12-24', 'id')).toBe('Kam, 24 Des 2026');
  });

  it("answers Jakarta's today for an instant", () => {
    expect(jakartaToday(new Date('2026-12-31T16:59:00Z'))).toBe('2026-12-31');
    expect(jakartaToday(new Date('2026-12-31T17:00:00Z'))).toBe('2027-01-01');
  });
});
