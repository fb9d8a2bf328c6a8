// The verification dialog's clocks (spec §4, §9), as pure functions of "now" so they can be tested and shown in
// stories at any moment. The caller turns the server's answer to a code request into an OtpSession.

export const OTP_LENGTH = 6;
const DEFAULT_NEXT_INTERVAL = 60;
const OTP_VALIDITY_SECONDS = 5 * 60;
/** After the third code in an hour the wait is shown as 59:59 at most. */
const LOCKOUT_DISPLAY_SECONDS = 59 * 60 + 59;
const LOCKOUT_INTERVAL = 3600;

export interface OtpSession {
  /** ms epoch when the code stops being valid. */
  expiresAt: number;
  /** ms epoch when a new code may be requested. */
  resendAt: number;
  index: number;
  /** Retries exceeded: no valid code, wait until resendAt. */
  lockedOut: boolean;
  /** The server's interval in seconds, for the wait dialog (interval/60 minutes). */
  interval: number;
}

/** What a code request answered (the spec's OTP state: otp_index, next_interval, expire_in_timestamp). */
export interface OtpSent {
  /** 1 for the first code of the hour; above 3 means the resend limit was reached. */
  index: number;
  /** Seconds before another code may be requested (60 when absent). */
  nextInterval?: number | null | undefined;
  /** ms epoch when the code expires (5 minutes from now when absent). */
  expiresAt?: number | null | undefined;
}

export function otpSession(sent: OtpSent, now: number): OtpSession {
  const interval = sent.nextInterval ?? DEFAULT_NEXT_INTERVAL;
  const lockedOut = interval >= LOCKOUT_INTERVAL || sent.index > 3;
  const validity = now + OTP_VALIDITY_SECONDS * 1000;
  return {
    // Never longer than the spec's 5 minutes, whatever a skewed server clock says.
    expiresAt: lockedOut ? now : Math.min(sent.expiresAt || validity, validity),
    resendAt: now + interval * 1000,
    index: sent.index,
    lockedOut,
    interval,
  };
}

/** An HTTP 429 on a code request: timed out with index 4 (spec §4). */
export function lockedOutOtpSession(now: number, retryAfterSeconds?: number): OtpSession {
  const interval = retryAfterSeconds && retryAfterSeconds > 0 ? retryAfterSeconds : LOCKOUT_INTERVAL;
  return { expiresAt: now, resendAt: now + interval * 1000, index: 4, lockedOut: true, interval };
}

const secondsLeft = (deadline: number, now: number): number =>
  Math.max(0, Math.ceil((deadline - now) / 1000));

/** mm:ss (minutes not capped at 59; the lockout display is capped by otpClock). */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

export interface OtpClock {
  /** Seconds before the resend link appears (0: show it). */
  resendIn: number;
  /** Validity left; 0 means timed out. */
  validFor: number;
  timedOut: boolean;
  /** What the validity timer shows: mm:ss, 59:59 at most while locked out. */
  display: string;
  canResend: boolean;
}

export function otpClock(session: OtpSession, now: number): OtpClock {
  const resendIn = secondsLeft(session.resendAt, now);
  if (session.lockedOut) {
    return {
      resendIn,
      validFor: 0,
      timedOut: true,
      display: formatClock(Math.min(resendIn, LOCKOUT_DISPLAY_SECONDS)),
      canResend: resendIn === 0,
    };
  }
  const validFor = secondsLeft(session.expiresAt, now);
  return {
    resendIn,
    validFor,
    timedOut: validFor === 0,
    display: formatClock(validFor),
    canResend: resendIn === 0,
  };
}

/** Keeps digits only and at most six of them. Returns null when the text has anything but digits and spaces. */
export function parsePastedCode(text: string): string | null {
  const compact = text.replace(/\s+/g, '');
  if (!/^\d+$/.test(compact)) return null;
  return compact.slice(0, OTP_LENGTH);
}
