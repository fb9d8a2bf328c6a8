// Build-time configuration of the auth feature (Vite env). Social SDKs and the captcha load only when set.
import type { AuthConfig } from './auth-flow';

const DEFAULT_SUPPORT_EMAIL = 'cs@nusastay.id';

export function envAuthConfig(): AuthConfig {
  const env = import.meta.env ?? {};
  return {
    supportEmail: env.VITE_SUPPORT_EMAIL || DEFAULT_SUPPORT_EMAIL,
    captchaSiteKey: env.VITE_RECAPTCHA_SITE_KEY || undefined,
    googleClientId: env.VITE_GOOGLE_CLIENT_ID || undefined,
    facebookAppId: env.VITE_FACEBOOK_APP_ID || undefined,
  };
}
