import { withProviders } from '@nusa/test-kit/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AuthFrame } from '../test/auth-frame';
import { INDONESIA } from '@nusa/ui-kit/country-picker';
import { emptyRegister, RegisterModal } from './register-modal';

const meta = {
  title: 'Auth/Register modal',
  component: RegisterModal,
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  // A router: the consent box links to the legal pages' routes.
  decorators: [withProviders({ frame: AuthFrame, path: '/' })],
  args: {
    open: true,
    onClose: fn(),
    draft: emptyRegister,
    country: INDONESIA,
    onPickCountry: fn(),
    onSubmit: fn(async (): Promise<Record<string, string> | undefined> => undefined),
    onSocial: fn(),
    onSignIn: fn(),
  },
} satisfies Meta<typeof RegisterModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const FromSocialSignIn: Story = {
  args: {
    draft: { ...emptyRegister, fullname: 'Social Tester', email: 'social.tester@example.com' },
    emailLocked: true,
  },
};
export const EmailTaken: Story = {
  args: {
    draft: {
      ...emptyRegister,
      fullname: 'Sari Dewi',
      email: 'sari@example.com',
      phone: '81234567890',
      terms: true,
    },
    onSubmit: fn(async () => ({ email: 'Email sudah digunakan' })),
  },
};
