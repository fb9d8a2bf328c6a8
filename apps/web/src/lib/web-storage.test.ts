import { afterEach, describe, expect, it, vi } from 'vitest';
import { webStorage } from './web-storage.ts';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('webStorage', () => {
  it('keeps, reads and removes values in localStorage', async () => {
    await webStorage.setItem('persist:nusa', '{"a":1}');
    expect(localStorage.getItem('persist:nusa')).toBe('{"a":1}');
    await expect(webStorage.getItem('persist:nusa')).resolves.toBe('{"a":1}');
    await webStorage.removeItem('persist:nusa');
    await expect(webStorage.getItem('persist:nusa')).resolves.toBeNull();
  });

  it('answers as if nothing were stored when the storage refuses, without throwing', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    await expect(webStorage.getItem('persist:nusa')).resolves.toBeNull();
    await expect(webStorage.setItem('persist:nusa', '{}')).resolves.toBeUndefined();
  });
});
