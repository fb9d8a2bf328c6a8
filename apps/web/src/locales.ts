// Exported as `@nusa/web/locales` for tools outside the app (Storybook): the shell's own compiled catalog.
// The app itself never imports this file; it loads every catalog through `virtual:nusa-catalogs`.
import type { Messages } from '@lingui/core';

/** The web shell's compiled catalog for a language (layout, error and placeholder pages). */
export const loadWebMessages = (lang: 'id' | 'en'): Promise<Messages> =>
  import(`./locales/${lang}.po`).then((m: { messages: Messages }) => m.messages);
