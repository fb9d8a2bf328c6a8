// Copy used by several parts of the checkout, translated with the active catalog.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { DEFAULT_LANG, isLang, type Lang } from '@nusa/i18n/languages';
import { TERMS_CONSENT_MESSAGES } from '@nusa/ui-kit/terms-consent';
import type { CheckoutMessages } from './model/checkout-form';

/** The validation messages of the checkout form (spec §5; the same wording as the sign-in forms). */
export function checkoutMessages(i18n: I18n): CheckoutMessages {
  return {
    required: i18n._(msg`Kolom ini wajib diisi`),
    title: i18n._(msg`Pilih titel`),
    name: i18n._(msg`Tulis nama sesuai KTP atau paspor, dengan huruf latin`),
    nameLength: i18n._(msg`Nama terdiri dari 2-100 karakter`),
    email: i18n._(msg`Format email Anda salah`),
    numbersOnly: i18n._(msg`Masukkan angka saja`),
    phoneMin: (min) => i18n._(msg`Minimal ${min} digit`),
    phoneMax: (max) => i18n._(msg`Maksimal ${max} digit`),
    otherLength: (max) => i18n._(msg`Maksimal ${max} karakter`),
    terms: i18n._(TERMS_CONSENT_MESSAGES.required),
  };
}

/** The active language, for dates. */
export const langOf = (i18n: I18n): Lang => (isLang(i18n.locale) ? i18n.locale : DEFAULT_LANG);
