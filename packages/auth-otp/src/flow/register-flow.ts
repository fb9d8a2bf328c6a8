// Registration (spec §2, §4): the form's draft and country, whether a social sign-in prefilled it (e-mail
// locked, `source` the provider), and a code kept after the captcha was refused. The commands check the form,
// ask the composition for a `register` code and, once the code is in, register and hand the token over.
import { useReducer } from 'react';
import type { PhoneNumber, SocialSource, Token } from './auth-api';
import { type Country, INDONESIA } from '@nusa/ui-kit/country-picker';
import { captchaProblem, type FlowContext, PHONE_FIELDS, phoneTarget, type SignedIn } from './flow-context';
import { emptyRegister, type RegisterValues } from './register-modal';
import { fieldErrorsFrom } from './use-draft';

export const EMAIL_FOR_REGISTER = 'email_for_register';

/**
 * A code that was verified, but the register call refused the captcha that came with it. The server checks the
 * captcha first, so the code is still good: solving the captcha again registers without another code.
 */
interface KeptCode {
  target: PhoneNumber;
  code: string;
  /** The server's message about the captcha, shown at the widget. */
  message: string;
}

export interface RegisterState {
  draft: RegisterValues;
  country: Country;
  /** The provider whose sign-in prefilled the form (its e-mail is locked), or null for a plain sign-up. */
  social: SocialSource | null;
  keptCode: KeptCode | null;
}

export type RegisterEvent =
  | { type: 'typed'; values: RegisterValues }
  | { type: 'countryPicked'; country: Country }
  /** The register link, or "register again" with the e-mail of a deleted / unknown account. */
  | { type: 'opened'; email?: string | undefined }
  | { type: 'socialPrefilled'; source: SocialSource; fullname: string; email: string }
  | { type: 'left' }
  | { type: 'codeKept'; kept: KeptCode }
  | { type: 'keptCodeTaken' };

export function initialRegister(email: string | null): RegisterState {
  return {
    draft: email ? { ...emptyRegister, email } : emptyRegister,
    country: INDONESIA,
    social: null,
    keptCode: null,
  };
}

export function registerReducer(state: RegisterState, event: RegisterEvent): RegisterState {
  switch (event.type) {
    case 'typed':
      return { ...state, draft: event.values };
    case 'countryPicked':
      return { ...state, country: event.country };
    case 'opened':
      return {
        ...state,
        draft: event.email ? { ...state.draft, email: event.email } : state.draft,
        social: null,
      };
    case 'socialPrefilled':
      return {
        ...state,
        draft: {
          ...state.draft,
          // The form accepts letters and spaces only; a provider's name with anything else would block submit.
          fullname: event.fullname.replace(/[^\p{L} ]/gu, '').trim() || state.draft.fullname,
          email: event.email,
        },
        social: event.source,
      };
    case 'left':
      return { ...state, social: null };
    case 'codeKept':
      return { ...state, keptCode: event.kept };
    case 'keptCodeTaken':
      return { ...state, keptCode: null };
  }
}

/** What a `register` code was requested for: the form as sent, so later typing does not change the account. */
export interface RegisterRequest {
  values: RegisterValues;
  source: 'email' | SocialSource;
  captchaToken: string | undefined;
}

export function registerBody(target: PhoneNumber, code: string, request: RegisterRequest) {
  const { values, source, captchaToken } = request;
  return {
    ...target,
    fullname: values.fullname,
    email: values.email,
    newsletter: values.newsletter,
    termconditions: values.terms,
    source,
    otp: code,
    ...(captchaToken ? { captcha_token: captchaToken } : {}),
  };
}

const samePhone = (a: PhoneNumber, b: PhoneNumber) =>
  a.phone_number_country_code === b.phone_number_country_code && a.phone_number === b.phone_number;

/** The e-mail a /register page (or a full reload) was sent with by "register again"; read once. */
export function takeEmailForRegister(): string | null {
  try {
    const email = globalThis.sessionStorage?.getItem(EMAIL_FOR_REGISTER) ?? null;
    globalThis.sessionStorage?.removeItem(EMAIL_FOR_REGISTER);
    return email;
  } catch {
    return null;
  }
}

/** Hands an e-mail to the register form the way the legacy pages did (spec §8, sessionStorage). */
export function handOverEmailForRegister(email: string): string {
  try {
    globalThis.sessionStorage?.setItem(EMAIL_FOR_REGISTER, email);
  } catch {
    // Private mode without storage: the e-mail is still handed over in memory.
  }
  return takeEmailForRegister() ?? email;
}

export interface RegisterExits {
  signedIn: SignedIn;
  /** The form passed register-check: a `register` code is to be requested for the number. */
  codeNeeded: (request: RegisterRequest, target: PhoneNumber) => Promise<void>;
}

export function useRegisterFlow(
  { api, toast, failure }: FlowContext,
  initialEmail: () => string | null,
  exits: RegisterExits,
) {
  const [state, dispatch] = useReducer(registerReducer, null, () => initialRegister(initialEmail()));

  const submit = async (values: RegisterValues, captchaToken: string | undefined) => {
    const phone = phoneTarget(values.countryCode, values.phone);
    const request: RegisterRequest = { values, source: state.social ?? 'email', captchaToken };
    const kept = state.keptCode;
    dispatch({ type: 'keptCodeTaken' });
    if (kept && samePhone(kept.target, phone)) {
      try {
        await exits.signedIn(await api.register(registerBody(kept.target, kept.code, request)), true);
        return;
      } catch (error) {
        const captcha = captchaProblem(error);
        if (captcha) {
          dispatch({ type: 'codeKept', kept: { ...kept, message: captcha } });
          return { captcha };
        }
        // Anything else (e.g. the code expired meanwhile): start again with a new code below.
      }
    }
    try {
      await api.checkRegistration({ ...phone, email: values.email });
    } catch (error) {
      const inPlace = fieldErrorsFrom(error, PHONE_FIELDS);
      if (inPlace) return inPlace;
      return void toast(failure(error));
    }
    await exits.codeNeeded(request, phone);
  };

  /**
   * The member typed the `register` code: verify it, then register. Returns false when the captcha was refused
   * (typically expired while the code was typed; Google keeps tokens ~2 minutes): the form is to come back with
   * everything kept and the message at a fresh widget. Other errors are the code's, for the OTP flow to show.
   */
  const registerWithCode = async (request: RegisterRequest, target: PhoneNumber, code: string) => {
    await api.verifyOtp({ ...target, otp: code, type: 'register' });
    let token: Token;
    try {
      token = await api.register(registerBody(target, code, request));
    } catch (error) {
      const captcha = captchaProblem(error);
      if (!captcha) throw error;
      dispatch({ type: 'codeKept', kept: { target, code, message: captcha } });
      return false;
    }
    await exits.signedIn(token, true);
    return true;
  };

  return { state, dispatch, submit, registerWithCode };
}
