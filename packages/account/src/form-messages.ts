import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FormMessages } from './model/forms';

/** The validation messages of the account's forms (spec §5; the same wording as the sign-in forms). */
export function formMessages(i18n: I18n): FormMessages {
  return {
    required: i18n._(msg`Kolom ini wajib diisi`),
    passwordLength: i18n._(msg`Kata sandi harus 6-20 karakter`),
    passwordMatch: i18n._(msg`Konfirmasi kata sandi tidak sama`),
    letters: i18n._(msg`Hanya boleh berisi huruf & spasi`),
    max: (max) => i18n._(msg`Maksimal ${max} karakter`),
    birthDate: i18n._(msg`Tanggal lahir harus sebelum hari ini`),
    numbersOnly: i18n._(msg`Masukkan angka saja`),
    phoneMin: (min) => i18n._(msg`Minimal ${min} digit`),
    phoneMax: (max) => i18n._(msg`Maksimal ${max} digit`),
    samePhone: i18n._(msg`Ini nomor ponsel Anda saat ini`),
  };
}
