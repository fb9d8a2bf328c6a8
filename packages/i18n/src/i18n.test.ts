import { setupI18n } from '@lingui/core';
import { describe, expect, it, vi } from 'vitest';
import { defineCatalog } from './catalog';
import { activateLanguage, type CatalogLoaders } from './i18n';

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const tables = () => {
  const web = {
    id: vi.fn(async () => ({ messages: { a: 'Beranda' } })),
    en: vi.fn(async () => ({ messages: { a: 'Home' } })),
  };
  const hotel = {
    id: vi.fn(async () => ({ messages: { b: 'Cari' } })),
    en: vi.fn(async () => ({ messages: { b: 'Search' } })),
  };
  const loaders: CatalogLoaders = [defineCatalog(web), defineCatalog(hotel)];
  return { web, hotel, loaders };
};

describe('activateLanguage', () => {
  it("loads and merges every package's catalog of the active language only", async () => {
    const { web, hotel, loaders } = tables();
    const i18n = setupI18n();
    await expect(activateLanguage('en', loaders, { i18n })).resolves.toBe('en');
    expect(i18n.locale).toBe('en');
    expect(i18n._('a')).toBe('Home');
    expect(i18n._('b')).toBe('Search');
    expect(web.en).toHaveBeenCalledTimes(1);
    expect(hotel.en).toHaveBeenCalledTimes(1);
    expect(web.id).not.toHaveBeenCalled();
    expect(hotel.id).not.toHaveBeenCalled();
  });

  it('sets <html lang> to the active language', async () => {
    const { loaders } = tables();
    document.documentElement.lang = 'id';
    await activateLanguage('en', loaders, { i18n: setupI18n() });
    expect(document.documentElement.lang).toBe('en');
    await activateLanguage('id', loaders, { i18n: setupI18n() });
    expect(document.documentElement.lang).toBe('id');
  });

  it('downloads a language once and switches back from the cache', async () => {
    const { web, loaders } = tables();
    const i18n = setupI18n();
    await activateLanguage('en', loaders, { i18n });
    await activateLanguage('id', loaders, { i18n });
    await activateLanguage('en', loaders, { i18n });
    expect(i18n._('a')).toBe('Home');
    expect(web.en).toHaveBeenCalledTimes(1);
    expect(web.id).toHaveBeenCalledTimes(1);
  });

  it('sends no change event when asked again for the active language with the same catalogs', async () => {
    const { web, loaders } = tables();
    const i18n = setupI18n();
    await activateLanguage('en', loaders, { i18n, document: null });
    const changes = vi.fn();
    i18n.on('change', changes);
    await expect(activateLanguage('en', loaders, { i18n, document: null })).resolves.toBe('en');
    expect(changes).not.toHaveBeenCalled();
    expect(i18n._('a')).toBe('Home');
    expect(web.en).toHaveBeenCalledTimes(1);
    // A switch still activates and tells the components, and so does coming back.
    await activateLanguage('id', loaders, { i18n, document: null });
    await activateLanguage('en', loaders, { i18n, document: null });
    expect(changes).toHaveBeenCalled();
    expect(i18n.locale).toBe('en');
    expect(i18n._('a')).toBe('Home');
  });

  it('loads again when the same language comes with other catalogs', async () => {
    const { loaders } = tables();
    const i18n = setupI18n();
    await activateLanguage('en', loaders, { i18n, document: null });
    const more: CatalogLoaders = [
      ...loaders,
      defineCatalog({
        id: async () => ({ messages: { c: 'Bayar' } }),
        en: async () => ({ messages: { c: 'Pay' } }),
      }),
    ];
    await activateLanguage('en', more, { i18n, document: null });
    expect(i18n._('c')).toBe('Pay');
  });

  it('lets the latest request win when an earlier catalog arrives late', async () => {
    const slowEn = deferred<{ messages: Record<string, string> }>();
    const loaders: CatalogLoaders = [
      defineCatalog({ id: async () => ({ messages: { a: 'Beranda' } }), en: () => slowEn.promise }),
    ];
    const i18n = setupI18n();
    const first = activateLanguage('en', loaders, { i18n, document: null });
    const second = activateLanguage('id', loaders, { i18n, document: null });
    await expect(second).resolves.toBe('id');
    slowEn.resolve({ messages: { a: 'Home' } });
    await expect(first).resolves.toBe('id');
    expect(i18n.locale).toBe('id');
    expect(i18n._('a')).toBe('Beranda');
  });

  it('rejects when a catalog fails and retries on the next call', async () => {
    let fail = true;
    const loaders: CatalogLoaders = [
      defineCatalog({
        id: async () => ({ messages: {} }),
        en: async () => {
          if (fail) throw new TypeError('Failed to fetch dynamically imported module');
          return { messages: { a: 'Home' } };
        },
      }),
    ];
    const i18n = setupI18n();
    await expect(activateLanguage('en', loaders, { i18n, document: null })).rejects.toThrow(TypeError);
    fail = false;
    await expect(activateLanguage('en', loaders, { i18n, document: null })).resolves.toBe('en');
    expect(i18n._('a')).toBe('Home');
  });

  it('lets a later package override a clashing id', async () => {
    const i18n = setupI18n();
    const loaders: CatalogLoaders = [
      defineCatalog({ id: async () => ({ messages: { x: 'satu' } }), en: async () => ({ messages: {} }) }),
      defineCatalog({ id: async () => ({ messages: { x: 'dua' } }), en: async () => ({ messages: {} }) }),
    ];
    await activateLanguage('id', loaders, { i18n, document: null });
    expect(i18n._('x')).toBe('dua');
  });

  it('keeps lazy catalogs merged earlier when the first-route ones load again', async () => {
    const { loaders } = tables();
    const i18n = setupI18n();
    await activateLanguage('en', loaders, { i18n, document: null });
    i18n.load('en', { page: 'Choose room' });
    await activateLanguage('id', loaders, { i18n, document: null });
    await activateLanguage('en', loaders, { i18n, document: null });
    expect(i18n._('page')).toBe('Choose room');
  });
});
