// The captcha of one form. The token goes to the API as `captcha_token`; Google accepts each token once, so the
// form calls `spent` after every answer of the server. The widget itself (recaptcha.tsx) is a dynamic import,
// made only when a site key is configured: this module is all that a form's chunk carries without one.
import { type ComponentType, lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import type { CaptchaErrorMessages, RecaptchaProps } from './recaptcha';

const LazyRecaptcha: ComponentType<RecaptchaProps> = lazy(() =>
  import('./recaptcha').then(({ Recaptcha }) => ({ default: Recaptcha })),
);

export interface CaptchaField {
  /** The solved widget's token, to send as `captcha_token`. */
  token: string | undefined;
  /** A site key is configured and the widget is not solved yet (submit waits). */
  missing: boolean;
  /** The server has seen the token (Google accepts it once): clear the widget and show `message` there. */
  spent(message?: string): void;
  /** The widget (null without a site key). */
  element: ReactNode;
}

export interface CaptchaFieldOptions {
  /** The reCAPTCHA v2 site key; without one no captcha is shown and nothing is loaded. */
  siteKey: string | undefined;
  /** The widget's own failures, translated by the caller. */
  errors: CaptchaErrorMessages;
  /** A message to show at the widget from the start (e.g. the server refused the previous attempt's token). */
  message?: string | undefined;
}

/** The captcha of one form: its token, the server's message about it, and resetting after use. */
export function useCaptchaField({
  siteKey,
  errors,
  message: initialMessage,
}: CaptchaFieldOptions): CaptchaField {
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
      <Suspense fallback={null}>
        <LazyRecaptcha
          siteKey={siteKey}
          onToken={onToken}
          message={message}
          resetSignal={resetSignal}
          errors={errors}
        />
      </Suspense>
    ) : null,
  };
}
