// The whole flow against a fake API, for the flow's interaction tests (auth-flow.test, captcha.test). Not JSX:
// test-utils.ts is the name the library build leaves out.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { vi } from 'vitest';
import type { AuthPrompt } from '../auth-prompt';
import { fakeApi, fakeSession, makeI18n, Providers, testConfig } from '../test/providers';
import type { AuthApi } from './auth-api';
import { type AuthConfig, AuthFlow } from './auth-flow';

/** The pinned clock; codes below are valid for five minutes from it. */
export const NOW = 1_800_000_000_000;
export const otpState = { otp_index: 1, next_interval: 60, expire_in_timestamp: NOW / 1000 + 300 };

export function renderFlow(
  api: Partial<AuthApi>,
  prompt: AuthPrompt = { view: 'signIn', redirect: '/account' },
  { lang = 'id', config = testConfig }: { lang?: 'id' | 'en'; config?: AuthConfig } = {},
) {
  const session = fakeSession();
  const onClose = vi.fn();
  const navigate = vi.fn();
  const full = fakeApi(api);
  const flow = createElement(AuthFlow, {
    prompt,
    onClose,
    api: full,
    config,
    session,
    navigate,
    now: () => NOW,
  });
  render(createElement(Providers, { i18n: makeI18n(lang), children: flow }));
  return { session, onClose, navigate, api: full, user: userEvent.setup() };
}
