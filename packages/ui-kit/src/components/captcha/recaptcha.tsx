// reCAPTCHA v2 (spec §7 "a captcha script (version 2, English)"). This module is only ever loaded through the
// dynamic import in use-captcha-field.tsx, and only when a site key is configured: a deployment without a
// captcha downloads none of it, and no page's static dependencies grow.
import { useEffect, useRef, useState } from 'react';
import { loadScript } from '../../lib/load-script';
import styles from './captcha.module.css';

/** The widget's own failures (spec §8), in the caller's language: ui-kit has no copy of its own. */
export interface CaptchaErrorMessages {
  /** "ReCaptcha error: No key provided" */
  noKey: string;
  /** "ReCaptcha error: No version provided" */
  noVersion: string;
  /** "ReCaptcha error: Failed to load script" */
  load: string;
  /** "ReCaptcha error: Failed to execute" */
  execute: string;
}

type CaptchaError = keyof CaptchaErrorMessages;

interface Grecaptcha {
  ready(cb: () => void): void;
  render(
    el: HTMLElement,
    options: { sitekey: string; callback: (token: string) => void; 'expired-callback': () => void },
  ): number;
  reset(widgetId?: number): void;
}

const RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js?render=explicit&hl=en';
/** The script element's id: loadScript adds it once per page, however many forms show a captcha. */
export const RECAPTCHA_SCRIPT_ID = 'recaptcha-v2';

const grecaptcha = () => (globalThis as { grecaptcha?: Grecaptcha }).grecaptcha;

export interface RecaptchaProps {
  siteKey: string | undefined;
  /** Only version 2 (the checkbox) is supported; anything else shows the "no version" error. */
  version?: number | undefined;
  onToken: (token: string | null) => void;
  /** The server's answer about the last token (e.g. "Verifikasi captcha gagal, coba lagi"). */
  message?: string | undefined;
  /** Changing it clears the solved captcha so a new token can be obtained (tokens are single-use). */
  resetSignal?: number;
  errors: CaptchaErrorMessages;
}

export function Recaptcha({
  siteKey,
  version = 2,
  onToken,
  message,
  resetSignal = 0,
  errors,
}: RecaptchaProps) {
  const box = useRef<HTMLDivElement>(null);
  const widget = useRef<number | null>(null);
  const [error, setError] = useState<CaptchaError | null>(null);
  const tokenRef = useRef(onToken);
  tokenRef.current = onToken;

  useEffect(() => {
    if (resetSignal === 0) return;
    tokenRef.current(null);
    const g = grecaptcha();
    if (g && widget.current !== null) {
      try {
        g.reset(widget.current);
      } catch {
        setError('execute');
      }
    }
  }, [resetSignal]);

  useEffect(() => {
    if (!siteKey) return setError('noKey');
    if (version !== 2) return setError('noVersion');
    let cancelled = false;
    loadScript(RECAPTCHA_SCRIPT, RECAPTCHA_SCRIPT_ID)
      .then(() => {
        const g = grecaptcha();
        if (!g) throw new Error('grecaptcha missing');
        g.ready(() => {
          if (cancelled || !box.current) return;
          try {
            widget.current = g.render(box.current, {
              sitekey: siteKey,
              callback: (token) => tokenRef.current(token),
              'expired-callback': () => tokenRef.current(null),
            });
          } catch {
            setError('execute');
          }
        });
      })
      .catch(() => !cancelled && setError('load'));
    return () => {
      cancelled = true;
    };
  }, [siteKey, version]);

  const shown = error ? errors[error] : message;
  return (
    <div className={styles.captcha}>
      <div ref={box} />
      {shown ? (
        <p role="alert" className={styles.error}>
          {shown}
        </p>
      ) : null}
    </div>
  );
}
