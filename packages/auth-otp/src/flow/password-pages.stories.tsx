import { withProviders } from '@nusa/test-kit/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AuthFrame } from '../test/auth-frame';
import { member } from '../test/fixtures';
import { ResetPasswordView } from './reset-password-view';
import { UpdatePasswordView } from './update-password-view';

const meta = {
  title: 'Auth/Password pages',
  component: ResetPasswordView,
  decorators: [withProviders({ frame: AuthFrame })],
  args: {
    token: 'abc',
    email: 'sari@example.com',
    api: { resetPassword: fn(async () => undefined) },
    onSignIn: fn(),
    onForgot: fn(),
  },
} satisfies Meta<typeof ResetPasswordView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ResetPassword: Story = {};
export const ResetPasswordInvalidLink: Story = { args: { token: null } };
export const SetFirstPassword: Story = {
  render: () => (
    <UpdatePasswordView
      user={{ ...member, has_password: false }}
      api={{ updatePassword: fn(async () => undefined) }}
      onSaved={fn()}
      onSignIn={fn()}
      onDone={fn()}
    />
  ),
};
export const ChangePassword: Story = {
  render: () => (
    <UpdatePasswordView
      user={member}
      api={{ updatePassword: fn(async () => undefined) }}
      onSaved={fn()}
      onSignIn={fn()}
      onDone={fn()}
    />
  ),
};
export const UpdatePasswordSignedOut: Story = {
  render: () => (
    <UpdatePasswordView
      user={null}
      api={{ updatePassword: fn(async () => undefined) }}
      onSaved={fn()}
      onSignIn={fn()}
      onDone={fn()}
    />
  ),
};
