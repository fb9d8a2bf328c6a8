import type { Messages } from '@lingui/core';

/** The hotel feature's compiled catalog for a language; the shell merges it into the active i18n. */
export const loadHotelMessages = (lang: 'id' | 'en'): Promise<Messages> =>
  import(`./locales/${lang}.po`).then((m: { messages: Messages }) => m.messages);
