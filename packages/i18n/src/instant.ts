// Instants (a payment's deadline, a booking's timeline) as the member reads them in Jakarta: "Kam, 10 Des 2026 10:00
// WIB". date-lite only (Jakarta's fixed offset, no Intl time-zone formatter), no Luxon (about 20 KiB gzip), for the pages people land on from a link (a booking,
// a payment). A module of its own rather than part of date-lite: date-lite rides on the first route, and everything
// in a module goes where the module goes.
import { formatDisplayDate, jakartaWallClock } from './date-lite';
import type { Lang } from './languages';

/** The Jakarta date (YYYY-MM-DD) and time (HH:mm) of an instant, or null for an invalid one. */
export function inJakarta(at: Date): { date: string; time: string } | null {
  const wall = jakartaWallClock(at.getTime());
  return wall ? { date: wall.slice(0, 10), time: wall.slice(11, 16) } : null;
}

/** An ISO instant, whatever its offset, as "Kam, 10 Des 2026 10:00 WIB"; the text itself when it is not one. */
export function formatJakartaInstant(iso: string, lang: Lang): string {
  const at = inJakarta(new Date(iso));
  return at ? `${formatDisplayDate(at.date, lang)} ${at.time} WIB` : iso;
}
