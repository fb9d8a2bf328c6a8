import { setupI18n } from '@lingui/core';
import { describe, expect, it, vi } from 'vitest';
import { catalogLoader, hasMessages } from './lazy-catalog';

describe('page catalogs', () => {
  it('is loaded only when every message is, even if some ids are shared with the shell catalog', () => {
    const i18n = setupI18n({ locale: 'id', messages: { id: { shared: ['# malam'] } } });
    expect(hasMessages(i18n, { shared: ['# malam'], own: ['Pilih kamar'] })).toBe(false);
    i18n.load('id', { own: ['Pilih kamar'] });
    expect(hasMessages(i18n, { shared: ['# malam'], own: ['Pilih kamar'] })).toBe(true);
  });

  it('downloads a language once and retries after a failure', async () => {
    const id = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ messages: { a: ['A'] } });
    const load = catalogLoader({ id, en: async () => ({ messages: {} }) });
    await expect(load('id')).rejects.toThrow('offline');
    await Promise.resolve();
    expect(await load('id')).toEqual({ a: ['A'] });
    expect(await load('id')).toEqual({ a: ['A'] });
    expect(id).toHaveBeenCalledTimes(2);
  });
});
