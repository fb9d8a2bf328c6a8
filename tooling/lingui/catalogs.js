// Build-time discovery of translation catalogs, shared by the web shell and Storybook so that both find,
// compile and load them the same way. Each package declares its catalogs once, in lingui.config.ts through
// linguiPreset: `src/locales/{locale}.po` is its first-route catalog, which the app loads before its first render
// (the `virtual:nusa-catalogs` module below); the others are lazy, imported by the package's own code
// (`defineCatalog` from @nusa/i18n/catalog), and only need to be known to @lingui/vite-plugin so it compiles them.
import { existsSync, globSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getConfig } from '@lingui/conf';
import { FIRST_ROUTE_CATALOG, linguiPreset } from './index.js';

/** The catalogs a package declares, or null for a package without a lingui.config.ts (no copy). */
export function packageCatalogs(dir) {
  const configPath = join(dir, 'lingui.config.ts');
  if (!existsSync(configPath)) return null;
  const config = getConfig({ configPath, skipValidation: true });
  const firstRoutePath = `${config.rootDir}/${FIRST_ROUTE_CATALOG}`;
  return {
    dir,
    locales: config.locales,
    catalogs: config.catalogs ?? [],
    firstRoute: config.catalogs?.find((catalog) => catalog.path === firstRoutePath) ?? null,
  };
}

/** The app's `@nusa/*` runtime dependencies (workspace links resolved), then the app itself, which wins on a clash. */
export function dependencyPackages(appRoot) {
  const manifest = JSON.parse(readFileSync(join(appRoot, 'package.json'), 'utf8'));
  const dirs = Object.keys(manifest.dependencies ?? {})
    .filter((name) => name.startsWith('@nusa/') && existsSync(join(appRoot, 'node_modules', name)))
    .sort()
    .map((name) => realpathSync(join(appRoot, 'node_modules', name)));
  return [...dirs, appRoot];
}

/**
 * Package folders matching `patterns`, in the order of the patterns (a later one wins on a clash). The globs are
 * relative to `base`: a folder, or a module's `import.meta.url` for that module's folder.
 */
export function packagesMatching(patterns, base) {
  const cwd = String(base).startsWith('file:') ? dirname(fileURLToPath(base)) : base;
  return patterns
    .flatMap((pattern) => globSync(pattern, { cwd }).sort())
    .map((path) => resolve(cwd, path))
    .filter((dir) => existsSync(join(dir, 'package.json')));
}

/** The Lingui config for a bundler of these packages: every catalog they declare, so each one compiles on import. */
export function bundlerLinguiConfig(dirs) {
  return linguiPreset({ catalogs: dirs.flatMap((dir) => packageCatalogs(dir)?.catalogs ?? []) });
}

const VIRTUAL_ID = 'virtual:nusa-catalogs';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/**
 * Vite plugin: `import catalogs from 'virtual:nusa-catalogs'` gives one catalog (`defineCatalog`) per package
 * with a first-route catalog, in the order of `dirs`. Each .po file becomes its own chunk, so only the active
 * language's are downloaded.
 */
export function nusaCatalogs(dirs) {
  return {
    name: 'nusa-catalogs',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const entries = [];
      for (const dir of dirs) {
        const found = packageCatalogs(dir);
        if (!found?.firstRoute) continue;
        const files = found.locales.map(
          (locale) => `${found.firstRoute.path.replace('{locale}', locale)}.po`,
        );
        // Extraction writes no file for a package without first-route copy yet.
        if (!files.every((file) => existsSync(file))) continue;
        const imports = files.map((file, i) => `${found.locales[i]}: () => import(${JSON.stringify(file)})`);
        entries.push(`  defineCatalog({ ${imports.join(', ')} }),`);
      }
      return `import { defineCatalog } from '@nusa/i18n/catalog';\nexport default [\n${entries.join('\n')}\n];\n`;
    },
  };
}
