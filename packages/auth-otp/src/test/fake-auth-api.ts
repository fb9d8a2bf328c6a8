// The auth feature's ports as fakes: an AuthApi whose answers each test sets, a session port that records what the
// flow did, and the flow's configuration.
import { ApiError, type ApiErrorInit } from '@nusa/api-client/errors';
import type { AuthApi } from '../flow/auth-api';
import type { AuthConfig, SessionPort } from '../flow/auth-flow';

export const apiError = (init: ApiErrorInit) => new ApiError(init);

const never = () => new Promise<never>(() => {});

/** A fake API: every call pending forever unless a test overrides it. */
export function fakeApi(overrides: Partial<AuthApi> = {}): AuthApi {
  return {
    loginWithEmail: never,
    checkLoginPhone: never,
    loginWithPhone: never,
    checkRegistration: never,
    requestOtp: never,
    verifyOtp: never,
    register: never,
    fetchMember: never,
    sendPasswordReset: never,
    resetPassword: never,
    updatePassword: never,
    socialCheck: never,
    socialLogin: never,
    localSocialIdentity: async (source, email, fullname) => ({
      source,
      email,
      fullname,
      token: 'localidp.test',
      response: { email, name: fullname },
    }),
    ...overrides,
  };
}

export const testConfig: AuthConfig = { supportEmail: 'cs@nusastay.id' };

export function fakeSession(): SessionPort & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    signedIn: (t, { welcome }) => calls.push(`signedIn:${t.token}:${welcome}`),
    setUser: (u) => calls.push(`setUser:${u.id}`),
    setWelcome: (w) => calls.push(`setWelcome:${w}`),
  };
}
