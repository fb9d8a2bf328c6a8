// Every story renders on its own, without a backend: the modals are prop-driven (those with the consent box get
// the router harness for its route links).
import { describeStories, setUpStories } from '@nusa/test-kit/stories-test';
import { composeStories } from '@storybook/react-vite';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as DialogStories from './flow/auth-dialogs.stories';
import * as FlowStories from './flow/auth-flow.stories';
import * as OtpStories from './flow/otp-modal.stories';
import * as PasswordStories from './flow/password-pages.stories';
import * as RegisterStories from './flow/register-modal.stories';
import * as SignInStories from './flow/sign-in-modal.stories';
import * as SmallStories from './flow/small-modals.stories';

// Storybook's preview Lingui (no first-route catalog here: each story's frame loads the auth catalog).
setUpStories();

describeStories(
  {
    SignIn: SignInStories,
    Register: RegisterStories,
    Otp: OtpStories,
    Dialogs: DialogStories,
    Small: SmallStories,
    Password: PasswordStories,
    Flow: FlowStories,
  },
  () =>
    waitFor(() => expect(document.body.querySelectorAll('h1, h2, [role]').length).toBeGreaterThan(0), {
      timeout: 4000,
    }),
);

describe('story content', () => {
  it('the lockout story shows 59:59 and the invalid-code story the hint', async () => {
    const { Lockout, InvalidCode } = composeStories(OtpStories);
    const first = await act(async () => render(<Lockout />));
    expect(await screen.findByText('59:59')).toBeInTheDocument();
    first.unmount();
    await act(async () => render(<InvalidCode />));
    expect(await screen.findByText('Kode tidak valid')).toBeInTheDocument();
  });
});
