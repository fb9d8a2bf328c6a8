// Build-time settings the auth feature reads (all optional; see README "Configuration").
interface ImportMetaEnv {
  readonly VITE_GOOGLE_CLIENT_ID?: string;
  readonly VITE_FACEBOOK_APP_ID?: string;
  readonly VITE_RECAPTCHA_SITE_KEY?: string;
  readonly VITE_SUPPORT_EMAIL?: string;
  readonly VITE_API_BASE_URL?: string;
}
