// The server's answer to a code request (spec §3 "OTP state") as the verification dialog's session. The clocks
// themselves are ui-kit's (`@nusa/ui-kit/otp-dialog`), shared with the account's phone change.
import type { components } from '@nusa/api-client/schema';
import { lockedOutOtpSession, type OtpSession, otpSession } from '@nusa/ui-kit/otp-dialog';

export type OtpState = components['schemas']['OtpState'];
export type { OtpSession };

export const sessionFromOtpState = (state: OtpState, now: number): OtpSession =>
  otpSession(
    {
      index: state.otp_index,
      nextInterval: state.next_interval,
      expiresAt: state.expire_in_timestamp ? state.expire_in_timestamp * 1000 : null,
    },
    now,
  );

/** An HTTP 429 on a code request: timed out with index 4 (spec §4). */
export const lockedOutSession = lockedOutOtpSession;
