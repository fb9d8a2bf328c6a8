import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { OtpDialog, type OtpDialogLabels } from './otp-dialog';
import { lockedOutOtpSession, type OtpSession } from './otp-session';
import { englishLabels } from './test-fixtures';

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

const labels: OtpDialogLabels = {
  title: 'Verifikasi nomor ponsel',
  close: 'Tutup',
  instructions: 'Masukkan 6 digit kode yang kami kirim lewat WhatsApp ke +62 812 3456 7890.',
  code: 'Kode verifikasi',
  digit: (position, total) => `Digit ${position} dari ${total}`,
  invalid: 'Kode tidak valid',
  pasteRejected: 'Hanya angka yang bisa ditempel',
  lockedOut: (minutes) => `Batas pengiriman ulang tercapai. Tunggu ${minutes} menit lalu coba lagi.`,
  timedOut: 'Waktu habis. Kode sudah tidak berlaku, silakan kirim ulang kode.',
  validFor: 'Kode berlaku selama',
  resend: 'Kirim ulang kode',
  resendIn: (seconds) => `Kirim ulang kode dalam ${seconds} detik`,
  verify: 'Verifikasi',
};

const meta = {
  title: 'UI Kit/OtpDialog',
  component: OtpDialog,
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  args: {
    open: true,
    onClose: fn(),
    labels,
    session: session(),
    onVerify: fn(),
    onResend: fn(),
    onCodeChange: fn(),
    now,
  },
} satisfies Meta<typeof OtpDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Countdown: Story = {};
export const ResendAvailable: Story = {
  args: { session: session({ resendAt: NOW, expiresAt: NOW + 240_000 }) },
};
export const Resending: Story = {
  args: { session: session({ resendAt: NOW, expiresAt: NOW + 240_000 }), resending: true },
};
export const TimedOut: Story = { args: { session: session({ resendAt: NOW, expiresAt: NOW }) } };
export const InvalidCode: Story = { args: { invalid: true } };
export const InvalidWithMessage: Story = { args: { invalid: true, message: 'Kode OTP salah' } };
export const Verifying: Story = { args: { verifying: true } };
export const Lockout: Story = { args: { session: lockedOutOtpSession(NOW) } };
export const English: Story = { args: { labels: englishLabels } };
