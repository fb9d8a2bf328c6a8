import { describe, expect, it, vi } from 'vitest';
import { defineCatalog } from './catalog';

const compiled = (messages: Record<string, string>) => async () => ({ messages });

describe('defineCatalog', () => {
  it('downloads only the language asked for, once', async () => {
    const id = vi.fn(compiled({ a: 'Pilih kamar' }));
    const en = vi.fn(compiled({ a: 'Choose room' }));
    const catalog = defineCatalog({ id, en });
    await expect(catalog.load('id')).resolves.toEqual({ a: 'Pilih kamar' });
    await catalog.load('id');
    expect(id).toHaveBeenCalledTimes(1);
    expect(en).not.toHaveBeenCalled();
  });

  it('retries after a failed download instead of replaying the failure', async () => {
    const id = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ messages: { a: 'Pilih kamar' } });
    const catalog = defineCatalog({ id, en: compiled({}) });
    await expect(catalog.load('id')).rejects.toThrow(TypeError);
    await expect(catalog.load('id')).resolves.toEqual({ a: 'Pilih kamar' });
    await catalog.load('id');
    expect(id).toHaveBeenCalledTimes(2);
  });
});
