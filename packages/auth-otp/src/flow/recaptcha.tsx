// reCAPTCHA v2 (spec §7 "a captcha script (version 2, English)"), loaded only when a site key is configured.
// Its four failure messages are the spec's (§8). The token goes to the API as `captcha_token` (e-mail login and
// register); Google accepts each token once, so the form resets the widget after every answer of the server.
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { loadScript } from '../social/load-script';
import styles from './auth.module.css';

type CaptchaError = 'no-key' | 'no-version' | 'load' | 'execute';

interface Grecaptcha {
  ready(cb: () => void): void;
  render(
    el: HTMLElement,
    options: { sitekey: string; callback: (token: string) => void; 'expired-callback': () => void },
  ): number;
  reset(widgetId?: number): void;
}

function Recaptcha({
  siteKey,
  version = 2,
  onToken,
  message,
  resetSignal = 0,
}: {
  siteKey: string | undefined;
  version?: number | undefined;
  onToken: (token: string | null) => void;
  /** The server's answer about the last token (e.g. "Verifikasi captcha gagal, coba lagi"). */
  message?: string | undefined;
  /** Changing it clears the solved captcha so a new token can be obtained (tokens are single-use). */
  resetSignal?: number;
}) {
  const { t } = useLingui();
  const box = useRef<HTMLDivElement>(null);
  const widget = useRef<number | null>(null);
  const [error, setError] = useState<CaptchaError | null>(null);
  const tokenRef = useRef(onToken);
  tokenRef.current = onToken;

  useEffect(() => {
    if (resetSignal === 0) return;
    tokenRef.current(null);
    const g = (globalThis as { grecaptcha?: Grecaptcha }).grecaptcha;
    if (g && widget.current !== null) {
      try {
        g.reset(widget.current);
      } catch {
        setError('execute');
      }
    }
  }, [resetSignal]);

  useEffect(() => {
    if (!siteKey) return setError('no-key');
    if (version !== 2) return setError('no-version');
    let cancelled = false;
    loadScript('https://www.google.com/recaptcha/api.js?render=explicit&hl=en', 'recaptcha-v2')
      .then(() => {
        const g = (globalThis as { grecaptcha?: Grecaptcha }).grecaptcha;
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

  const messages: Record<CaptchaError, string> = {
    'no-key': t`ReCaptcha error: No key provided`,
    'no-version': t`ReCaptcha error: No version provided`,
    load: t`ReCaptcha error: Failed to load script`,
    execute: t`ReCaptcha error: Failed to execute`,
  };
  return (
    <div className={styles.captcha}>
      <div ref={box} />
      {error || message ? (
        <p role="alert" className={styles.error}>
          {error ? messages[error] : message}
        </p>
      ) : null}
    </div>
  );
}

export interface CaptchaField {
  /** The solved widget's token, to send as `captcha_token`. */
  token: string | undefined;
  /** A site key is configured and the widget is not solved yet (submit waits). */
  missing: boolean;
  /** The server has seen the token (Google accepts it once): clear the widget and show `message` there. */
  spent(message?: string): void;
  element: ReactNode;
}

/** The captcha of one form: its token, the server's message about it, and resetting after use. */
export function useCaptchaField(siteKey: string | undefined, initialMessage?: string): CaptchaField {
  const [token, setToken] = useState<string | null>(null);
  const [message, setMessage] = useState<string | undefined>(initialMessage);
  const [resetSignal, setResetSignal] = useState(0);
  const onToken = useCallback((next: string | null) => {
    setToken(next);
    if (next) setMessage(undefined);
  }, []);
  const spent = useCallback(
    (next?: string) => {
      if (!siteKey) return;
      setToken(null);
      setMessage(next);
      setResetSignal((n) => n + 1);
    },
    [siteKey],
  );
  return {
    token: token ?? undefined,
    missing: Boolean(siteKey) && !token,
    spent,
    element: siteKey ? (
      <Recaptcha siteKey={siteKey} onToken={onToken} message={message} resetSignal={resetSignal} />
    ) : null,
  };
}
