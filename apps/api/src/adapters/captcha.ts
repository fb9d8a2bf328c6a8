// Captcha (reCAPTCHA v2) on e-mail login and register. The web shows the widget when VITE_RECAPTCHA_SITE_KEY is
// set; the API checks its token only when RECAPTCHA_SECRET (the secret of the same key pair) is set:
// - configured: POST https://www.google.com/recaptcha/api/siteverify; the request must carry a token Google
//   accepts (tokens are single-use and expire about two minutes after the widget was solved).
// - not configured (development and tests): no captcha is required. Unlike the local outbox or the local
//   identity provider nothing is faked here, so APP_ENV=production does not insist on it; a deployment that
//   shows the widget must set RECAPTCHA_SECRET, otherwise the widget protects nothing.
// The token is never logged.
import type { AuthConfig } from '../modules/members/config.ts';

export const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
const TIMEOUT_MS = 5000;

export type CaptchaResult = 'valid' | 'invalid' | 'unavailable';

export interface CaptchaVerifier {
  /** `recaptcha` checks tokens with Google; `none` requires no captcha. */
  readonly kind: 'recaptcha' | 'none';
  /** Only called when `kind` is not `none`; `unavailable` when the verification service did not answer. */
  verify(token: string, remoteIp: string | undefined): Promise<CaptchaResult>;
}

export function createRecaptchaVerifier(
  secret: string,
  options: { fetch?: typeof fetch; timeoutMs?: number } = {},
): CaptchaVerifier {
  const doFetch = options.fetch ?? fetch;
  return {
    kind: 'recaptcha',
    async verify(token, remoteIp) {
      const form = new URLSearchParams({ secret, response: token });
      if (remoteIp) form.set('remoteip', remoteIp);
      let answer: { success?: unknown };
      try {
        const response = await doFetch(SITEVERIFY_URL, {
          method: 'POST',
          body: form,
          signal: AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS),
        });
        if (!response.ok) {
          await response.body?.cancel().catch(() => {});
          return 'unavailable';
        }
        answer = (await response.json()) as { success?: unknown };
      } catch {
        return 'unavailable';
      }
      // Google's error-codes (timeout-or-duplicate, invalid-input-response, …) all mean "solve it again"; a
      // wrong secret (invalid-input-secret) also lands here and shows up as every captcha failing.
      return answer?.success === true ? 'valid' : 'invalid';
    },
  };
}

const noCaptcha: CaptchaVerifier = {
  kind: 'none',
  async verify() {
    return 'valid';
  },
};

export function createCaptchaVerifier(config: AuthConfig): CaptchaVerifier {
  return config.recaptcha ? createRecaptchaVerifier(config.recaptcha.secret) : noCaptcha;
}
