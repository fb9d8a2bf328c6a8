import { withProviders } from '@nusa/test-kit/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AuthFrame } from '../test/auth-frame';
import { OtpModal } from './otp-modal';
import { lockedOutSession, type OtpSession } from './otp-timer';

// The clock is pinned so every state renders the same way (and in the visual tests).
const NOW = 1_800_000_000_000;
const now = () => NOW;
const session = (over: Partial<OtpSession> = {}): OtpSession => ({
  expiresAt: NOW + 300_000,
  resendAt: NOW + 60_000,
  index: 1,
  lockedOut: false,
  interval: 60,
  ...over,
});

const meta = {
  title: 'Auth/Verification modal',
  component: OtpModal,
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  decorators: [withProviders({ frame: AuthFrame })],
  args: {
    open: true,
    onClose: fn(),
    phoneLabel: '+62 812 3456 7890',
    session: session(),
    onVerify: fn(),
    onResend: fn(),
    now,
  },
} satisfies Meta<typeof OtpModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Countdown: Story = {};
export const ResendAvailable: Story = {
  args: { session: session({ resendAt: NOW, expiresAt: NOW + 240_000 }) },
};
export const TimedOut: Story = { args: { session: session({ resendAt: NOW, expiresAt: NOW }) } };
export const InvalidCode: Story = { args: { invalid: true, message: 'Kode OTP salah' } };
export const Verifying: Story = { args: { verifying: true } };
export const Lockout: Story = {
  args: {
    session: session({
      lockedOut: true,
      index: 4,
      interval: 3600,
      resendAt: NOW + 3_600_000,
      expiresAt: NOW,
    }),
  },
};
export const LockoutAfter429: Story = { args: { session: lockedOutSession(NOW) } };
export const LiveClock: Story = {
  name: 'Live clock (real time)',
  args: {
    now: () => Date.now(),
    session: session({ expiresAt: Date.now() + 300_000, resendAt: Date.now() + 60_000 }),
  },
};
