import { describe, expect, it } from 'vitest';
import { addPoMessage, messageId, potCreationDate, renderPo } from '../src/po.ts';
import { fixtureTree } from './fixture-tree.ts';

const msgids = (po: string) => [...po.matchAll(/^msgid "(.+)"$/gm)].map((m) => m[1]);

describe('catalogs as lingui extract writes them', () => {
  it('use Lingui’s generated ids', () => {
    // Checked against @lingui/message-utils generateMessageId.
    expect(messageId('Favorit')).toBe('BWiijJ');
    expect(messageId('Tentang Kami')).toBe('8E-z38');
  });

  it('render a new catalog sorted by id, with the header Lingui keeps', () => {
    const created = new Date(2026, 10, 25, 10, 5);
    const po = renderPo(
      'en',
      [
        { id: 'Promo', translation: 'Promotions', origins: ['src/a.tsx'] },
        { id: 'Daftar Keinginan', translation: 'Wishlist', origins: ['src/b.tsx', 'src/a.tsx'] },
      ],
      created,
    );
    expect(po).toBe(`msgid ""
msgstr ""
"POT-Creation-Date: ${potCreationDate(created)}\\n"
"MIME-Version: 1.0\\n"
"Content-Type: text/plain; charset=utf-8\\n"
"Content-Transfer-Encoding: 8bit\\n"
"X-Generator: @lingui/cli\\n"
"Language: en\\n"

#: src/a.tsx
#: src/b.tsx
msgid "Daftar Keinginan"
msgstr "Wishlist"

#: src/a.tsx
msgid "Promo"
msgstr "Promotions"
`);
    expect(potCreationDate(created)).toMatch(/^2026-11-25 10:05[+-]\d{4}$/);
  });

  it('add a message in its place in an existing catalog', () => {
    const en = fixtureTree().read('apps/web/src/locales/en.po') as string;
    const first = addPoMessage(en, {
      id: 'Daftar Keinginan',
      translation: 'Wishlist',
      origins: ['src/pages/coming-soon-page.tsx'],
    });
    expect(msgids(first)).toEqual(['Daftar Keinginan', 'Tentang Kami', 'Favorit', 'Detail Promo', 'Promo']);
    const middle = addPoMessage(en, {
      id: 'Wishlist Saya',
      translation: 'My wishlist',
      origins: ['src/x.tsx'],
    });
    expect(msgids(middle)).toEqual(['Tentang Kami', 'Favorit', 'Detail Promo', 'Wishlist Saya', 'Promo']);
    expect(middle).toContain(
      'msgstr "Promotion Details"\n\n#: src/x.tsx\nmsgid "Wishlist Saya"\nmsgstr "My wishlist"\n\n#: src/layout',
    );
    const last = addPoMessage(en, { id: 'Tahun Baru', translation: 'New Year', origins: ['src/x.tsx'] });
    expect(msgids(last).at(-1)).toBe('Tahun Baru');
    expect(last.endsWith('msgid "Tahun Baru"\nmsgstr "New Year"\n')).toBe(true);
    expect(last.startsWith(en.slice(0, en.indexOf('#:')))).toBe(true);
  });

  it('only add an origin to a message the catalog has, keeping its translation', () => {
    const en = fixtureTree().read('apps/web/src/locales/en.po') as string;
    expect(
      addPoMessage(en, { id: 'Favorit', translation: 'Other', origins: ['src/pages/coming-soon-page.tsx'] }),
    ).toBe(en);
    const next = addPoMessage(en, { id: 'Favorit', translation: 'Other', origins: ['src/pages/a-page.tsx'] });
    expect(next).toContain(
      '#: src/layout/bottom-nav.tsx\n#: src/pages/a-page.tsx\n#: src/pages/coming-soon-page.tsx\nmsgid "Favorit"\nmsgstr "Favorites"',
    );
  });
});
