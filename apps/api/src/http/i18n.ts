// Server messages in Indonesian (source and fallback) and English, chosen by Accept-Language.

import type { Lang } from '@nusa/i18n/languages';

// The languages are @nusa/i18n's (the web app's); the server's modules take the type from here.
export type { Lang };

/**
 * Picks id or en from an Accept-Language header. The app sends a bare `id` or `en`; browsers send lists such
 * as `en-US,en;q=0.9,id;q=0.8`, which are negotiated here instead of being rejected as malformed.
 */
export function resolveLang(header: string | string[] | undefined): Lang {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return 'id';
  let best: { lang: Lang; q: number } | undefined;
  for (const part of value.split(',').slice(0, 20)) {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';');
    const primary = tag.split('-')[0];
    if (primary !== 'id' && primary !== 'en' && primary !== 'in') continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    const lang: Lang = primary === 'en' ? 'en' : 'id';
    if (!best || q > best.q) best = { lang, q };
  }
  return best?.lang ?? 'id';
}

const MESSAGES = {
  bad_request: { id: 'Permintaan tidak valid.', en: 'The request is invalid.' },
  invalid_json: { id: 'Isi permintaan bukan JSON yang valid.', en: 'The request body is not valid JSON.' },
  validation_failed: { id: 'Data yang dikirim tidak valid.', en: 'The given data was invalid.' },
  not_found: { id: 'Data tidak ditemukan.', en: 'The requested resource was not found.' },
  route_not_found: { id: 'Alamat API tidak ditemukan.', en: 'This API route does not exist.' },
  not_implemented: {
    id: 'Fitur ini belum tersedia di server ({operation}).',
    en: 'This operation is not implemented on the server yet ({operation}).',
  },
  payload_too_large: { id: 'Ukuran data terlalu besar.', en: 'The request body is too large.' },
  unsupported_media_type: {
    id: 'Jenis konten tidak didukung; kirim application/json.',
    en: 'Unsupported content type; send application/json.',
  },
  internal_error: {
    id: 'Terjadi kesalahan pada server. Silakan coba lagi.',
    en: 'Something went wrong on the server. Please try again.',
  },
  contract_violation: {
    id: 'Jawaban server tidak sesuai kontrak (response does not match contract).',
    en: 'response does not match contract',
  },
  local_only: {
    id: 'Halaman pengembangan ini hanya bisa dibuka dari komputer yang menjalankan server (localhost).',
    en: 'This development page is only served to the machine running the server (localhost).',
  },
  landing_page_not_found: { id: 'Promo tidak ditemukan.', en: 'Promotion not found.' },
  keyword_too_short: {
    id: 'Kata kunci minimal {min} karakter.',
    en: 'The keyword must be at least {min} characters.',
  },
  hotel_not_found: { id: 'Hotel tidak ditemukan.', en: 'Hotel not found.' },
  destination_not_found: { id: 'Destinasi tidak ditemukan.', en: 'Destination not found.' },
  stay_too_long: {
    id: 'Maaf, durasi menginap maksimal {max} malam',
    en: 'Sorry, maximum duration of stay is {max} nights',
  },
  check_out_not_after_check_in: {
    id: 'Tanggal check-out harus setelah tanggal check-in.',
    en: 'The check-out date must be after the check-in date.',
  },
  check_in_in_past: {
    id: 'Tanggal check-in tidak boleh sebelum hari ini.',
    en: 'The check-in date cannot be before today.',
  },
  dates_incomplete: {
    id: 'Isi tanggal check-in dan check-out.',
    en: 'Give both the check-in and the check-out date.',
  },
  adults_fewer_than_rooms: {
    id: 'Setiap kamar membutuhkan minimal 1 orang dewasa.',
    en: 'Each room needs at least 1 adult.',
  },
  too_many_children: {
    id: 'Maksimal {max} anak per kamar.',
    en: 'At most {max} children per room.',
  },
  // Field validation (Ajv keywords)
  'field.required': { id: 'Kolom ini wajib diisi.', en: 'This field is required.' },
  'field.numbers_only': { id: 'Masukkan angka saja.', en: 'Enter numbers only.' },
  'field.integer': { id: 'Harus berupa bilangan bulat.', en: 'Must be a whole number.' },
  'field.type': { id: 'Harus bertipe {type}.', en: 'Must be of type {type}.' },
  'field.enum': { id: 'Nilai tidak dikenal. Pilihan: {values}.', en: 'Unknown value. Allowed: {values}.' },
  'field.const': { id: 'Nilai harus {value}.', en: 'Must be {value}.' },
  'field.min_length': { id: 'Minimal {limit} karakter.', en: 'Must be at least {limit} characters.' },
  'field.max_length': { id: 'Maksimal {limit} karakter.', en: 'Must be at most {limit} characters.' },
  'field.minimum': { id: 'Minimal {limit}.', en: 'Must be at least {limit}.' },
  'field.maximum': { id: 'Maksimal {limit}.', en: 'Must be at most {limit}.' },
  'field.exclusive_minimum': { id: 'Harus lebih dari {limit}.', en: 'Must be greater than {limit}.' },
  'field.exclusive_maximum': { id: 'Harus kurang dari {limit}.', en: 'Must be less than {limit}.' },
  'field.min_items': { id: 'Minimal {limit} item.', en: 'Must have at least {limit} items.' },
  'field.max_items': { id: 'Maksimal {limit} item.', en: 'Must have at most {limit} items.' },
  'field.unique_items': { id: 'Item tidak boleh sama.', en: 'Items must be unique.' },
  'field.email': { id: 'Format email Anda salah.', en: 'Your email format is wrong.' },
  'field.date': { id: 'Tanggal harus berformat YYYY-MM-DD.', en: 'Dates must be formatted YYYY-MM-DD.' },
  'field.date_time': { id: 'Waktu harus berformat ISO 8601.', en: 'Times must be ISO 8601.' },
  'field.format': { id: 'Format tidak valid.', en: 'The format is invalid.' },
  'field.pattern': { id: 'Format tidak valid.', en: 'The format is invalid.' },
  'field.additional': { id: 'Kolom tidak dikenal.', en: 'Unknown field.' },
  'field.invalid': { id: 'Nilai tidak valid.', en: 'The value is invalid.' },
} as const satisfies Record<string, Record<Lang, string>>;

export type MessageKey = keyof typeof MESSAGES;

export function t(lang: Lang, key: MessageKey, params: Record<string, string | number> = {}): string {
  const template: string = MESSAGES[key][lang];
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}

const TYPE_NAMES: Record<string, Record<Lang, string>> = {
  string: { id: 'teks', en: 'text' },
  number: { id: 'angka', en: 'number' },
  integer: { id: 'bilangan bulat', en: 'integer' },
  boolean: { id: 'boolean (true/false)', en: 'boolean (true/false)' },
  object: { id: 'objek', en: 'object' },
  array: { id: 'daftar', en: 'list' },
  null: { id: 'null', en: 'null' },
};

export function typeName(lang: Lang, type: string): string {
  return type
    .split(',')
    .map((x) => TYPE_NAMES[x]?.[lang] ?? x)
    .join(lang === 'id' ? ' atau ' : ' or ');
}
