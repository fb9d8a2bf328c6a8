// The calls the flow makes, behind one interface so stories and tests can pass fakes. The default
// implementation is @nusa/api-client's (headers incl. X-Member-Token / X-Request-Time for code requests).
import * as members from '@nusa/api-client/queries/members';
import type { components } from '@nusa/api-client/schema';
import type { QueryClient } from '@tanstack/react-query';
import type { Member } from '../member-slice';
import { mintLocalIdentity } from '../social/social-adapter';
import type { SocialIdentity } from '../social/types';
import type { OtpState } from './otp-timer';

type Schemas = components['schemas'];
export type Token = Schemas['Token'];
type AccountLookup = Schemas['AccountLookup'];
type OtpType = Schemas['OtpType'];
export type SocialSource = Schemas['SocialSource'];

export interface PhoneNumber {
  phone_number_country_code: string;
  phone_number: string;
}

export interface AuthApi {
  /** `captcha_token`: the reCAPTCHA widget's token, when the form shows one (VITE_RECAPTCHA_SITE_KEY). */
  loginWithEmail(body: { email: string; password: string; captcha_token?: string }): Promise<Token>;
  checkLoginPhone(body: PhoneNumber): Promise<AccountLookup>;
  loginWithPhone(body: PhoneNumber & { otp: string }): Promise<Token>;
  checkRegistration(body: PhoneNumber & { email: string }): Promise<void>;
  requestOtp(body: PhoneNumber & { type: OtpType; fullname?: string }): Promise<OtpState>;
  verifyOtp(body: PhoneNumber & { otp: string; type: OtpType }): Promise<void>;
  register(
    body: PhoneNumber & {
      fullname: string;
      email: string;
      otp: string;
      newsletter: boolean;
      termconditions: boolean;
      source: 'email' | SocialSource;
      captcha_token?: string;
    },
  ): Promise<Token>;
  /** The member behind a token just received (the token is already stored). */
  fetchMember(id: number): Promise<Member>;
  sendPasswordReset(email: string): Promise<void>;
  resetPassword(body: {
    token: string;
    email: string;
    password: string;
    password_confirmation: string;
  }): Promise<void>;
  updatePassword(
    id: number,
    body: { old_password?: string; password: string; password_confirmation: string },
  ): Promise<void>;
  socialCheck(email: string): Promise<AccountLookup>;
  /** Development only: a token from the API's local test identity provider (see social-adapter.ts). */
  localSocialIdentity(source: SocialSource, email: string, fullname: string): Promise<SocialIdentity>;
  socialLogin(body: {
    email: string;
    source: SocialSource;
    response: Record<string, unknown>;
    token: string;
  }): Promise<Token>;
}

/** The calls that read no server state (the password pages use these alone). */
export const httpAuthApi: Omit<AuthApi, 'fetchMember'> = {
  loginWithEmail: (body) => members.loginWithEmail(body).then((r) => r.data),
  checkLoginPhone: (body) => members.checkLoginPhoneNumber(body).then((r) => r.data),
  loginWithPhone: (body) => members.loginWithPhoneNumber(body).then((r) => r.data),
  checkRegistration: (body) => members.checkRegistration(body).then(() => undefined),
  requestOtp: (body) => members.requestOtp(body).then((r) => r.data),
  verifyOtp: (body) => members.verifyOtp(body).then(() => undefined),
  register: (body) => members.registerMember(body).then((r) => r.data),
  sendPasswordReset: (email) => members.sendPasswordResetEmail({ email }).then(() => undefined),
  resetPassword: (body) => members.resetPassword(body).then(() => undefined),
  updatePassword: (id, body) =>
    members.updateMember(id, { action_type: 'password', ...body }).then(() => undefined),
  socialCheck: (email) => members.checkSocialAccount({ email }).then((r) => r.data),
  localSocialIdentity: (source, email, fullname) =>
    mintLocalIdentity(source, email, fullname, import.meta.env?.VITE_API_BASE_URL ?? ''),
  socialLogin: (body) => members.socialLogin(body as never).then((r) => r.data),
};

/** The whole port for the flow: the member is server state, so it is read through the shared query cache. */
export function httpAuthApiWith(queryClient: QueryClient): AuthApi {
  return {
    ...httpAuthApi,
    // Always from the server: the token was just issued (or the phone just confirmed), so a cached member from
    // before is out of date; the answer then serves every memberQuery reader.
    fetchMember: (id) =>
      queryClient.fetchQuery({ ...members.memberQuery(id), staleTime: 0 }).then((r) => r.data),
  };
}
