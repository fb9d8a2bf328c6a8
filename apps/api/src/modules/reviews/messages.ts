// Messages of the member's review endpoints (the spec's review rules: text at least 2 characters, photo under
// 10 MB, video under 100 MB, at most 5 files) in Indonesian and English, and the helper that turns them into
// HttpErrors.
import type { Lang } from '../../http/i18n.ts';
import { moduleMessages } from '../../http/module-messages.ts';

const MESSAGES = {
  booking_not_found: { id: 'Pemesanan tidak ditemukan.', en: 'Booking not found.' },
  not_reviewable: {
    id: 'Ulasan hanya dapat dikirim untuk masa menginap yang sudah selesai, paling lambat 30 hari setelah check-out.',
    en: 'A review can only be sent for a completed stay, within 30 days of check-out.',
  },
  already_reviewed: {
    id: 'Anda sudah mengirim ulasan untuk masa menginap ini. Ulasan yang sudah dikirim tidak dapat diubah.',
    en: 'You have already reviewed this stay. A sent review cannot be changed.',
  },
  media_not_found: {
    id: 'Foto atau video tidak ditemukan. Unggah ulang lalu kirim lagi.',
    en: 'A photo or video was not found. Upload it again, then send.',
  },
  no_files: { id: 'Pilih foto atau video untuk diunggah.', en: 'Choose a photo or video to upload.' },
  too_many_files: {
    id: 'Maksimal 5 foto atau video per ulasan.',
    en: 'At most 5 photos or videos per review.',
  },
  too_many_uploads: {
    id: 'Terlalu banyak unggahan yang belum dikirim. Kirim ulasan Anda atau coba lagi besok.',
    en: 'Too many uploads not sent yet. Send your review or try again tomorrow.',
  },
  unsupported_file_type: {
    id: 'Format file tidak didukung. Unggah foto (JPG, PNG, WebP, HEIC) atau video (MP4, MOV).',
    en: 'This file type is not supported. Upload a photo (JPG, PNG, WebP, HEIC) or a video (MP4, MOV).',
  },
  unreadable_image: {
    id: 'Foto tidak dapat dibaca. Coba foto lain.',
    en: 'This photo cannot be read. Try another photo.',
  },
  photo_too_large: { id: 'Ukuran foto harus di bawah 10 MB.', en: 'A photo must be under 10 MB.' },
  video_too_large: { id: 'Ukuran video harus di bawah 100 MB.', en: 'A video must be under 100 MB.' },
  not_multipart: {
    id: 'Unggahan harus dikirim sebagai multipart/form-data.',
    en: 'Uploads must be sent as multipart/form-data.',
  },
  upload_failed: {
    id: 'Unggahan tidak dapat disimpan saat ini. Coba lagi sebentar lagi.',
    en: 'The upload cannot be stored right now. Please try again in a moment.',
  },
} as const satisfies Record<string, Record<Lang, string>>;

const messages = moduleMessages(MESSAGES);

/** An HttpError with the message in the request's language. */
export const reviewError = messages.error;
