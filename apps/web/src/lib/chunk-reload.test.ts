import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_WINDOW_MS, installChunkReload, isChunkLoadError, reloadOnce } from './chunk-reload.ts';

function memory() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
}

describe('chunk reload', () => {
  it('recognises failed dynamic imports in the main browsers', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: /assets/a.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads once, then refuses within the guard window, then allows again', () => {
    const storage = memory();
    const reload = vi.fn();
    let now = 1_000_000;
    const deps = { storage, reload, now: () => now };
    expect(reloadOnce(deps)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    now += CHUNK_RELOAD_WINDOW_MS - 1;
    expect(reloadOnce(deps)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    now += 2;
    expect(reloadOnce(deps)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads without sessionStorage (no loop guard)', () => {
    const reload = vi.fn();
    expect(reloadOnce({ storage: null, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it("handles Vite's preload error event and cancels it while reloading", () => {
    const target = new EventTarget() as unknown as Window;
    const reload = vi.fn();
    const uninstall = installChunkReload(target, { storage: memory(), reload });
    const first = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(first);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(first.defaultPrevented).toBe(true);
    uninstall();
  });
});
