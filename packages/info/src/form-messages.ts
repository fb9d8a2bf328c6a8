// The forms' validation copy, translated with the active catalog (the sign-in and checkout forms' wording where
// the rule is the same: spec §5 "This field is required", "Your email format is wrong").
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CaptchaErrorMessages } from '@nusa/ui-kit/captcha';
import type { FormMessages } from './model/shared';

export function formMessages(i18n: I18n): FormMessages {
  return {
    required: i18n._(msg`Kolom ini wajib diisi`),
    minLength: i18n._(msg`Isi paling sedikit 2 huruf`),
    maxLength: (max) => i18n._(msg`Maksimal ${max} karakter`),
    email: i18n._(msg`Format email Anda salah`),
    phone: i18n._(msg`Masukkan 7-15 angka, boleh diawali +`),
    website: i18n._(msg`Alamat situs web tidak valid, contoh: www.hotelanda.co.id`),
    productType: i18n._(msg`Pilih jenis produk`),
    departurePast: i18n._(msg`Tanggal berangkat tidak boleh sebelum hari ini`),
    departureTooFar: (days) => i18n._(msg`Tanggal berangkat paling lambat ${days} hari dari hari ini`),
    returnBeforeDeparture: i18n._(msg`Tanggal pulang tidak boleh sebelum tanggal berangkat`),
    sameRoute: i18n._(msg`Kota tujuan harus berbeda dari kota asal`),
    birthdateFuture: i18n._(msg`Tanggal lahir harus sebelum hari ini`),
    birthdateTooOld: i18n._(msg`Tanggal lahir tidak valid`),
    passengersMax: (max) => i18n._(msg`Maksimal ${max} penumpang`),
  };
}

/** The captcha widget's own failures (spec §8, the sign-in's wording), for ui-kit's widget. */
export function captchaErrors(i18n: I18n): CaptchaErrorMessages {
  return {
    noKey: i18n._(msg`ReCaptcha error: No key provided`),
    noVersion: i18n._(msg`ReCaptcha error: No version provided`),
    load: i18n._(msg`ReCaptcha error: Failed to load script`),
    execute: i18n._(msg`ReCaptcha error: Failed to execute`),
  };
}
