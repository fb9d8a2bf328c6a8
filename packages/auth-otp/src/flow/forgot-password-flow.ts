// Forgot password (spec §5, §8): the e-mail draft and, once the link went out, where it went.
import { isApiError } from '@nusa/api-client/errors';
import { useReducer } from 'react';
import type { FlowContext } from './flow-context';
import type { ForgotValues } from './forgot-password-modal';

export interface ForgotPasswordState {
  draft: ForgotValues;
  /** The address the reset link was sent to, once sent. */
  sentTo: string | null;
}

export type ForgotPasswordEvent =
  /** From the sign-in form: its e-mail, taken over unless something was typed here already. */
  | { type: 'opened'; email: string }
  | { type: 'typed'; values: ForgotValues }
  | { type: 'sent'; email: string }
  | { type: 'left' };

export const initialForgotPassword: ForgotPasswordState = { draft: { email: '' }, sentTo: null };

export function forgotPasswordReducer(
  state: ForgotPasswordState,
  event: ForgotPasswordEvent,
): ForgotPasswordState {
  switch (event.type) {
    case 'opened':
      return state.draft.email ? state : { ...state, draft: { email: event.email } };
    case 'typed':
      return { ...state, draft: event.values };
    case 'sent':
      return { ...state, sentTo: event.email };
    case 'left':
      return { ...state, sentTo: null };
  }
}

export function useForgotPasswordFlow({ api, showDialog, failure }: FlowContext) {
  const [state, dispatch] = useReducer(forgotPasswordReducer, initialForgotPassword);

  const submit = async ({ email }: ForgotValues) => {
    try {
      await api.sendPasswordReset(email);
      dispatch({ type: 'sent', email });
    } catch (error) {
      // 422: no account has this e-mail; the dialog offers to register with it.
      if (isApiError(error) && error.status === 422) showDialog({ kind: 'notRegistered', email });
      else showDialog({ kind: 'message', message: isApiError(error) ? error.message : failure(error) });
    }
  };

  return { state, dispatch, submit };
}
