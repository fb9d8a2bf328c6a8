import { type AllMessages, setupI18n } from '@lingui/core';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The project's patch of @lingui/core (patches/@lingui__core@6.11.0.patch): a plural message's `#` is written
// without building an Intl.NumberFormat, whose first construction costs a slow phone some 200 ms (issue 14).
// These tests fail on the unpatched library (the spy sees the construction) and pin that the digits are Intl's.

// Compiled catalog entries, as the Lingui bundler plugin emits them for `{count, plural, one {# …} other {# …}}`.
const messages = {
  id: { nights: [['count', 'plural', { other: ['#', ' malam'] }]] },
  en: { nights: [['count', 'plural', { one: ['#', ' night'], other: ['#', ' nights'] }]] },
} as unknown as AllMessages;

const values = [0, 1, 2, 7, 15, 999, 1000, 1234, 5580, 12_345, 999_999, 1_000_000, 1_234_567_890, -1, -4500];

afterEach(() => vi.restoreAllMocks());

describe('plural messages in Indonesian and English', () => {
  it.each(['id', 'en'] as const)(
    'write %s whole numbers as Intl does, without building an Intl.NumberFormat',
    (lang) => {
      const expected = values.map((count) => new Intl.NumberFormat(lang).format(count));
      const i18n = setupI18n({ locale: lang, messages });
      const construct = vi.spyOn(Intl, 'NumberFormat');

      const written = values.map((count) => i18n._('nights', { count }));

      expect(construct).not.toHaveBeenCalled();
      expect(written.map((text) => text.replace(/ (malam|nights?)$/, ''))).toEqual(expected);
      expect(i18n._('nights', { count: 1 })).toBe(lang === 'id' ? '1 malam' : '1 night');
      expect(i18n._('nights', { count: 5580 })).toBe(lang === 'id' ? '5.580 malam' : '5,580 nights');
    },
  );

  it('still leaves fractions and other languages to Intl', () => {
    const i18n = setupI18n({ locale: 'id', messages });
    expect(i18n._('nights', { count: 1.5 })).toBe(`${new Intl.NumberFormat('id').format(1.5)} malam`);
    const french = setupI18n({ locale: 'fr', messages: { fr: messages.en ?? {} } });
    expect(french._('nights', { count: 1234 })).toBe(`${new Intl.NumberFormat('fr').format(1234)} nights`);
  });
});
