import { type ClipboardEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../button/button';
import { Modal } from '../modal/modal';
import styles from './otp-dialog.module.css';
import { OTP_LENGTH, type OtpSession, otpClock, parsePastedCode } from './otp-session';

/** Every piece of the dialog's copy, translated by the caller (ui-kit has no strings of its own). */
export interface OtpDialogLabels {
  /** The dialog's title, e.g. "Verifikasi nomor ponsel". */
  title: string;
  /** aria-label of the close button. */
  close: string;
  /** Where the code went, e.g. "Masukkan 6 digit kode yang kami kirim lewat WhatsApp ke +62 812 3456 7890." */
  instructions: string;
  /** Legend of the six boxes (read by screen readers), e.g. "Kode verifikasi". */
  code: string;
  /** Name of one box: "Digit 1 dari 6". */
  digit: (position: number, total: number) => string;
  /** The server refused the code. */
  invalid: string;
  /** A paste with something other than digits. */
  pasteRejected: string;
  /** Resend limit reached: "… Tunggu 60 menit lalu coba lagi." (minutes = the server's interval / 60). */
  lockedOut: (minutes: number) => string;
  /** The code's 5 minutes are over. */
  timedOut: string;
  /** Before the validity timer: "Kode berlaku selama". */
  validFor: string;
  /** The resend link. */
  resend: string;
  /** Before the resend link appears: "Kirim ulang kode dalam 42 detik". */
  resendIn: (seconds: number) => string;
  /** The submit button. */
  verify: string;
}

export interface OtpDialogProps {
  open: boolean;
  onClose: () => void;
  labels: OtpDialogLabels;
  session: OtpSession;
  /** The server refused the code: boxes are marked and the 'invalid code' hint shows. */
  invalid?: boolean;
  /** The server's message about the last attempt. */
  message?: string | undefined;
  verifying?: boolean;
  resending?: boolean;
  onVerify: (code: string) => void;
  onResend: () => void;
  /** Typing again clears the invalid state. */
  onCodeChange?: () => void;
  /** Clock (stories and tests pin it). */
  now?: () => number;
}

function useTicker(now: () => number): number {
  const [time, setTime] = useState(now);
  useEffect(() => {
    const id = setInterval(() => setTime(now()), 1000);
    return () => clearInterval(id);
  }, [now]);
  return time;
}

const systemNow = () => Date.now();
const emptyCode = () => Array<string>(OTP_LENGTH).fill('');

/** Six single-digit boxes, validity timer, resend countdown and link, verify button (spec §2, §4, §5). */
export function OtpDialog({
  open,
  onClose,
  labels,
  session,
  invalid = false,
  message,
  verifying = false,
  resending = false,
  onVerify,
  onResend,
  onCodeChange,
  now = systemNow,
}: OtpDialogProps) {
  const statusId = useId();
  const [digits, setDigits] = useState<string[]>(emptyCode);
  const [pasteRejected, setPasteRejected] = useState(false);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const time = useTicker(now);
  const clock = otpClock(session, time);
  const code = digits.join('');
  const complete = code.length === OTP_LENGTH && /^\d{6}$/.test(code);

  // A new code (resend) starts with empty boxes.
  const sessionKey = `${session.index}:${session.resendAt}`;
  const lastKey = useRef(sessionKey);
  useEffect(() => {
    if (lastKey.current === sessionKey) return;
    lastKey.current = sessionKey;
    setDigits(emptyCode());
    boxes.current[0]?.focus();
  }, [sessionKey]);

  const update = (next: string[], focus?: number) => {
    setDigits(next);
    setPasteRejected(false);
    onCodeChange?.();
    if (focus !== undefined) boxes.current[Math.min(focus, OTP_LENGTH - 1)]?.focus();
  };

  const onInput = (index: number, value: string) => {
    const digit = value.replace(/\D/g, '').slice(-1);
    if (value && !digit) return; // letters are ignored
    const next = [...digits];
    next[index] = digit;
    update(next, digit ? index + 1 : undefined);
  };

  const onKeyDown = (index: number, e: KeyboardEvent<HTMLInputElement>) => {
    // A digit key always fills the box and moves on, even when it equals the digit already there (no change
    // event then). Virtual keyboards that send no key name go through onChange.
    if (/^\d$/.test(e.key) && !e.ctrlKey && !e.metaKey && !e.altKey) {
      e.preventDefault();
      const next = [...digits];
      next[index] = e.key;
      update(next, index + 1);
      return;
    }
    if (e.key === 'Backspace' && !digits[index] && index > 0) {
      e.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      update(next, index - 1);
    } else if (e.key === 'ArrowLeft' && index > 0) boxes.current[index - 1]?.focus();
    else if (e.key === 'ArrowRight' && index < OTP_LENGTH - 1) boxes.current[index + 1]?.focus();
  };

  const onPaste = (index: number, e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault();
    const pasted = parsePastedCode(e.clipboardData.getData('text'));
    if (pasted === null) {
      setPasteRejected(true);
      return;
    }
    const start = pasted.length === OTP_LENGTH ? 0 : index;
    const next = [...digits];
    for (let i = 0; i < pasted.length && start + i < OTP_LENGTH; i++) next[start + i] = pasted[i] ?? '';
    update(next, start + pasted.length);
  };

  return (
    <Modal open={open} onClose={onClose} title={labels.title} closeLabel={labels.close}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (complete && !clock.timedOut) onVerify(code);
        }}
      >
        <p className={styles.center}>{labels.instructions}</p>
        <fieldset className={styles.boxes} aria-describedby={statusId}>
          <legend className="nusa-visually-hidden">{labels.code}</legend>
          {digits.map((digit, i) => (
            <input
              key={i}
              ref={(el) => {
                boxes.current[i] = el;
              }}
              className={styles.box}
              value={digit}
              inputMode="numeric"
              autoComplete={i === 0 ? 'one-time-code' : 'off'}
              pattern="[0-9]*"
              maxLength={2}
              aria-label={labels.digit(i + 1, OTP_LENGTH)}
              aria-invalid={invalid || undefined}
              disabled={session.lockedOut}
              onChange={(e) => onInput(i, e.target.value)}
              onKeyDown={(e) => onKeyDown(i, e)}
              onPaste={(e) => onPaste(i, e)}
              onFocus={(e) => e.target.select()}
            />
          ))}
        </fieldset>
        <div id={statusId} aria-live="polite">
          {invalid ? <p className={styles.error}>{labels.invalid}</p> : null}
          {message ? <p className={styles.error}>{message}</p> : null}
          {pasteRejected ? <p className={styles.error}>{labels.pasteRejected}</p> : null}
        </div>
        {session.lockedOut ? (
          <p className={styles.center} role="status">
            {labels.lockedOut(Math.round(session.interval / 60))}{' '}
            <span className={styles.timer}>{clock.display}</span>
          </p>
        ) : clock.timedOut ? (
          <p className={styles.center} role="status">
            {labels.timedOut}
          </p>
        ) : (
          <p className={styles.center}>
            {labels.validFor} <span className={styles.timer}>{clock.display}</span>
          </p>
        )}
        <p className={styles.center}>
          {clock.canResend ? (
            <button type="button" className={styles.link} onClick={onResend} disabled={resending}>
              {labels.resend}
            </button>
          ) : session.lockedOut ? null : (
            <span className={styles.muted}>{labels.resendIn(clock.resendIn)}</span>
          )}
        </p>
        <Button type="submit" fullWidth loading={verifying} disabled={!complete || clock.timedOut}>
          {labels.verify}
        </Button>
      </form>
    </Modal>
  );
}
