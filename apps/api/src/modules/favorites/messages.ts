// Messages of the favorites endpoints in Indonesian and English, and the helper that turns them into HttpErrors.
import type { Lang } from '../../http/i18n.ts';
import { moduleMessages } from '../../http/module-messages.ts';

const MESSAGES = {
  favorite_not_found: { id: 'Favorit tidak ditemukan.', en: 'Favorite not found.' },
  favorite_removed: { id: 'Dihapus dari favorit.', en: 'Removed from your favorites.' },
  favorable_not_found: {
    id: 'Hotel ini tidak ditemukan atau tidak lagi tersedia.',
    en: 'This hotel was not found or is no longer listed.',
  },
  stay_dates_pair: {
    id: 'Isi tanggal check-in dan check-out bersama-sama.',
    en: 'Give the check-in and check-out dates together.',
  },
  type_hotel: { id: 'Hotel', en: 'Hotels' },
} as const satisfies Record<string, Record<Lang, string>>;

const messages = moduleMessages(MESSAGES);

/** The message in the request's language. */
export const fm = messages.text;

/** An error whose message (and optional field error) is in the request's language. */
export const favoriteError = messages.error;
