import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type CaptchaErrorMessages, Recaptcha } from './recaptcha';
import { installFakeGrecaptcha } from './test-fixtures';

// Google's script is replaced by a fake (a labelled checkbox) so every state renders offline and the same way.
const errors: CaptchaErrorMessages = {
  noKey: 'ReCaptcha error: No key provided',
  noVersion: 'ReCaptcha error: No version provided',
  load: 'ReCaptcha error: Failed to load script',
  execute: 'ReCaptcha error: Failed to execute',
};

const meta = {
  title: 'UI Kit/Captcha',
  component: Recaptcha,
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  args: { siteKey: 'site-key', onToken: fn(), errors },
  // A story picks the fake's failure with `parameters.grecaptcha`.
  beforeEach: ({ parameters }) => installFakeGrecaptcha(parameters.grecaptcha).uninstall,
} satisfies Meta<typeof Recaptcha>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unsolved: Story = {};

export const Solved: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByRole('checkbox', { name: "I'm not a robot" }));
    await expect(args.onToken).toHaveBeenCalledWith('token-1');
  },
};

/** The server refused the last token: the widget was reset and says why. */
export const Refused: Story = { args: { message: 'Verifikasi captcha gagal, coba lagi.' } };

export const RefusedEnglish: Story = { args: { message: 'Captcha verification failed, please try again.' } };

export const NoKey: Story = { args: { siteKey: undefined } };

export const NoVersion: Story = { args: { version: 3 } };

export const LoadFailed: Story = { parameters: { grecaptcha: { fail: 'load' } } };

export const ExecuteFailed: Story = { parameters: { grecaptcha: { fail: 'execute' } } };
