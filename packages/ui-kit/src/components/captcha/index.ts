export type { CaptchaErrorMessages } from './recaptcha';
export type { CaptchaField, CaptchaFieldOptions } from './use-captcha-field';
export { useCaptchaField } from './use-captcha-field';
