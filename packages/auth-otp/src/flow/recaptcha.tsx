// reCAPTCHA v2 (spec §7 "a captcha script (version 2, English)"), loaded only when a site key is configured.
// Its four failure messages are the spec's (§8).
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { loadScript } from '../social/load-script';
import styles from './auth.module.css';

export type CaptchaError = 'no-key' | 'no-version' | 'load' | 'execute';

interface Grecaptcha {
  ready(cb: () => void): void;
  render(
    el: HTMLElement,
    options: { sitekey: string; callback: (token: string) => void; 'expired-callback': () => void },
  ): number;
}

export function Recaptcha({
  siteKey,
  version = 2,
  onToken,
}: {
  siteKey: string | undefined;
  version?: number | undefined;
  onToken: (token: string | null) => void;
}) {
  const { t } = useLingui();
  const box = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<CaptchaError | null>(null);
  const tokenRef = useRef(onToken);
  tokenRef.current = onToken;

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
            g.render(box.current, {
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
      {error ? (
        <p role="alert" className={styles.error}>
          {messages[error]}
        </p>
      ) : null}
    </div>
  );
}
