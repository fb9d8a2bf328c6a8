// Library build for publishing: every top-level src/*.ts(x) file is an entry (home-page, locales, ...), built
// to dist/ as ESM. Dependencies and peers stay imports (the app bundles them once), .po catalogs are compiled by
// the Lingui plugin, and the CSS modules are extracted to one dist/style.css.
// Inside the monorepo nothing uses dist/: the app imports src/ through package.json `exports`.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(`${root}/package.json`, 'utf8')) as {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};
const externalNames = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** A dependency or peer, or any subpath of one (`react/jsx-runtime`, `@nusa/ui-kit/button`). */
export const external = new RegExp(`^(?:${externalNames.map(escapeRegExp).join('|')})(?:/.*)?$`);

const entries = Object.fromEntries(
  readdirSync(`${root}/src`)
    .filter((f) => /\.tsx?$/.test(f) && !/\.(test|stories|d)\.tsx?$/.test(f))
    .map((f) => [f.replace(/\.tsx?$/, ''), `${root}/src/${f}`]),
);

export default defineConfig({
  plugins: [react(), lingui({ macroTransform: true })],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2023',
    // Consumers minify once for their app; readable output makes a published bug easier to trace.
    minify: false,
    sourcemap: true,
    // One stylesheet, `@nusa/hotel/style.css`, that the consumer imports once. JS never imports CSS, so the
    // modules also load in Node (SSR, tests) where a CSS import would throw.
    cssCodeSplit: false,
    lib: { entry: entries, formats: ['es'], cssFileName: 'style' },
    rollupOptions: {
      external: (id) => external.test(id),
      output: {
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: '[name][extname]',
      },
    },
  },
});
