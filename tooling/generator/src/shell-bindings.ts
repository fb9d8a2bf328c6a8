// Reading and editing the shell's side of a new page, as text: apps/web/src/pages.ts (the page-binding table),
// apps/web/src/pages/coming-soon-page.tsx (PAGE_NAMES, which must name every page key but `home`) and
// apps/web/package.json.

const PAGES_START = /^export const pages = \{\n/m;
const PAGES_END = '\n} satisfies PageBindings;';

function pagesBlock(source: string) {
  const start = source.match(PAGES_START);
  if (start?.index === undefined) throw new Error('pages.ts: `export const pages = {` not found');
  const bodyStart = start.index + start[0].length;
  const end = source.indexOf(PAGES_END, bodyStart);
  if (end < 0) throw new Error('pages.ts: the end of `pages` (`} satisfies PageBindings;`) not found');
  return { start: start.index, bodyStart, end };
}

/** Each key of the table and what it is bound to, as written: `comingSoon('favorite')`, `hotelResults`, … */
export function readBindings(source: string): Map<string, string> {
  const { bodyStart, end } = pagesBlock(source);
  const bindings = new Map<string, string>();
  for (const line of source.slice(bodyStart, end).split('\n')) {
    const entry = line.match(/^ {2}(\w+): (.+?),?$/);
    if (entry) bindings.set(entry[1] as string, entry[2] as string);
  }
  return bindings;
}

/** The keys still bound to the ComingSoon placeholder: the ones a new feature may take. */
export function comingSoonKeys(source: string): string[] {
  return [...readBindings(source)]
    .filter(([key, binding]) => binding === `comingSoon('${key}')`)
    .map(([key]) => key);
}

export interface PageBinding {
  /** The loader const: `favoritesPage`. */
  loader: string;
  /** `@nusa/favorites/favorites-page`. */
  specifier: string;
  /** The comment above the loader: `Favorites (@nusa/favorites).` */
  comment: string;
  /** Keys bound to ComingSoon today, rebound to the loader. */
  keys: readonly string[];
  /** Keys that are new in the route contract, added to the table. */
  newKeys: readonly string[];
}

/**
 * pages.ts with a lazy loader for the page (declared next to the other shared loaders) bound to `keys` in place of
 * their `comingSoon(...)`, and to `newKeys` at the end of the table. The table keeps `satisfies PageBindings`.
 */
export function bindPage(source: string, binding: PageBinding): string {
  if (new RegExp(`\\bconst ${binding.loader}\\b`).test(source)) {
    throw new Error(`pages.ts: a const named ${binding.loader} exists already`);
  }
  let next = source;
  for (const key of binding.keys) {
    const line = `\n  ${key}: comingSoon('${key}'),\n`;
    if (!next.includes(line)) throw new Error(`pages.ts: ${key} is not bound to comingSoon('${key}')`);
    next = next.replace(line, `\n  ${key}: ${binding.loader},\n`);
  }
  const bindings = readBindings(next);
  for (const key of binding.newKeys) {
    if (bindings.has(key)) throw new Error(`pages.ts: ${key} is bound already`);
  }
  if (binding.newKeys.length > 0) {
    const { end } = pagesBlock(next);
    const added = binding.newKeys.map((key) => `\n  ${key}: ${binding.loader},`).join('');
    next = `${next.slice(0, end)}\n  // ${binding.comment}${added}${next.slice(end)}`;
  }
  const { start } = pagesBlock(next);
  const loader = `// ${binding.comment}\nconst ${binding.loader}: PageLoader = () => import('${binding.specifier}');\n\n`;
  return `${next.slice(0, start)}${loader}${next.slice(start)}`;
}

/** The Indonesian name PAGE_NAMES gives a key (`favorite` → `Favorit`), or null. */
export function pageName(comingSoonSource: string, key: string): string | null {
  return comingSoonSource.match(new RegExp(`^ {2}${key}: msg\`([^\`]*)\`,$`, 'm'))?.[1] ?? null;
}

/** coming-soon-page.tsx with `key` named in PAGE_NAMES (its type wants every page key but `home`). */
export function addPageName(comingSoonSource: string, key: string, name: string): string {
  const start = comingSoonSource.indexOf(
    'export const PAGE_NAMES: Record<ComingSoonKey, MessageDescriptor> = {\n',
  );
  if (start < 0) throw new Error('coming-soon-page.tsx: PAGE_NAMES not found');
  const end = comingSoonSource.indexOf('\n};', start);
  if (end < 0) throw new Error('coming-soon-page.tsx: the end of PAGE_NAMES not found');
  if (new RegExp(`^ {2}${key}: `, 'm').test(comingSoonSource.slice(start, end))) return comingSoonSource;
  return `${comingSoonSource.slice(0, end)}\n  ${key}: msg\`${name}\`,${comingSoonSource.slice(end)}`;
}

/** A package.json text with `name` added to `dependencies` (kept in alphabetical order, as pnpm writes them). */
export function addDependency(packageJson: string, name: string, range: string): string {
  const manifest = JSON.parse(packageJson) as { dependencies?: Record<string, string> };
  const deps = { ...manifest.dependencies, [name]: range };
  manifest.dependencies = Object.fromEntries(
    Object.entries(deps).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
