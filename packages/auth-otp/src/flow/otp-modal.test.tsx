import type { Lang } from '@nusa/i18n/languages';
import { renderWithProviders } from '@nusa/test-kit/providers';
import { expectNoAxeViolations } from '@nusa/vitest-config/axe';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authCopy } from '../test/auth-copy';
import { OtpModal, type OtpModalProps } from './otp-modal';
import { lockedOutSession, sessionFromOtpState } from './otp-timer';

const NOW = 1_800_000_000_000;
const fresh = sessionFromOtpState(
  { otp_index: 1, next_interval: 60, expire_in_timestamp: NOW / 1000 + 300 },
  NOW,
);

function renderOtp(props: Partial<OtpModalProps> = {}, lang: Lang = 'id') {
  const onVerify = vi.fn();
  const onResend = vi.fn();
  let clock = NOW;
  const now = () => clock;
  const view = renderWithProviders(
    <OtpModal
      open
      onClose={() => {}}
      phoneLabel="+62 812 3456 7890"
      session={fresh}
      onVerify={onVerify}
      onResend={onResend}
      now={now}
      {...props}
    />,
    { i18n: authCopy.i18n(lang) },
  );
  return { ...view, onVerify, onResend, advance: (ms: number) => (clock += ms) };
}

beforeAll(authCopy.load);

const boxes = () => screen.getAllByRole('textbox', { name: /Digit \d dari 6|Digit \d of 6/ });

afterEach(() => vi.useRealTimers());

describe('OtpModal', () => {
  it('enables verify only with six digits and sends the code', async () => {
    const user = userEvent.setup();
    const { onVerify } = renderOtp();
    const verify = screen.getByRole('button', { name: 'Verifikasi' });
    expect(verify).toBeDisabled();
    await user.click(boxes()[0] as HTMLElement);
    await user.keyboard('12345');
    expect(verify).toBeDisabled();
    await user.keyboard('6');
    expect(verify).toBeEnabled();
    await user.click(verify);
    expect(onVerify).toHaveBeenCalledWith('123456');
  });

  it('fills all six boxes from a pasted code and rejects a non-numeric paste', () => {
    renderOtp();
    const [first] = boxes();
    fireEvent.paste(first as HTMLElement, { clipboardData: { getData: () => 'abc123' } });
    expect(screen.getByText('Hanya angka yang bisa ditempel')).toBeInTheDocument();
    expect(
      boxes()
        .map((b) => (b as HTMLInputElement).value)
        .join(''),
    ).toBe('');
    fireEvent.paste(first as HTMLElement, { clipboardData: { getData: () => '654321' } });
    expect(
      boxes()
        .map((b) => (b as HTMLInputElement).value)
        .join(''),
    ).toBe('654321');
    expect(screen.getByRole('button', { name: 'Verifikasi' })).toBeEnabled();
  });

  it('ignores letters typed into a box', async () => {
    const user = userEvent.setup();
    renderOtp();
    await user.type(boxes()[0] as HTMLElement, 'a');
    expect((boxes()[0] as HTMLInputElement).value).toBe('');
  });

  it('counts down, then shows the resend link; validity runs out with the time-out message', () => {
    vi.useFakeTimers();
    const { advance, onResend } = renderOtp();
    expect(screen.getByText('Kirim ulang kode dalam 60 detik')).toBeInTheDocument();
    expect(screen.getByText('05:00')).toBeInTheDocument();
    act(() => {
      advance(60_000);
      vi.advanceTimersByTime(1000);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Kirim ulang kode' }));
    expect(onResend).toHaveBeenCalled();
    act(() => {
      advance(240_000);
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByText(/Waktu habis/)).toBeInTheDocument();
  });

  it('shows the 59:59 lockout', () => {
    renderOtp({ session: lockedOutSession(NOW) });
    expect(screen.getByText('59:59')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Kirim ulang kode' })).not.toBeInTheDocument();
    expect(screen.getByText(/Tunggu 60 menit/)).toBeInTheDocument();
  });

  it('marks an invalid code, in English too', () => {
    renderOtp({ invalid: true, message: 'Wrong OTP code' }, 'en');
    expect(screen.getByText('Invalid code')).toBeInTheDocument();
    expect(boxes()[0]).toHaveAttribute('aria-invalid', 'true');
  });

  it('has no axe violations', async () => {
    renderOtp();
    await expectNoAxeViolations();
  });
});

describe('OtpModal retyping', () => {
  it('replaces a complete code typed again from the first box', async () => {
    const user = userEvent.setup();
    const { onVerify } = renderOtp();
    await user.click(boxes()[0] as HTMLElement);
    await user.keyboard('000000');
    await user.click(boxes()[0] as HTMLElement);
    // Repeats a digit already in its box (no change event): focus must still move on.
    await user.keyboard('100400');
    expect(
      boxes()
        .map((b) => (b as HTMLInputElement).value)
        .join(''),
    ).toBe('100400');
    await user.click(screen.getByRole('button', { name: 'Verifikasi' }));
    expect(onVerify).toHaveBeenLastCalledWith('100400');
  });
});
