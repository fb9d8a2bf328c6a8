import { defineConfig } from 'vitest/config';

// Same settings as the shared reactPreset minus its Lingui plugin: ui-kit has no copy of its own (so no
// macros to compile), and that plugin refuses to start without a lingui.config in the tree.
export default defineConfig({
  test: {
    environment: 'jsdom',
    globals: false,
    setupFiles: ['@nusa/vitest-config/setup-dom'],
    include: ['src/**/*.test.{ts,tsx}'],
    // tokens.test.ts reads tokens.css?raw; every other stylesheet stays unprocessed for speed.
    css: { include: [/tokens\.css/] },
  },
});
