// Build-time settings the info feature reads (optional; see README "Captcha").
interface ImportMetaEnv {
  readonly VITE_RECAPTCHA_SITE_KEY?: string;
}
