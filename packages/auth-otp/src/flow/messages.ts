// Copy shared by several screens of the flow, translated with the active catalog.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CaptchaErrorMessages } from '@nusa/ui-kit/captcha';
import { TERMS_CONSENT_MESSAGES } from '@nusa/ui-kit/terms-consent';
import type { ValidationMessages } from './validation';

export function validationMessages(i18n: I18n): ValidationMessages {
  return {
    required: i18n._(msg`Kolom ini wajib diisi`),
    email: i18n._(msg`Format email Anda salah`),
    fullname: i18n._(msg`Hanya boleh berisi huruf & spasi`),
    numbersOnly: i18n._(msg`Masukkan angka saja`),
    phoneMin: (min) => i18n._(msg`Minimal ${min} digit`),
    phoneMax: (max) => i18n._(msg`Maksimal ${max} digit`),
    terms: i18n._(TERMS_CONSENT_MESSAGES.required),
    passwordLength: i18n._(msg`Kata sandi harus 6-20 karakter`),
    passwordMatch: i18n._(msg`Konfirmasi kata sandi tidak sama`),
  };
}

/** The captcha widget's own failures (spec §8), for ui-kit's widget, which has no copy of its own. */
export function captchaErrors(i18n: I18n): CaptchaErrorMessages {
  return {
    noKey: i18n._(msg`ReCaptcha error: No key provided`),
    noVersion: i18n._(msg`ReCaptcha error: No version provided`),
    load: i18n._(msg`ReCaptcha error: Failed to load script`),
    execute: i18n._(msg`ReCaptcha error: Failed to execute`),
  };
}
