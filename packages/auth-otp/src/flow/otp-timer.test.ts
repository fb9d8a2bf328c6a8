import { otpClock } from '@nusa/ui-kit/otp-dialog';
import { describe, expect, it } from 'vitest';
import { lockedOutSession, sessionFromOtpState } from './otp-timer';

const NOW = 1_800_000_000_000;

describe('OTP clocks', () => {
  it('counts the resend wait from the server interval and the validity from expire_in_timestamp', () => {
    const s = sessionFromOtpState(
      { otp_index: 1, next_interval: 60, expire_in_timestamp: NOW / 1000 + 300 },
      NOW,
    );
    expect(otpClock(s, NOW)).toMatchObject({
      resendIn: 60,
      validFor: 300,
      display: '05:00',
      canResend: false,
    });
    expect(otpClock(s, NOW + 60_000)).toMatchObject({ resendIn: 0, canResend: true, display: '04:00' });
    expect(otpClock(s, NOW + 300_000)).toMatchObject({ timedOut: true, display: '00:00' });
  });

  it('defaults the interval to 60 seconds', () => {
    const s = sessionFromOtpState({ otp_index: 1, expire_in_timestamp: NOW / 1000 + 300 } as never, NOW);
    expect(otpClock(s, NOW).resendIn).toBe(60);
  });

  it('locks out with 59:59 when next_interval is 3600 (otp_index 4)', () => {
    const s = sessionFromOtpState(
      { otp_index: 4, next_interval: 3600, expire_in_timestamp: NOW / 1000 + 3600 },
      NOW,
    );
    expect(s).toMatchObject({ lockedOut: true, interval: 3600 });
    expect(otpClock(s, NOW)).toMatchObject({ timedOut: true, display: '59:59', canResend: false });
    expect(otpClock(s, NOW + 3_600_000).canResend).toBe(true);
  });

  it('treats a 429 as timed out with index 4', () => {
    const s = lockedOutSession(NOW);
    expect(s).toMatchObject({ index: 4, lockedOut: true });
    expect(otpClock(s, NOW)).toMatchObject({ timedOut: true, display: '59:59' });
  });
});
