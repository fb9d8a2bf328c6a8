import { setupI18n } from '@lingui/core';
import { describe, expect, it, vi } from 'vitest';
import { defineCatalog } from './catalog';
import { hasMessages, mergeCatalog } from './catalog-gate';

const compiled = (messages: Record<string, string>) => async () => ({ messages });

describe('hasMessages', () => {
  it('needs every id, since lazy catalogs share some with the first-route ones', () => {
    const i18n = setupI18n({ locale: 'id', messages: { id: { shared: ['# malam'] } } });
    const page = { shared: ['# malam'], own: ['Pilih kamar'] };
    expect(hasMessages(i18n, page)).toBe(false);
    i18n.load('id', { own: ['Pilih kamar'] });
    expect(hasMessages(i18n, page)).toBe(true);
  });

  it('looks at the active language only', () => {
    const i18n = setupI18n({ locale: 'en', messages: { id: { own: ['Pilih kamar'] }, en: {} } });
    expect(hasMessages(i18n, { own: ['Choose room'] })).toBe(false);
    i18n.activate('id');
    expect(hasMessages(i18n, { own: ['Pilih kamar'] })).toBe(true);
  });

  it('holds for an empty catalog', () => {
    expect(hasMessages(setupI18n({ locale: 'id', messages: { id: {} } }), {})).toBe(true);
  });
});

describe('mergeCatalog', () => {
  it('adds the active language of the catalog to what the instance holds', async () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: { home: 'Home' } } });
    const catalog = defineCatalog({
      id: compiled({ own: 'Pilih kamar' }),
      en: compiled({ own: 'Choose room' }),
    });
    await mergeCatalog(i18n, catalog);
    expect(i18n._('home')).toBe('Home');
    expect(i18n._('own')).toBe('Choose room');
  });

  it('merges without a "change" event, which would re-render every translated component at once', async () => {
    const i18n = setupI18n({ locale: 'id', messages: { id: { home: 'Beranda' } } });
    const changed = vi.fn();
    i18n.on('change', changed);
    await mergeCatalog(i18n, defineCatalog({ id: compiled({ own: 'Pilih kamar' }), en: compiled({}) }));
    expect(i18n._('own')).toBe('Pilih kamar');
    expect(i18n._('home')).toBe('Beranda');
    expect(changed).not.toHaveBeenCalled();
  });

  it("never hands Lingui the catalog's own object, which it would merge later loads into", async () => {
    const i18n = setupI18n({ locale: 'id' });
    const catalog = defineCatalog({ id: compiled({ own: 'Pilih kamar' }), en: compiled({}) });
    await mergeCatalog(i18n, catalog);
    i18n.load('id', { other: 'Lainnya' });
    await expect(catalog.load('id')).resolves.toEqual({ own: 'Pilih kamar' });
  });

  it('leaves the instance alone when it already holds the catalog', async () => {
    const i18n = setupI18n({ locale: 'id', messages: { id: { own: 'Pilih kamar' } } });
    const changed = vi.fn();
    i18n.on('change', changed);
    await mergeCatalog(i18n, defineCatalog({ id: compiled({ own: 'Pilih kamar' }), en: compiled({}) }));
    expect(changed).not.toHaveBeenCalled();
  });

  it('rejects when the download fails, and a later merge retries', async () => {
    const i18n = setupI18n({ locale: 'id' });
    const id = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ messages: { own: 'Pilih kamar' } });
    const catalog = defineCatalog({ id, en: compiled({}) });
    await expect(mergeCatalog(i18n, catalog)).rejects.toThrow('offline');
    await mergeCatalog(i18n, catalog);
    expect(i18n._('own')).toBe('Pilih kamar');
  });
});
