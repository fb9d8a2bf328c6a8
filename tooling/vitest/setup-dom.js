import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazily loaded pieces (the date picker with its date-fns locale, sheets, pages) are real dynamic imports in
// tests too; on a busy 2-core CI machine, with turbo running several packages' tests at once, the first import
// can take longer than Testing Library's default 1 s wait for find* queries (5 s was once not enough either, with
// PostgreSQL benchmarks and browser tests sharing the machine). A longer wait only delays a test that fails.
configure({ asyncUtilTimeout: 10_000 });

// Testing Library auto-cleanup needs globals; we keep globals off and clean up explicitly.
afterEach(() => cleanup());

// jsdom lacks matchMedia; components read it for orientation and reduced motion.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent() {
      return false;
    },
  });
}
