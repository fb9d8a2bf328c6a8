import { describe, expect, it } from 'vitest';
import { formatClock, lockedOutOtpSession, otpClock, otpSession, parsePastedCode } from './otp-session';

const NOW = 1_800_000_000_000;

describe('OTP session and clocks', () => {
  it('counts the resend wait from the server interval and the validity from the expiry', () => {
    const s = otpSession({ index: 1, nextInterval: 60, expiresAt: NOW + 300_000 }, NOW);
    expect(otpClock(s, NOW)).toMatchObject({
      resendIn: 60,
      validFor: 300,
      display: '05:00',
      canResend: false,
    });
    expect(otpClock(s, NOW + 60_000)).toMatchObject({ resendIn: 0, canResend: true, display: '04:00' });
    expect(otpClock(s, NOW + 300_000)).toMatchObject({ timedOut: true, display: '00:00' });
  });

  it('defaults the interval to 60 seconds and never shows more than 5 minutes of validity', () => {
    const s = otpSession({ index: 1, expiresAt: NOW + 3_600_000 }, NOW);
    expect(otpClock(s, NOW)).toMatchObject({ resendIn: 60, display: '05:00' });
    expect(otpClock(otpSession({ index: 2 }, NOW), NOW).validFor).toBe(300);
  });

  it('locks out with 59:59 after the third code (index 4 or a one-hour interval)', () => {
    const s = otpSession({ index: 4, nextInterval: 3600, expiresAt: NOW + 3_600_000 }, NOW);
    expect(s).toMatchObject({ lockedOut: true, interval: 3600 });
    expect(otpClock(s, NOW)).toMatchObject({ timedOut: true, display: '59:59', canResend: false });
    expect(otpClock(s, NOW + 3_600_000).canResend).toBe(true);
    expect(otpSession({ index: 4, nextInterval: 60 }, NOW).lockedOut).toBe(true);
  });

  it('treats a 429 as timed out with index 4, for Retry-After seconds when given', () => {
    expect(otpClock(lockedOutOtpSession(NOW), NOW)).toMatchObject({ timedOut: true, display: '59:59' });
    const s = lockedOutOtpSession(NOW, 120);
    expect(s).toMatchObject({ index: 4, lockedOut: true, interval: 120 });
    expect(otpClock(s, NOW).display).toBe('02:00');
  });

  it('formats mm:ss', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(61)).toBe('01:01');
    expect(formatClock(-5)).toBe('00:00');
  });

  it('accepts pasted digits only', () => {
    expect(parsePastedCode('123456')).toBe('123456');
    expect(parsePastedCode(' 123 456 ')).toBe('123456');
    expect(parsePastedCode('1234567')).toBe('123456');
    expect(parsePastedCode('12a456')).toBeNull();
    expect(parsePastedCode('kode: 123456')).toBeNull();
  });
});
