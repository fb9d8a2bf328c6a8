// What the promotion screens compute from the API's answers: the Jakarta calendar date and time of an instant, the
// parts of a countdown, and the phase of a promotion as the server's clock moves on while the page is open.
import type { components } from '@nusa/api-client/schema';
import { jakartaWallClock } from '@nusa/i18n/date-lite';

export type LandingPage = components['schemas']['LandingPage'];
export type PromotionHotel = components['schemas']['PromotionHotel'];
type PromotionStatus = LandingPage['status'];
/** The list's tabs: every promotion, or one category. */
export type PromotionTab = 'all' | LandingPage['category'];
export const PROMOTION_TABS: readonly PromotionTab[] = ['all', 'special_offer', 'bank_promo'];

/** Jakarta's wall clock of an ISO instant written with any offset (@nusa/i18n/date-lite's fixed UTC+7). */
const wallClockOf = (iso: string): string | null => jakartaWallClock(Date.parse(iso));

/** The calendar date (YYYY-MM-DD) in Jakarta of an instant, whatever offset it is written with. */
export function jakartaDate(iso: string): string {
  return wallClockOf(iso)?.slice(0, 10) ?? iso;
}

/** The time (HH:mm) in Jakarta of an instant. */
export function jakartaTime(iso: string): string {
  return wallClockOf(iso)?.slice(11, 16) ?? '';
}

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Milliseconds as whole days, hours, minutes and seconds (a started second counts as a whole one). */
export function countdownParts(ms: number): CountdownParts {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/**
 * The promotion's phase `now` on the phone's clock, from the server's status and how long its answer said was
 * left (`startsIn`, `endsIn`, both measured on the server's clock: see @nusa/i18n/server-clock): an upcoming
 * promotion becomes ongoing when its countdown ends, an ongoing one ended after its last second.
 */
export function phaseOf(status: PromotionStatus, startsIn: number, endsIn: number): PromotionStatus {
  if (status === 'ended') return 'ended';
  if (endsIn <= 0) return 'ended';
  if (startsIn > 0) return 'upcoming';
  return 'ongoing';
}
