// Messages of the members endpoints in Indonesian and English (spec section 8 wording where it gives one), and
// helpers that turn them into HttpErrors.
import { HttpError } from '../../http/errors.ts';
import type { Lang } from '../../http/i18n.ts';

const MESSAGES = {
  invalid_credentials: { id: 'E-mail dan/atau kata sandi salah.', en: 'Wrong e-mail and/or password.' },
  account_temporary_inactive: {
    id: 'Akun Anda dihapus sementara. Hubungi layanan pelanggan untuk mengaktifkannya kembali.',
    en: 'Your account has been temporarily deleted. Contact customer service to reactivate it.',
  },
  account_deleted: {
    id: 'Akun Anda telah dihapus. Silakan daftar kembali.',
    en: 'Your account has been deleted. Please register again.',
  },
  email_taken: { id: 'E-mail sudah digunakan.', en: 'The e-mail has already been taken.' },
  phone_taken: { id: 'Nomor telepon sudah digunakan.', en: 'The phone number has already been taken.' },
  already_registered: {
    id: 'E-mail atau nomor telepon sudah terdaftar.',
    en: 'The e-mail or phone number is already registered.',
  },
  phone_not_registered: {
    id: 'Nomor telepon tidak terdaftar.',
    en: 'The phone number is not registered.',
  },
  phone_not_own: {
    id: 'Nomor telepon berbeda dengan nomor di akun Anda.',
    en: 'This phone number differs from the one on your account.',
  },
  email_not_registered: {
    id: 'E-mail belum terdaftar. Periksa kembali atau daftarkan akun baru.',
    en: 'The e-mail is not registered. Check it again or register a new account.',
  },
  otp_invalid: { id: 'Kode OTP salah.', en: 'Wrong OTP code.' },
  otp_expired: { id: 'Kode OTP sudah kedaluwarsa.', en: 'The OTP code has expired.' },
  otp_locked: {
    id: 'Terlalu banyak percobaan. Minta kode baru setelah {minutes} menit.',
    en: 'Retry limit exceeded. Please wait {minutes} minutes before requesting a new code.',
  },
  otp_void: {
    id: 'Kode OTP salah 5 kali dan tidak berlaku lagi. Minta kode baru.',
    en: 'The OTP code was wrong 5 times and is no longer valid. Request a new code.',
  },
  otp_too_soon: {
    id: 'Tunggu {seconds} detik sebelum meminta kode baru.',
    en: 'Please wait {seconds} seconds before requesting a new code.',
  },
  otp_sent_whatsapp: {
    id: 'Kode verifikasi Nusa Stay Anda: {code}. Berlaku 5 menit. Jangan berikan kode ini kepada siapa pun.',
    en: 'Your Nusa Stay verification code: {code}. Valid for 5 minutes. Never share this code with anyone.',
  },
  invalid_member_token: {
    id: 'Permintaan ditolak: tanda aplikasi tidak valid atau waktu perangkat tidak sesuai.',
    en: 'Request refused: the app signature is invalid or the device clock is off.',
  },
  rate_limited: {
    id: 'Terlalu banyak permintaan. Coba lagi dalam {minutes} menit.',
    en: 'Too many requests. Please try again in {minutes} minutes.',
  },
  login_slow_down: {
    id: 'Terlalu banyak percobaan masuk yang gagal. Coba lagi dalam {seconds} detik.',
    en: 'Too many failed sign-in attempts. Try again in {seconds} seconds.',
  },
  phone_check_required: {
    id: 'Sesi masuk dengan nomor ponsel sudah berakhir. Masukkan nomor ponsel Anda lagi.',
    en: 'Your phone sign-in has timed out. Enter your phone number again.',
  },
  otp_phone_busy: {
    id: 'Terlalu banyak kode dikirim ke nomor ini. Coba lagi dalam {minutes} menit.',
    en: 'Too many codes were sent to this number. Try again in {minutes} minutes.',
  },
  unauthorized: {
    id: 'Sesi Anda tidak valid atau sudah berakhir. Silakan masuk kembali.',
    en: 'Your session is invalid or has expired. Please sign in again.',
  },
  forbidden_member: {
    id: 'Anda tidak boleh mengakses data anggota lain.',
    en: 'You may not access another member’s data.',
  },
  member_not_found: { id: 'Anggota tidak ditemukan.', en: 'Member not found.' },
  password_common: {
    id: 'Kata sandi ini terlalu umum. Pilih kata sandi lain.',
    en: 'This password is too common. Choose another one.',
  },
  password_length: {
    id: 'Kata sandi harus 6-20 karakter.',
    en: 'The password must be 6-20 characters.',
  },
  password_mismatch: {
    id: 'Konfirmasi kata sandi tidak sama.',
    en: 'The password confirmation does not match.',
  },
  password_incorrect: { id: 'Kata sandi salah.', en: 'Incorrect password.' },
  password_required: { id: 'Kolom ini wajib diisi.', en: 'This field is required.' },
  reset_link_sent: {
    id: 'Tautan untuk mengatur ulang kata sandi telah dikirim ke e-mail Anda.',
    en: 'A link to reset your password has been sent to your e-mail.',
  },
  reset_token_invalid: {
    id: 'Tautan atur ulang kata sandi tidak valid atau sudah kedaluwarsa.',
    en: 'The password reset link is invalid or has expired.',
  },
  password_changed: {
    id: 'Kata sandi berhasil diubah. Silakan masuk dengan kata sandi baru.',
    en: 'Your password has been changed. Please sign in with the new password.',
  },
  logged_out: { id: 'Anda telah keluar.', en: 'You have been signed out.' },
  terms_required: {
    id: 'Anda harus menyetujui syarat dan ketentuan serta kebijakan privasi.',
    en: 'You must agree to the terms and conditions and the privacy policy.',
  },
  social_rejected: {
    id: 'Masuk dengan akun sosial gagal. Coba lagi.',
    en: 'Social sign-in failed. Please try again.',
  },
  not_registered: {
    id: 'Akun belum terdaftar. Silakan daftar terlebih dahulu.',
    en: 'No account is registered with this e-mail. Please register first.',
  },
  identifier_required: {
    id: 'Isi e-mail atau nomor telepon.',
    en: 'Give an e-mail address or a phone number.',
  },
  birth_date_future: { id: 'Tanggal lahir harus di masa lalu.', en: 'The birth date must be in the past.' },
  delivery_failed: {
    id: 'Pesan tidak dapat dikirim saat ini. Coba lagi nanti.',
    en: 'The message could not be sent right now. Please try again later.',
  },
  captcha_failed: {
    id: 'Verifikasi captcha gagal, coba lagi.',
    en: 'Captcha verification failed, please try again.',
  },
  captcha_unavailable: {
    id: 'Captcha tidak dapat diverifikasi saat ini. Coba lagi nanti.',
    en: 'The captcha could not be verified right now. Please try again later.',
  },
  reset_email_subject: {
    id: 'Atur ulang kata sandi Nusa Stay',
    en: 'Reset your Nusa Stay password',
  },
  reset_email_body: {
    id: 'Halo {name},\n\nKami menerima permintaan untuk mengatur ulang kata sandi akun Nusa Stay Anda. Buka tautan berikut dalam 60 menit:\n\n{link}\n\nJika Anda tidak memintanya, abaikan e-mail ini.\n\nSalam,\nNusa Stay',
    en: 'Hello {name},\n\nWe received a request to reset the password of your Nusa Stay account. Open this link within 60 minutes:\n\n{link}\n\nIf you did not ask for it, ignore this e-mail.\n\nRegards,\nNusa Stay',
  },
} as const satisfies Record<string, { id: string; en: string }>;

export type MemberMessage = keyof typeof MESSAGES;

export function m(lang: Lang, key: MemberMessage, params: Record<string, string | number> = {}): string {
  const template: string = MESSAGES[key][lang];
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}

/** An error whose message (and optional field error) is in the request's language. */
export function memberError(
  status: number,
  code: string,
  key: MemberMessage,
  options: {
    lang: Lang;
    params?: Record<string, string | number>;
    field?: string | string[];
    accountStatus?: string;
    headers?: Record<string, string>;
  },
): HttpError {
  const text = m(options.lang, key, options.params);
  const fields =
    options.field === undefined ? [] : Array.isArray(options.field) ? options.field : [options.field];
  return new HttpError(
    status,
    code,
    { text },
    {
      fieldErrors: fields.length ? () => Object.fromEntries(fields.map((f) => [f, [text]])) : undefined,
      accountStatus: options.accountStatus,
      headers: options.headers,
    },
  );
}
