// Every story renders on its own, without a backend or router: the modals are prop-driven.
import { storyLingui } from '@nusa/test-kit/story';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import * as DialogStories from './flow/auth-dialogs.stories';
import * as FlowStories from './flow/auth-flow.stories';
import * as OtpStories from './flow/otp-modal.stories';
import * as PasswordStories from './flow/password-pages.stories';
import * as RegisterStories from './flow/register-modal.stories';
import * as SignInStories from './flow/sign-in-modal.stories';
import * as SmallStories from './flow/small-modals.stories';

// Storybook's preview Lingui (no first-route catalog here: each story's frame loads the auth catalog).
const lingui = storyLingui();
setProjectAnnotations({ decorators: [lingui.decorator], initialGlobals: { locale: 'id' } });
beforeAll(lingui.load);

const files: Record<string, [string, ComponentType][]> = {
  SignIn: Object.entries(composeStories(SignInStories)),
  Register: Object.entries(composeStories(RegisterStories)),
  Otp: Object.entries(composeStories(OtpStories)),
  Dialogs: Object.entries(composeStories(DialogStories)),
  Small: Object.entries(composeStories(SmallStories)),
  Password: Object.entries(composeStories(PasswordStories)),
  Flow: Object.entries(composeStories(FlowStories)),
};

describe.each(Object.entries(files))('%s stories', (_name, stories) => {
  it.each(stories)('%s renders', async (_story, Story) => {
    await act(async () => {
      render(<Story />);
    });
    await waitFor(() => expect(document.body.querySelectorAll('h1, h2, [role]').length).toBeGreaterThan(0), {
      timeout: 4000,
    });
  });
});

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
