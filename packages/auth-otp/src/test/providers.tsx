// Test and story harness: the providers the shell mounts (store with the common and member slices, TanStack
// Query, Lingui with the auth catalog) and a fake AuthApi whose answers each test sets.
import { type I18n, setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { ApiError, type ApiErrorInit } from '@nusa/api-client/errors';
import { commonSlice, initialCommonState } from '@nusa/core/common-slice';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { Provider } from 'react-redux';
import type { AuthApi } from '../flow/auth-api';
import type { AuthConfig, SessionPort } from '../flow/auth-flow';
import { messages as en } from '../flow/locales/auth.en.po';
import { messages as id } from '../flow/locales/auth.id.po';
import { type MemberState, memberSlice } from '../member-slice';

export function makeStore(member: Partial<MemberState> = {}) {
  return configureStore({
    reducer: combineSlices(commonSlice, memberSlice),
    preloadedState: {
      common: initialCommonState,
      member: { ...memberSlice.getInitialState(), ...member },
    },
  });
}
export type TestStore = ReturnType<typeof makeStore>;

/** An i18n instance with the auth catalog already loaded (the flow's gate then renders at once). */
export function makeI18n(lang: 'id' | 'en' = 'id'): I18n {
  return setupI18n({ locale: lang, messages: { [lang]: lang === 'en' ? en : id } });
}

export function Providers({
  children,
  store,
  i18n,
}: {
  children: ReactNode;
  store?: TestStore;
  i18n?: I18n;
}) {
  return (
    <Provider store={store ?? makeStore()}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <I18nProvider i18n={i18n ?? makeI18n()}>
          <Suspense fallback={null}>{children}</Suspense>
        </I18nProvider>
      </QueryClientProvider>
    </Provider>
  );
}

export const apiError = (init: ApiErrorInit) => new ApiError(init);

export { member, token } from './fixtures';

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
