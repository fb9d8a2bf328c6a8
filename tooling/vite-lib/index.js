// Vite library-mode preset for publishing a workspace package (see README.md). Each package's vite.config.ts
// is three lines around libraryConfig(); `vite build` writes the JS, `tsc -p tsconfig.build.json` the .d.ts.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lingui as linguiPlugin } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';

const SCRIPT = /\.(?:tsx?|mts|jsx?|mjs)$/;
const NOT_ENTRY = /\.(?:test|spec|stories|d)\.[cm]?[jt]sx?$/;
const STYLE = /\.(?:css|scss|sass|less|styl)(?:\?.*)?$/;
const builtins = new Set(builtinModules);

const toPosix = (p) => p.split(sep).join('/');
const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

function toDir(root) {
  if (root instanceof URL || root.startsWith('file:')) return fileURLToPath(root);
  return resolve(root);
}

/** `react`, `@nusa/ui-kit` from `react/jsx-runtime`, `@nusa/ui-kit/button`. */
function packageName(id) {
  const parts = id.split('/');
  return id.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The JS target of one `exports` value: a string, or the `import`/`default` condition. */
function exportTarget(value) {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') return value.import ?? value.default;
  return undefined;
}

function exportsMap(pkg) {
  const { exports } = pkg;
  if (!exports) return {};
  if (typeof exports === 'string' || !Object.keys(exports).some((k) => k.startsWith('.')))
    return { '.': exports };
  return exports;
}

/** A subpath published with only `types` (api-client's `./schema`, a generated file of types) has no JS. */
function isTypesOnly(pkg, subpath) {
  const published = pkg.publishConfig?.exports?.[subpath];
  return (
    published !== null &&
    typeof published === 'object' &&
    'types' in published &&
    exportTarget(published) === undefined &&
    !('require' in published)
  );
}

/**
 * The file of one exports target. Targets are explicit (docs/CONVENTIONS.md: no `./*` pattern), so that every
 * public entry is one written in package.json rather than whatever file happens to match.
 */
function exportFile(dir, subpath, target) {
  if (target.includes('*') || subpath.includes('*')) {
    throw new Error(`vite-lib: exports["${subpath}"] is a pattern; list each entry point explicitly`);
  }
  const file = resolve(dir, target);
  if (!existsSync(file)) throw new Error(`vite-lib: exports target ${target} does not exist`);
  return file;
}

/**
 * Entry name = path under src/ without extension, so dist/ mirrors src/ and every JS file sits next to the
 * declaration tsc emits for it (`src/components/button/index.ts` → `dist/components/button/index.{js,d.ts}`).
 */
function entryName(src, file) {
  const rel = relative(src, file);
  if (rel.startsWith('..')) {
    throw new Error(`vite-lib: entry ${file} is outside src/ (declarations are emitted with rootDir src)`);
  }
  return toPosix(rel.slice(0, -extname(rel).length));
}

function resolveEntries(dir, pkg, entries) {
  const src = join(dir, 'src');
  if (entries && typeof entries === 'object') {
    return Object.fromEntries(Object.entries(entries).map(([name, path]) => [name, resolve(dir, path)]));
  }
  let files;
  if (entries === 'src') {
    files = readdirSync(src)
      .filter((f) => SCRIPT.test(f) && !NOT_ENTRY.test(f))
      .map((f) => join(src, f));
  } else {
    files = [];
    for (const [subpath, value] of Object.entries(exportsMap(pkg))) {
      const target = exportTarget(value);
      if (!target || !SCRIPT.test(target) || isTypesOnly(pkg, subpath)) continue;
      files.push(exportFile(dir, subpath, target));
    }
  }
  const result = Object.fromEntries(files.map((f) => [entryName(src, f), f]));
  if (Object.keys(result).length === 0) throw new Error(`vite-lib: no entries found for ${pkg.name}`);
  return result;
}

/**
 * Stylesheets exported as such (`./tokens.css` → `./src/tokens/tokens.css`) are copied as they are to their
 * publishConfig target (`./dist/tokens.css`).
 */
function cssExports(dir, pkg) {
  const copies = [];
  for (const [subpath, value] of Object.entries(exportsMap(pkg))) {
    const target = exportTarget(value);
    if (!target || !STYLE.test(target)) continue;
    const published = exportTarget(pkg.publishConfig?.exports?.[subpath]);
    if (!published) continue;
    if (!published.startsWith('./dist/')) {
      throw new Error(`vite-lib: publishConfig.exports["${subpath}"] must point into ./dist/`);
    }
    copies.push({ from: exportFile(dir, subpath, target), fileName: published.slice('./dist/'.length) });
  }
  return copies;
}

function publishPlugin(dir, pkg, copies, isDeclared) {
  return {
    name: 'nusa:vite-lib',
    // A bare import that is neither a dependency nor a peer gets inlined into dist/ (a devDependency, say):
    // almost always a missing `dependencies` entry rather than a wish to bundle.
    resolveId(source, importer) {
      if (!importer || /^[./\0]|^[a-zA-Z]:|^(?:virtual|node|data|https?):|^vite\//.test(source)) return null;
      if (builtins.has(source) || isDeclared(packageName(source))) return null;
      this.warn(
        `${source} (imported by ${toPosix(relative(dir, importer))}) is not in dependencies or peerDependencies, so it is bundled into dist/`,
      );
      return null;
    },
    generateBundle() {
      for (const { from, fileName } of copies) {
        this.emitFile({ type: 'asset', fileName, source: readFileSync(from) });
      }
    },
    writeBundle(_options, bundle) {
      const published = pkg.publishConfig?.exports;
      if ('style.css' in bundle && published && !('./style.css' in published)) {
        this.warn(`dist/style.css was written but publishConfig.exports has no "./style.css" for consumers`);
      }
    },
  };
}

/** @param {import('./index.d.ts').LibraryConfigOptions} options */
export function libraryConfig({ root, lingui, entries = 'exports' }) {
  const dir = toDir(root);
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const declared = new Set([
    ...Object.keys(pkg.dependencies ?? {}),
    ...Object.keys(pkg.peerDependencies ?? {}),
  ]);
  const isDeclared = (name) => declared.has(name);
  // Dependencies, peers and any subpath of one stay imports (the consumer's bundler dedupes them), except a
  // dependency's stylesheet (react-day-picker/style.css): that is bundled into dist/style.css so that JS never
  // imports CSS and every module also loads in Node (SSR, tests), where a CSS import throws.
  const dependency = new RegExp(`^(?:${[...declared].map(escapeRegExp).join('|') || '(?!)'})(?:/.*)?$`);
  const external = (id) =>
    id.startsWith('node:') || builtins.has(id) || (dependency.test(id) && !STYLE.test(id));

  const hasLinguiConfig = existsSync(join(dir, 'lingui.config.ts'));
  const useLingui = lingui ?? hasLinguiConfig;
  if (useLingui && !hasLinguiConfig) throw new Error(`vite-lib: lingui: true needs ${dir}/lingui.config.ts`);

  return {
    root: dir,
    // Packages have no public/ folder and no .env: the build must not depend on the machine it runs on.
    publicDir: false,
    envDir: false,
    plugins: [
      react(),
      ...(useLingui ? [linguiPlugin({ macroTransform: true, cwd: dir })] : []),
      publishPlugin(dir, pkg, cssExports(dir, pkg), isDeclared),
    ],
    build: {
      outDir: join(dir, 'dist'),
      emptyOutDir: true,
      target: 'es2023',
      // Consumers minify once for their app; readable output makes a published bug easier to trace.
      minify: false,
      sourcemap: true,
      // One stylesheet, `<package>/style.css`, that the consumer imports once (only written when the
      // package has CSS). JS never imports CSS, so the modules also load in Node.
      cssCodeSplit: false,
      lib: { entry: resolveEntries(dir, pkg, entries), formats: ['es'], cssFileName: 'style' },
      rolldownOptions: {
        external,
        output: {
          entryFileNames: '[name].js',
          chunkFileNames: 'chunks/[name]-[hash].js',
          assetFileNames: '[name][extname]',
        },
      },
    },
  };
}
