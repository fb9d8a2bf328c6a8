// Shared Vitest preset for React packages: jsdom, Lingui macros compiled the same way as in the app,
// and jest-dom matchers. Packages write a three-line vitest.config.ts that spreads this.
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export function reactPreset(overrides = {}) {
  return {
    // Only packages with copy have a Lingui config (ui-kit has none by design).
    plugins: existsSync(join(process.cwd(), 'lingui.config.ts'))
      ? [react(), lingui({ macroTransform: true })]
      : [react()],
    test: {
      environment: 'jsdom',
      globals: false,
      setupFiles: [fileURLToPath(new URL('./setup-dom.js', import.meta.url))],
      include: ['src/**/*.test.{ts,tsx}'],
      css: false,
      // Interaction tests (user-event through lazily loaded sheets, axe scans) take a few hundred ms on a quiet
      // machine but several seconds when turbo runs every package's tests at once on a 2-core CI box. They
      // assert behaviour, not speed (benchmarks are separate scripts), so the per-test limit is generous.
      testTimeout: 20_000,
      ...overrides,
    },
  };
}
