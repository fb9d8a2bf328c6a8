import type { Storage } from 'redux-persist';

/** Runs `use` on the browser's localStorage; `fallback` when it is missing or refuses (blocked, full). */
function attempt<T>(use: (storage: globalThis.Storage) => T, fallback: T): Promise<T> {
  try {
    return Promise.resolve(use(globalThis.localStorage));
  } catch {
    return Promise.resolve(fallback);
  }
}

/**
 * The browser's localStorage for redux-persist. Not redux-persist's own storage module: importing that one writes
 * and removes a test key, a storage write in the middle of the entry's evaluation (6-8 ms of a 4x-slowed phone,
 * issue 14), and its code is on the first route. A storage that is missing or refuses (a sandboxed frame, a full
 * quota) answers as if nothing were stored and keeps nothing, as redux-persist's falls back to doing.
 */
export const webStorage: Storage = {
  getItem: (key: string) => attempt((storage) => storage.getItem(key), null),
  setItem: (key: string, value: string) => attempt((storage) => storage.setItem(key, value), undefined),
  removeItem: (key: string) => attempt((storage) => storage.removeItem(key), undefined),
};
