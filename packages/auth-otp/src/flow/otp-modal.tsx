import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@nusa/ui-kit/button';
import { Modal } from '@nusa/ui-kit/modal';
import { type ClipboardEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import styles from './auth.module.css';
import { OTP_LENGTH, type OtpSession, otpClock, parsePastedCode } from './otp-timer';

export interface OtpModalProps {
  open: boolean;
  onClose: () => void;
  /** Where the code went, e.g. +62 812 3456 7890. */
  phoneLabel: string;
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

/** Six single-digit boxes, validity timer, resend countdown and link, verify button (spec §2, §4). */
export function OtpModal({
  open,
  onClose,
  phoneLabel,
  session,
  invalid = false,
  message,
  verifying = false,
  resending = false,
  onVerify,
  onResend,
  onCodeChange,
  now = systemNow,
}: OtpModalProps) {
  const { t } = useLingui();
  const statusId = useId();
  const [digits, setDigits] = useState<string[]>(() => Array(OTP_LENGTH).fill(''));
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
    setDigits(Array(OTP_LENGTH).fill(''));
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

  const minutes = Math.round(session.interval / 60);
  const seconds = clock.resendIn;
  return (
    <Modal open={open} onClose={onClose} title={t`Verifikasi nomor ponsel`} closeLabel={t`Tutup`}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (complete && !clock.timedOut) onVerify(code);
        }}
      >
        <p
          className={styles.center}
        >{t`Masukkan 6 digit kode yang kami kirim lewat WhatsApp ke ${phoneLabel}.`}</p>
        <fieldset className={styles.otpBoxes} aria-describedby={statusId}>
          <legend className="nusa-visually-hidden">{t`Kode verifikasi`}</legend>
          {digits.map((digit, i) => {
            const position = i + 1;
            return (
              <input
                key={i}
                ref={(el) => {
                  boxes.current[i] = el;
                }}
                className={styles.otpBox}
                value={digit}
                inputMode="numeric"
                autoComplete={i === 0 ? 'one-time-code' : 'off'}
                pattern="[0-9]*"
                maxLength={2}
                aria-label={t`Digit ${position} dari 6`}
                aria-invalid={invalid || undefined}
                disabled={session.lockedOut}
                onChange={(e) => onInput(i, e.target.value)}
                onKeyDown={(e) => onKeyDown(i, e)}
                onPaste={(e) => onPaste(i, e)}
                onFocus={(e) => e.target.select()}
              />
            );
          })}
        </fieldset>
        <div id={statusId} aria-live="polite">
          {invalid ? <p className={styles.error}>{t`Kode tidak valid`}</p> : null}
          {message ? <p className={styles.error}>{message}</p> : null}
          {pasteRejected ? <p className={styles.error}>{t`Hanya angka yang bisa ditempel`}</p> : null}
        </div>
        {session.lockedOut ? (
          <p className={styles.center} role="status">
            {t`Batas pengiriman ulang tercapai. Tunggu ${plural(minutes, { one: '# menit', other: '# menit' })} lalu coba lagi.`}{' '}
            <span className={styles.timer}>{clock.display}</span>
          </p>
        ) : clock.timedOut ? (
          <p className={styles.center} role="status">
            {t`Waktu habis. Kode sudah tidak berlaku, silakan kirim ulang kode.`}
          </p>
        ) : (
          <p className={styles.center}>
            {t`Kode berlaku selama`} <span className={styles.timer}>{clock.display}</span>
          </p>
        )}
        <p className={styles.center}>
          {clock.canResend ? (
            <button type="button" className={styles.link} onClick={onResend} disabled={resending}>
              {t`Kirim ulang kode`}
            </button>
          ) : session.lockedOut ? null : (
            <span className={styles.muted}>{t`Kirim ulang kode dalam ${seconds} detik`}</span>
          )}
        </p>
        <Button type="submit" fullWidth loading={verifying} disabled={!complete || clock.timedOut}>
          {t`Verifikasi`}
        </Button>
      </form>
    </Modal>
  );
}
