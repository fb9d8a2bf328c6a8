import { afterEach, vi } from 'vitest';

// jsdom has no scrolling; the router's scroll restoration calls scrollTo on every navigation.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

afterEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
});
