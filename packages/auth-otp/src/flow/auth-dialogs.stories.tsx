import { withProviders } from '@nusa/test-kit/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AuthFrame } from '../test/auth-frame';
import { AuthDialogs } from './auth-dialogs';

const meta = {
  title: 'Auth/Error dialogs',
  component: AuthDialogs,
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  decorators: [withProviders({ frame: AuthFrame })],
  args: { dialog: null, onClose: fn(), onRegister: fn(), supportEmail: 'cs@nusastay.id' },
} satisfies Meta<typeof AuthDialogs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InvalidCredentials: Story = { args: { dialog: { kind: 'invalidCredentials' } } };
export const TemporarilyDeleted: Story = { args: { dialog: { kind: 'inactive' } } };
export const Deleted: Story = { args: { dialog: { kind: 'deleted', email: 'gone@example.com' } } };
export const EmailNotRegistered: Story = {
  args: { dialog: { kind: 'notRegistered', email: 'nobody@example.com' } },
};
export const ResendWait: Story = { args: { dialog: { kind: 'wait', minutes: 60 } } };
export const ServerMessage: Story = {
  args: { dialog: { kind: 'message', message: 'Terlalu banyak permintaan. Coba lagi nanti.' } },
};
