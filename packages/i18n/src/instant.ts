// Instants (a payment's deadline, a booking's timeline) as the member reads them in Jakarta: "Kam, 10 Des 2026 10:00
// WIB". Intl and date-lite only, no Luxon (about 20 KiB gzip), for the pages people land on from a link (a booking,
// a payment). A module of its own rather than part of date-lite: date-lite rides on the first route, and everything
// in a module goes where the module goes.
import { formatDisplayDate, JAKARTA_TZ } from './date-lite';
import type { Lang } from './languages';

/** Jakarta's calendar date and wall-clock time of an instant, from Intl (no offset arithmetic of our own). */
const jakartaParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: JAKARTA_TZ,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The Jakarta date (YYYY-MM-DD) and time (HH:mm) of an instant, or null for an invalid one. */
export function inJakarta(at: Date): { date: string; time: string } | null {
  if (Number.isNaN(at.getTime())) return null;
  const parts = jakartaParts.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
}

/** An ISO instant, whatever its offset, as "Kam, 10 Des 2026 10:00 WIB"; the text itself when it is not one. */
export function formatJakartaInstant(iso: string, lang: Lang): string {
  const at = inJakarta(new Date(iso));
  return at ? `${formatDisplayDate(at.date, lang)} ${at.time} WIB` : iso;
}
