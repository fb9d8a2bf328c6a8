import { withProviders } from '@nusa/test-kit/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AuthFrame } from '../test/auth-frame';
import type { CountryRow } from '@nusa/ui-kit/country-picker';
import { CountryPicker } from './country-picker';
import { ForgotPasswordModal } from './forgot-password-modal';
import { LocalIdentityModal } from './local-identity-modal';
import { WelcomeModal } from './welcome-modal';

const rows: CountryRow[] = [
  ['ID', '62', 'Indonesia', 'Indonesia'],
  ['MY', '60', 'Malaysia', 'Malaysia'],
  ['SG', '65', 'Singapura', 'Singapore'],
  ['US', '1', 'Amerika Serikat', 'United States'],
];

const meta = {
  title: 'Auth/Other modals',
  component: WelcomeModal,
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  decorators: [withProviders({ frame: AuthFrame })],
  args: { open: true, fullname: 'Sari Dewi', onNext: fn(), onSetPassword: fn() },
} satisfies Meta<typeof WelcomeModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Welcome: Story = {};
export const ForgotPassword: Story = {
  render: () => (
    <ForgotPasswordModal
      open
      onClose={fn()}
      draft={{ email: '' }}
      onSubmit={fn(async () => undefined)}
      onBack={fn()}
    />
  ),
};
export const ForgotPasswordSent: Story = {
  render: () => (
    <ForgotPasswordModal
      open
      onClose={fn()}
      draft={{ email: 'sari@example.com' }}
      onSubmit={fn(async () => undefined)}
      sentTo="sari@example.com"
      onBack={fn()}
    />
  ),
};
export const CountryPickerList: Story = {
  render: () => <CountryPicker open selected="ID" onSelect={fn()} onClose={fn()} rows={rows} />,
};
export const LocalTestIdentityProvider: Story = {
  render: () => <LocalIdentityModal source="googleplus" onSubmit={fn()} onClose={fn()} />,
};
