// Build-time discovery of translation catalogs. A package with copy keeps its Lingui catalogs in
// src/locales/{id,en}.po (tooling/lingui preset); the shell loads the catalogs of itself and of every
// @nusa/* package it depends on, so a feature's translations ship with the feature and adding the dependency
// is all it takes. Used by lingui.runtime.config.ts (so @lingui/vite-plugin compiles those .po files) and by
// the `virtual:nusa-catalogs` module below (one lazy loader per package and language).
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

export const LANGS = ['id', 'en'] as const;

export interface CatalogPackage {
  name: string;
  /** Real directory of the package (workspace links resolved). */
  dir: string;
}

/** The app's runtime @nusa/* dependencies that have catalogs, then the app itself (it wins on a clash). */
export function catalogPackages(appRoot: string): CatalogPackage[] {
  const manifest = JSON.parse(readFileSync(join(appRoot, 'package.json'), 'utf8')) as {
    name: string;
    dependencies?: Record<string, string>;
  };
  const found: CatalogPackage[] = [];
  for (const dep of Object.keys(manifest.dependencies ?? {}).sort()) {
    if (!dep.startsWith('@nusa/')) continue;
    const link = join(appRoot, 'node_modules', dep);
    if (!existsSync(link)) continue;
    const dir = realpathSync(link);
    if (LANGS.every((lang) => existsSync(join(dir, 'src/locales', `${lang}.po`))))
      found.push({ name: dep, dir });
  }
  found.push({ name: manifest.name, dir: appRoot });
  return found;
}

export function catalogPath(pkg: CatalogPackage, lang: string): string {
  return join(pkg.dir, 'src/locales', `${lang}.po`);
}

const VIRTUAL_ID = 'virtual:nusa-catalogs';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/**
 * `import catalogLoaders from 'virtual:nusa-catalogs'` gives `{ id: [() => import(...)], en: [...] }`: each
 * .po file becomes its own chunk and only the active language's chunks are fetched.
 */
export function nusaCatalogs(appRoot: string): Plugin {
  return {
    name: 'nusa-catalogs',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const packages = catalogPackages(appRoot);
      const entries = LANGS.map((lang) => {
        const loaders = packages.map((pkg) => `() => import(${JSON.stringify(catalogPath(pkg, lang))})`);
        return `  ${lang}: [${loaders.join(', ')}],`;
      });
      return `export default {\n${entries.join('\n')}\n};\n`;
    },
  };
}
