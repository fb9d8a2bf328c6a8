// The verification code (spec §4, §9): what the code is for, where it went, the server's clocks and the state
// of the last attempt. Requesting is the composition's call (it decides where to go once a code is out);
// verifying hands the code to `confirm`, which knows what the purpose means, and shows its refusal here.
import { isApiError } from '@nusa/api-client/errors';
import { useReducer } from 'react';
import type { PhoneNumber } from './auth-api';
import type { AuthDialogState } from './auth-dialogs';
import type { FlowContext } from './flow-context';
import { lockedOutSession, type OtpSession, type OtpState, sessionFromOtpState } from './otp-timer';
import type { RegisterRequest } from './register-flow';

export type OtpPurpose =
  | { type: 'login' }
  | ({ type: 'register' } & RegisterRequest)
  /** A signed-in member whose phone was never confirmed (spec §4). */
  | { type: 'force_otp'; memberId: number };

export type OtpFlowState =
  | { status: 'closed' }
  | {
      status: 'open';
      purpose: OtpPurpose;
      target: PhoneNumber;
      session: OtpSession;
      /** The server refused the last code. */
      invalid: boolean;
      /** The server's message about the last attempt. */
      message: string | undefined;
      verifying: boolean;
      resending: boolean;
    };

export type OtpEvent =
  | { type: 'codeSent'; purpose: OtpPurpose; target: PhoneNumber; session: OtpSession }
  | { type: 'resendStarted' }
  | { type: 'resendFailed' }
  | { type: 'verifyStarted' }
  | { type: 'codeRejected'; message: string }
  /** Five wrong codes: the code is void (timed out at `at`), a new one must be requested. */
  | { type: 'codeVoided'; message: string; at: number }
  | { type: 'verifyEnded' }
  | { type: 'codeEdited' }
  | { type: 'dismissed' };

export const closedOtp: OtpFlowState = { status: 'closed' };

export function otpReducer(state: OtpFlowState, event: OtpEvent): OtpFlowState {
  if (event.type === 'codeSent') {
    const { purpose, target, session } = event;
    return {
      status: 'open',
      purpose,
      target,
      session,
      invalid: false,
      message: undefined,
      verifying: false,
      resending: false,
    };
  }
  // Answers that arrive after the modal was closed have nothing left to update.
  if (state.status === 'closed') return state;
  switch (event.type) {
    case 'resendStarted':
      return { ...state, resending: true, invalid: false, message: undefined };
    case 'resendFailed':
      return { ...state, resending: false };
    case 'verifyStarted':
      return { ...state, verifying: true };
    case 'codeRejected':
      return { ...state, invalid: true, message: event.message };
    case 'codeVoided':
      return {
        ...state,
        invalid: true,
        message: event.message,
        session: { ...state.session, expiresAt: event.at },
      };
    case 'verifyEnded':
      return { ...state, verifying: false };
    case 'codeEdited':
      return { ...state, invalid: false };
    case 'dismissed':
      return closedOtp;
  }
}

/** The server's answer to a code request: the session to show and, when over the limit, the wait dialog. */
export function codeAnswer(
  answer: OtpState,
  now: number,
): { session: OtpSession; dialog: AuthDialogState | null } {
  const session = sessionFromOtpState(answer, now);
  return {
    session,
    dialog: session.lockedOut ? { kind: 'wait', minutes: Math.round(session.interval / 60) } : null,
  };
}

/** What the member's code proves, by purpose; throws the server's refusal for the modal to show. */
export type ConfirmCode = (purpose: OtpPurpose, target: PhoneNumber, code: string) => Promise<void>;

export function useOtpFlow({ api, now, showDialog, toast, failure }: FlowContext) {
  const [state, dispatch] = useReducer(otpReducer, closedOtp);

  const send = async (purpose: OtpPurpose, target: PhoneNumber, fullname?: string): Promise<boolean> => {
    try {
      const answer = await api.requestOtp({
        ...target,
        type: purpose.type,
        ...(fullname ? { fullname } : {}),
      });
      const { session, dialog } = codeAnswer(answer, now());
      dispatch({ type: 'codeSent', purpose, target, session });
      if (dialog) showDialog(dialog);
      return true;
    } catch (error) {
      showDialog({ kind: 'message', message: failure(error) });
      // A 429 is the lockout itself (spec §4): the modal shows it, timed out with index 4.
      if (!isApiError(error) || error.status !== 429) return false;
      dispatch({ type: 'codeSent', purpose, target, session: lockedOutSession(now(), error.retryAfter) });
      return true;
    }
  };

  /** Asks for a code; false when the request failed before a session started (the modal is then not shown). */
  const request = (purpose: OtpPurpose, target: PhoneNumber) => send(purpose, target);

  /**
   * The API sends sign-in codes only to a client that checked the number in the last 15 minutes (it stops anyone
   * from requesting codes for numbers blindly), and the modal may have been open longer than that.
   */
  const recheck = async (target: PhoneNumber): Promise<boolean> => {
    try {
      await api.checkLoginPhone(target);
      return true;
    } catch (error) {
      showDialog({ kind: 'message', message: failure(error) });
      return false;
    }
  };

  const resend = async () => {
    if (state.status !== 'open') return;
    const { purpose, target } = state;
    dispatch({ type: 'resendStarted' });
    if (purpose.type === 'login' && !(await recheck(target))) return dispatch({ type: 'resendFailed' });
    const fullname = purpose.type === 'register' ? purpose.values.fullname : undefined;
    if (!(await send(purpose, target, fullname))) dispatch({ type: 'resendFailed' });
  };

  const verify = async (code: string, confirm: ConfirmCode) => {
    if (state.status !== 'open') return;
    dispatch({ type: 'verifyStarted' });
    try {
      await confirm(state.purpose, state.target, code);
    } catch (error) {
      if (isApiError(error) && error.status === 429) {
        dispatch({ type: 'codeVoided', message: error.message, at: now() });
      } else if (isApiError(error) && error.status >= 400 && error.status < 500) {
        dispatch({ type: 'codeRejected', message: error.message });
      } else toast(failure(error));
    } finally {
      dispatch({ type: 'verifyEnded' });
    }
  };

  return { state, dispatch, request, resend, verify };
}
