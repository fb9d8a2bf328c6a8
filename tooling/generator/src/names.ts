// The names a feature package is built from, and the rules a generator answer must follow. Pure: no file system.

/** kebab-case, as every package folder and file in the repo: `favorites`, `gift-cards`. */
const KEBAB = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
/** A React component named like the other pages: `FavoritesPage`, `MyBookingsPage`. */
const PAGE_COMPONENT = /^[A-Z][a-z0-9]*(?:[A-Z][a-z0-9]*)*Page$/;
/** Copy typed into the page and the catalogs: letters, digits and plain punctuation, nothing JSX or ICU reads. */
const TITLE = /^[\p{L}\p{N}][\p{L}\p{N} &',./:!?()-]*$/u;

/** Folders under apps/, packages/ and tooling/ that a feature may not take, beyond the existing ones. */
const RESERVED = new Set([
  'node_modules',
  'dist',
  'src',
  'test',
  'tooling',
  'packages',
  'apps',
  'turbo',
  'nusa',
]);

export const toPascal = (kebab: string) =>
  kebab
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

const toCamel = (kebabOrPascal: string) => {
  const pascal = kebabOrPascal.includes('-') ? toPascal(kebabOrPascal) : kebabOrPascal;
  return pascal.charAt(0).toLowerCase() + pascal.slice(1);
};

/** `FavoritesPage` → `favorites-page` (file names are kebab-case). */
export const toKebab = (pascal: string) =>
  pascal
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();

/** `gift-cards` → `Gift cards`: a first guess at a title, for names with no page name to borrow. */
export const toTitle = (kebab: string) => {
  const words = kebab.split('-').join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Why `name` cannot name a new package, or null when it can. `taken`: the workspace's folder and package names. */
export function packageNameProblem(name: string, taken: { folders: Set<string>; packages: Set<string> }) {
  if (!name) return 'Give the package a name (kebab-case, e.g. favorites).';
  if (name.startsWith('@')) return `Give the name without the scope: "${name.replace(/^@[^/]*\//, '')}".`;
  if (!KEBAB.test(name))
    return `"${name}" is not kebab-case (lowercase letters and digits, words joined by "-").`;
  if (name.length > 40) return `"${name}" is longer than 40 characters.`;
  if (RESERVED.has(name)) return `"${name}" is reserved.`;
  if (taken.packages.has(`@nusa/${name}`)) return `@nusa/${name} exists already.`;
  if (taken.folders.has(name)) return `A workspace folder named "${name}" exists already.`;
  return null;
}

export function pageNameProblem(page: string) {
  if (!PAGE_COMPONENT.test(page)) {
    return `"${page}" is not a page component name: PascalCase ending in "Page" (e.g. FavoritesPage).`;
  }
  return null;
}

export function titleProblem(title: string) {
  if (!title.trim()) return 'Give the page a title.';
  if (title !== title.trim()) return 'The title starts or ends with a space.';
  if (title.length > 60) return 'Keep the title under 60 characters.';
  if (!TITLE.test(title))
    return `"${title}" has characters the page cannot show as plain copy ({ } < > \` \\ " and the like).`;
  return null;
}

/** The names every generated file uses. */
export interface FeatureNames {
  /** kebab-case folder name: `favorites`. */
  name: string;
  /** `@nusa/favorites`. */
  pkg: string;
  /** `Favorites`, `favorites`. */
  pascal: string;
  camel: string;
  /** The page component (`FavoritesPage`), its file (`favorites-page`, in src/) and subpath (`./favorites-page`). */
  page: string;
  pageFile: string;
  pageExport: string;
  /** The view the page renders once its catalog is in: `FavoritesView`. */
  view: string;
  /** The shell's loader const in apps/web/src/pages.ts: `favoritesPage`. */
  loader: string;
  /** The lazy catalog: `favoritesCatalog`, its gate `WithFavoritesCatalog`, file `favorites-catalog`. */
  catalog: string;
  catalogGate: string;
  catalogFile: string;
}

export function featureNames(name: string, page: string): FeatureNames {
  const pascal = toPascal(name);
  const pageFile = toKebab(page);
  return {
    name,
    pkg: `@nusa/${name}`,
    pascal,
    camel: toCamel(name),
    page,
    pageFile,
    pageExport: `./${pageFile}`,
    view: page.replace(/Page$/, 'View'),
    loader: toCamel(page),
    catalog: `${toCamel(name)}Catalog`,
    catalogGate: `With${pascal}Catalog`,
    catalogFile: `${name}-catalog`,
  };
}
