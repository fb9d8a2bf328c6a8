import { describe, expect, it } from 'vitest';
import { closedOtp, codeAnswer, type OtpFlowState, otpReducer } from './otp-flow';
import { sessionFromOtpState } from './otp-timer';

const NOW = 1_800_000_000_000;
const target = { phone_number_country_code: '62', phone_number: '81234567890' };
const session = sessionFromOtpState(
  { otp_index: 1, next_interval: 60, expire_in_timestamp: NOW / 1000 + 300 },
  NOW,
);
const open = otpReducer(closedOtp, { type: 'codeSent', purpose: { type: 'login' }, target, session });

function opened(state: OtpFlowState) {
  if (state.status !== 'open') throw new Error('expected the modal open');
  return state;
}

describe('otpReducer', () => {
  it('a sent code opens the modal clean', () => {
    expect(open).toEqual({
      status: 'open',
      purpose: { type: 'login' },
      target,
      session,
      invalid: false,
      message: undefined,
      verifying: false,
      resending: false,
    });
  });

  it('a refused code marks the boxes; typing clears the mark, the message stays until a new code', () => {
    let state = otpReducer(open, { type: 'verifyStarted' });
    state = otpReducer(state, { type: 'codeRejected', message: 'Kode OTP salah' });
    state = otpReducer(state, { type: 'verifyEnded' });
    expect(opened(state)).toMatchObject({ invalid: true, message: 'Kode OTP salah', verifying: false });
    state = otpReducer(state, { type: 'codeEdited' });
    expect(opened(state)).toMatchObject({ invalid: false, message: 'Kode OTP salah' });
    state = otpReducer(state, { type: 'resendStarted' });
    expect(opened(state)).toMatchObject({ resending: true, invalid: false, message: undefined });
    expect(opened(otpReducer(state, { type: 'resendFailed' })).resending).toBe(false);
  });

  it('five wrong codes void the code at once', () => {
    const state = opened(otpReducer(open, { type: 'codeVoided', message: 'Terlalu banyak', at: NOW + 5000 }));
    expect(state.session).toEqual({ ...session, expiresAt: NOW + 5000 });
    expect(state.invalid).toBe(true);
  });

  it('a new purpose replaces the old one (force_otp after a sign-in)', () => {
    const state = otpReducer(otpReducer(open, { type: 'verifyStarted' }), {
      type: 'codeSent',
      purpose: { type: 'force_otp', memberId: 7 },
      target,
      session,
    });
    expect(opened(state)).toMatchObject({ purpose: { type: 'force_otp', memberId: 7 }, verifying: false });
  });

  it('once dismissed, late answers change nothing', () => {
    const closed = otpReducer(open, { type: 'dismissed' });
    expect(closed).toBe(closedOtp);
    expect(otpReducer(closed, { type: 'codeRejected', message: 'late' })).toBe(closedOtp);
    expect(otpReducer(closed, { type: 'verifyEnded' })).toBe(closedOtp);
  });
});

describe('codeAnswer', () => {
  it('over the limit: the wait dialog in minutes', () => {
    const answer = codeAnswer({ otp_index: 4, next_interval: 3600, expire_in_timestamp: NOW / 1000 }, NOW);
    expect(answer.session.lockedOut).toBe(true);
    expect(answer.dialog).toEqual({ kind: 'wait', minutes: 60 });
    expect(
      codeAnswer({ otp_index: 1, next_interval: 60, expire_in_timestamp: NOW / 1000 + 300 }, NOW).dialog,
    ).toBeNull();
  });
});
