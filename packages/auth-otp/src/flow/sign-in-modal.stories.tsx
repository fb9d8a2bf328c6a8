import { withProviders } from '@nusa/test-kit/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AuthFrame } from '../test/auth-frame';
import { INDONESIA } from '@nusa/ui-kit/country-picker';
import { SignInModal } from './sign-in-modal';

const meta = {
  title: 'Auth/Sign-in modal',
  component: SignInModal,
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  decorators: [withProviders({ frame: AuthFrame })],
  args: {
    open: true,
    onClose: fn(),
    tab: 'email',
    onTabChange: fn(),
    emailDraft: { email: '', password: '' },
    phoneDraft: { countryCode: '62', phone: '' },
    country: INDONESIA,
    onPickCountry: fn(),
    onSubmitEmail: fn(async (): Promise<Record<string, string> | undefined> => undefined),
    onSubmitPhone: fn(async (): Promise<Record<string, string> | undefined> => undefined),
    onForgotPassword: fn(),
    onRegister: fn(),
    onSocial: fn(),
    supportEmail: 'cs@nusastay.id',
  },
} satisfies Meta<typeof SignInModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmailTab: Story = {};
export const EmailTabFilled: Story = {
  args: { emailDraft: { email: 'sari@example.com', password: 'rahasia1' } },
};
export const ServerFieldError: Story = {
  args: {
    emailDraft: { email: 'sari@example.com', password: 'x' },
    onSubmitEmail: fn(async () => ({ email: 'Email tidak terdaftar' })),
  },
};
export const PhoneTab: Story = {
  args: { tab: 'phone', phoneDraft: { countryCode: '62', phone: '81234567890' } },
};
export const PhoneTabSingapore: Story = {
  args: { tab: 'phone', country: { iso2: 'SG', callingCode: '65', name: 'Singapura' } },
};
export const SocialBusy: Story = { args: { socialBusy: 'googleplus' } };
export const WithCaptchaMissingScript: Story = { args: { captchaSiteKey: 'story-key-without-network' } };
