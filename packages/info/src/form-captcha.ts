// The forms' captcha (ui-kit's reCAPTCHA v2 widget). The API requires `captcha_token` on both forms when it has
// RECAPTCHA_SECRET; the web build shows the widget when it has the pair's site key, VITE_RECAPTCHA_SITE_KEY (read
// like @nusa/auth-otp's sign-in does). Without a key nothing is shown and nothing of the widget is downloaded.
import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@nusa/api-client/errors';
import { type CaptchaField, useCaptchaField } from '@nusa/ui-kit/captcha';
import { captchaErrors } from './form-messages';

/** Read at render, not at import, so a test can set it with `vi.stubEnv`. */
function captchaSiteKey(): string | undefined {
  const env = import.meta.env ?? {};
  return env.VITE_RECAPTCHA_SITE_KEY || undefined;
}

/** The captcha of one form, its failures in the active language. */
export function useFormCaptcha(): CaptchaField {
  const { i18n } = useLingui();
  return useCaptchaField({ siteKey: captchaSiteKey(), errors: captchaErrors(i18n) });
}

/**
 * The server's word about the captcha, shown at the widget: 422 `captcha_failed` names `captcha_token` (refused,
 * expired or reused token), 503 `captcha_unavailable` (Google did not answer). Anything else is not about it.
 */
function captchaProblemOf(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  const field = error.fieldErrors.captcha_token?.[0];
  if (error.status === 422 && field) return field;
  if (error.code === 'captcha_unavailable' || error.code === 'captcha_failed')
    return error.message || undefined;
  return undefined;
}

/** What a form does with a refused send (see `refusalOf`). */
export type Refusal<Errors> =
  | { kind: 'captcha' }
  | { kind: 'fields'; errors: Errors }
  | { kind: 'message'; message: string };

/**
 * How the forms answer a refused send, in one place for both: the captcha is spent whatever happened (Google
 * accepts a token once and the server has seen this one; success needs no reset, the receipt replaces the form and
 * its widget), and its problem is shown at the widget; then the fields the server named (422), else the limit's own
 * message (429), else `fallback` (the spec's "try again" copy). Everything typed stays in the form either way.
 */
export function refusalOf<Errors extends object>(
  error: unknown,
  captcha: CaptchaField,
  fieldErrorsOf: (fieldErrors: Record<string, string[]>) => Errors,
  fallback: string,
): Refusal<Errors> {
  const captchaProblem = captchaProblemOf(error);
  captcha.spent(captchaProblem);
  if (captchaProblem) return { kind: 'captcha' };
  const fields = isApiError(error) && error.status === 422 ? fieldErrorsOf(error.fieldErrors) : undefined;
  if (fields && Object.keys(fields).length) return { kind: 'fields', errors: fields };
  return { kind: 'message', message: isApiError(error) && error.status === 429 ? error.message : fallback };
}
