// The whole flow against a fake API, in the kit's providers and router (the consent box links to the legal pages'
// routes), for the flow's interaction tests (auth-flow.test, captcha.test); the copy comes from `authCopy`, loaded
// in the test file's beforeAll.
import type { Lang } from '@nusa/i18n/languages';
import { renderRoute } from '@nusa/test-kit/router-harness';
import { vi } from 'vitest';
import type { AuthPrompt } from '../auth-prompt';
import type { AuthApi } from '../flow/auth-api';
import { type AuthConfig, AuthFlow } from '../flow/auth-flow';
import { authCopy } from './auth-copy';
import { fakeApi, fakeSession, testConfig } from './fake-auth-api';
import { makeStore } from './fixtures';

/** The pinned clock; codes below are valid for five minutes from it. */
export const NOW = 1_800_000_000_000;
export const otpState = { otp_index: 1, next_interval: 60, expire_in_timestamp: NOW / 1000 + 300 };

export async function renderFlow(
  api: Partial<AuthApi>,
  prompt: AuthPrompt = { view: 'signIn', redirect: '/account' },
  { lang = 'id', config = testConfig }: { lang?: Lang; config?: AuthConfig } = {},
) {
  const session = fakeSession();
  const onClose = vi.fn();
  const navigate = vi.fn();
  const full = fakeApi(api);
  const { user } = await renderRoute(
    <AuthFlow
      prompt={prompt}
      onClose={onClose}
      api={full}
      config={config}
      session={session}
      navigate={navigate}
      now={() => NOW}
    />,
    { store: makeStore(), i18n: authCopy.i18n(lang) },
  );
  return { session, onClose, navigate, api: full, user };
}
