import { expectNoAxeViolations } from '@nusa/vitest-config/axe';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OtpDialog, type OtpDialogProps } from './otp-dialog';
import { lockedOutOtpSession, otpSession } from './otp-session';
import { englishLabels } from './test-fixtures';

const NOW = 1_800_000_000_000;
const fresh = otpSession({ index: 1, nextInterval: 60, expiresAt: NOW + 300_000 }, NOW);

function renderDialog(props: Partial<OtpDialogProps> = {}) {
  const onVerify = vi.fn();
  const onResend = vi.fn();
  const onCodeChange = vi.fn();
  let clock = NOW;
  const view = render(
    <OtpDialog
      open
      onClose={() => {}}
      labels={englishLabels}
      session={fresh}
      onVerify={onVerify}
      onResend={onResend}
      onCodeChange={onCodeChange}
      now={() => clock}
      {...props}
    />,
  );
  return { ...view, onVerify, onResend, onCodeChange, advance: (ms: number) => (clock += ms) };
}

const boxes = () => screen.getAllByRole('textbox', { name: /Digit \d of 6/ });
const code = () =>
  boxes()
    .map((b) => (b as HTMLInputElement).value)
    .join('');

afterEach(() => vi.useRealTimers());

describe('OtpDialog', () => {
  it('is a dialog named by its title, with six labelled boxes', () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Verify your phone number' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeInTheDocument();
    expect(boxes()).toHaveLength(6);
    expect(screen.getByText(/sent by WhatsApp to \+62 812 3456 7890/)).toBeInTheDocument();
  });

  it('enables verify only with six digits, moves focus box to box and sends the code', async () => {
    const user = userEvent.setup();
    const { onVerify, onCodeChange } = renderDialog();
    const verify = screen.getByRole('button', { name: 'Verify' });
    expect(verify).toBeDisabled();
    await user.click(boxes()[0] as HTMLElement);
    await user.keyboard('12345');
    expect(boxes()[5]).toHaveFocus();
    expect(verify).toBeDisabled();
    await user.keyboard('6');
    expect(onCodeChange).toHaveBeenCalled();
    await user.click(verify);
    expect(onVerify).toHaveBeenCalledWith('123456');
  });

  it('goes back a box with Backspace on an empty box', async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.click(boxes()[0] as HTMLElement);
    await user.keyboard('12');
    await user.keyboard('{Backspace}');
    expect(code()).toBe('1');
    expect(boxes()[1]).toHaveFocus();
  });

  it('fills all six boxes from a pasted code and rejects a non-numeric paste', () => {
    renderDialog();
    const [first] = boxes();
    fireEvent.paste(first as HTMLElement, { clipboardData: { getData: () => 'abc123' } });
    expect(screen.getByText('Only numbers can be pasted')).toBeInTheDocument();
    expect(code()).toBe('');
    fireEvent.paste(first as HTMLElement, { clipboardData: { getData: () => '654 321' } });
    expect(code()).toBe('654321');
    expect(screen.queryByText('Only numbers can be pasted')).not.toBeInTheDocument();
  });

  it('counts down to the resend link, then runs out of validity', () => {
    vi.useFakeTimers();
    const { advance, onResend } = renderDialog();
    expect(screen.getByText('Resend code in 60 seconds')).toBeInTheDocument();
    expect(screen.getByText('05:00')).toBeInTheDocument();
    act(() => {
      advance(60_000);
      vi.advanceTimersByTime(1000);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(onResend).toHaveBeenCalledTimes(1);
    act(() => {
      advance(240_000);
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('status')).toHaveTextContent(/Time is up/);
  });

  it('empties the boxes when a new code arrives', () => {
    const { rerender, onVerify, onResend } = renderDialog();
    fireEvent.paste(boxes()[0] as HTMLElement, { clipboardData: { getData: () => '111111' } });
    expect(code()).toBe('111111');
    rerender(
      <OtpDialog
        open
        onClose={() => {}}
        labels={englishLabels}
        session={otpSession({ index: 2, expiresAt: NOW + 400_000 }, NOW + 100_000)}
        onVerify={onVerify}
        onResend={onResend}
        now={() => NOW + 100_000}
      />,
    );
    expect(code()).toBe('');
    expect(boxes()[0]).toHaveFocus();
  });

  it('shows the lockout with 59:59, disabled boxes and no resend link', () => {
    renderDialog({ session: lockedOutOtpSession(NOW) });
    expect(screen.getByText('59:59')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Wait 60 minutes');
    expect(boxes()[0]).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Resend code' })).not.toBeInTheDocument();
  });

  it('marks an invalid code and shows the server message', () => {
    renderDialog({ invalid: true, message: 'Wrong OTP code' });
    expect(screen.getByText('Invalid code')).toBeInTheDocument();
    expect(screen.getByText('Wrong OTP code')).toBeInTheDocument();
    for (const box of boxes()) expect(box).toHaveAttribute('aria-invalid', 'true');
  });

  it('has no axe violations', async () => {
    renderDialog({ invalid: true });
    await expectNoAxeViolations(document.body);
  });
});
