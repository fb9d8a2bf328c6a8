// Sign-in (spec §2, §4, §8): the e-mail and phone tabs. The reducer keeps what was typed in both tabs (and the
// picked country) while the member visits other screens; the commands make the calls and hand the token, or
// the number that needs a code, to the composition.
import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@nusa/api-client/errors';
import { useReducer } from 'react';
import type { PhoneNumber } from './auth-api';
import type { AuthDialogState } from './auth-dialogs';
import { type Country, INDONESIA } from '@nusa/ui-kit/country-picker';
import {
  accountStatusDialog,
  captchaProblem,
  type FlowContext,
  PHONE_FIELDS,
  phoneTarget,
  type SignedIn,
} from './flow-context';
import type { EmailSignInValues, PhoneSignInValues, SignInTab } from './sign-in-modal';
import { fieldErrorsFrom } from './use-draft';

export interface SignInState {
  tab: SignInTab;
  email: EmailSignInValues;
  phone: PhoneSignInValues;
  country: Country;
}

export type SignInEvent =
  | { type: 'tabChosen'; tab: SignInTab }
  | { type: 'emailTyped'; values: EmailSignInValues }
  | { type: 'phoneTyped'; values: PhoneSignInValues }
  | { type: 'countryPicked'; country: Country };

export const initialSignIn: SignInState = {
  tab: 'email',
  email: { email: '', password: '' },
  phone: { countryCode: '62', phone: '' },
  country: INDONESIA,
};

export function signInReducer(state: SignInState, event: SignInEvent): SignInState {
  switch (event.type) {
    case 'tabChosen':
      return { ...state, tab: event.tab };
    case 'emailTyped':
      return { ...state, email: event.values };
    case 'phoneTyped':
      return { ...state, phone: event.values };
    case 'countryPicked':
      return { ...state, country: event.country };
  }
}

/** Where a failed e-mail sign-in is shown (spec §8). */
export type EmailSignInFailure =
  | { show: 'captcha'; message: string }
  | { show: 'dialog'; dialog: AuthDialogState }
  | { show: 'fields'; errors: Record<string, string> }
  | { show: 'toast' };

export function emailSignInFailure(error: unknown, email: string): EmailSignInFailure {
  if (!isApiError(error)) return { show: 'toast' };
  const captcha = captchaProblem(error);
  if (captcha) return { show: 'captcha', message: captcha };
  const status = accountStatusDialog(error.accountStatus, email);
  if (status) return { show: 'dialog', dialog: status };
  const errors = error.status === 422 ? fieldErrorsFrom(error) : undefined;
  if (errors) return { show: 'fields', errors };
  if (error.status === 401 || error.status === 400)
    return { show: 'dialog', dialog: { kind: 'invalidCredentials', message: error.message } };
  return { show: 'toast' };
}

export interface SignInExits {
  signedIn: SignedIn;
  /** The number is registered and active: a `login` code is to be requested for it. */
  codeNeeded: (target: PhoneNumber) => Promise<void>;
}

export function useSignInFlow({ api, showDialog, toast, failure }: FlowContext, exits: SignInExits) {
  const { t } = useLingui();
  const [state, dispatch] = useReducer(signInReducer, initialSignIn);

  const submitEmail = async (values: EmailSignInValues, captchaToken: string | undefined) => {
    try {
      await exits.signedIn(
        await api.loginWithEmail(captchaToken ? { ...values, captcha_token: captchaToken } : values),
      );
    } catch (error) {
      const outcome = emailSignInFailure(error, values.email);
      if (outcome.show === 'captcha') return { captcha: outcome.message };
      if (outcome.show === 'fields') return outcome.errors;
      if (outcome.show === 'dialog') showDialog(outcome.dialog);
      else toast(failure(error));
    }
  };

  const submitPhone = async (values: PhoneSignInValues) => {
    const phone = phoneTarget(values.countryCode, values.phone);
    try {
      const lookup = await api.checkLoginPhone(phone);
      if (!lookup.registered)
        return { phone: t`Nomor ponsel belum terdaftar. Silakan daftar terlebih dahulu.` };
      const status = accountStatusDialog(lookup.status, '');
      if (status) return void showDialog(status);
    } catch (error) {
      const inPlace = fieldErrorsFrom(error, PHONE_FIELDS);
      if (inPlace) return inPlace;
      return void toast(failure(error));
    }
    await exits.codeNeeded(phone);
  };

  return { state, dispatch, submitEmail, submitPhone };
}
