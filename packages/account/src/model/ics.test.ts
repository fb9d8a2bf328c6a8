import { describe, expect, it } from 'vitest';
import { buildStayIcs } from './ics';

const event = {
  code: 'NS7K2Q9A',
  title: 'Menginap: Hotel Santika Seminyak',
  description: 'Kode pemesanan NS7K2Q9A, Deluxe King; 1 kamar',
  location: 'Jl. Kayu Aya No. 8, Seminyak',
  checkIn: '2026-12-24',
  checkOut: '2026-12-26',
  checkInTime: '14:00',
  checkOutTime: '12:00',
  now: new Date('2026-11-25T03:04:05.678Z'),
};

describe('buildStayIcs', () => {
  it('spans check-in to check-out at the hotel times, in Jakarta time', () => {
    const ics = buildStayIcs(event);
    expect(ics).toContain('DTSTART;TZID=Asia/Jakarta:20261224T140000\r\n');
    expect(ics).toContain('DTEND;TZID=Asia/Jakarta:20261226T120000\r\n');
    expect(ics).toContain('TZOFFSETTO:+0700');
    expect(ics).toContain('UID:NS7K2Q9A@nusastay.id');
    expect(ics).toContain('DTSTAMP:20261125T030405Z');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('escapes commas and semicolons in text', () => {
    const ics = buildStayIcs(event);
    expect(ics).toContain('LOCATION:Jl. Kayu Aya No. 8\\, Seminyak');
    expect(ics).toContain('DESCRIPTION:Kode pemesanan NS7K2Q9A\\, Deluxe King\\; 1 kamar');
  });

  it('folds lines longer than 75 octets', () => {
    const ics = buildStayIcs({ ...event, title: `Menginap: ${'Hotel Sangat Panjang '.repeat(6)}` });
    for (const line of ics.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain(`SUMMARY:Menginap: ${'Hotel Sangat Panjang '.repeat(6)}`);
  });
});
