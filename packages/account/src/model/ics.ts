// "Add to calendar": an iCalendar file (RFC 5545) built on the phone, so it needs no server call and works for any
// calendar app. The stay runs from the hotel's check-in time on the check-in day to its check-out time on the
// check-out day, in Asia/Jakarta (hotel times are local; Indonesia's western zone has no daylight saving, so a
// fixed +07:00 VTIMEZONE is exact).

export interface StayEvent {
  /** Booking code: the event's identity, so importing it twice updates rather than duplicates. */
  code: string;
  title: string;
  description: string;
  location: string;
  checkIn: string;
  checkOut: string;
  /** HH:MM, the hotel's local times. */
  checkInTime: string;
  checkOutTime: string;
  /** When the file is made (the clock is injected so tests do not depend on the real time). */
  now: Date;
}

/** Text values escape backslash, semicolon, comma and newlines (RFC 5545 §3.3.11). */
function text(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets are folded with CRLF + space (RFC 5545 §3.1), never inside a UTF-8 sequence. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    if (size + bytes > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const local = (date: string, time: string) => `${date.replace(/-/g, '')}T${time.replace(':', '')}00`;
const utcStamp = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export function buildStayIcs(event: StayEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Nusa Stay//Account//ID',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VTIMEZONE',
    'TZID:Asia/Jakarta',
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:+0700',
    'TZOFFSETTO:+0700',
    'TZNAME:WIB',
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:${event.code}@nusastay.id`,
    `DTSTAMP:${utcStamp(event.now)}`,
    `DTSTART;TZID=Asia/Jakarta:${local(event.checkIn, event.checkInTime)}`,
    `DTEND;TZID=Asia/Jakarta:${local(event.checkOut, event.checkOutTime)}`,
    `SUMMARY:${text(event.title)}`,
    `LOCATION:${text(event.location)}`,
    `DESCRIPTION:${text(event.description)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
