// Reading and extending packages/router/src/routes.ts, the route contract, as text. The generator needs each page
// key's path and guard, and for a new page one more route declared the way the file declares them. Anything the
// file does not look like it expects is an error, never a guess.

export interface PageRoute {
  /** Key in `pageRoutes` (and in apps/web's page bindings): `favoriteV3`. */
  key: string;
  /** The exported route const: `favoriteV3Route`. */
  constName: string;
  /** The path as declared, which is also the route id: `/favorite-v3`. */
  path: string;
  guarded: boolean;
}

export interface NewRoute {
  key: string;
  path: string;
  guarded: boolean;
}

const PAGE_ROUTES_START = /^export const pageRoutes = \{\n/m;

function pageRoutesBlock(source: string) {
  const start = source.match(PAGE_ROUTES_START);
  if (start?.index === undefined) throw new Error('routes.ts: `export const pageRoutes = {` not found');
  const bodyStart = start.index + start[0].length;
  const end = source.indexOf('\n} as const;', bodyStart);
  if (end < 0) throw new Error('routes.ts: the end of `pageRoutes` (`} as const;`) not found');
  return { start: start.index, bodyStart, end };
}

/** The declaration of `constName`: from `export const X =` to the end of its statement. */
function declaration(source: string, constName: string): string | null {
  const start = source.indexOf(`export const ${constName} = `);
  if (start < 0) return null;
  // To the parenthesis that closes the call (route declarations hold no parentheses in strings).
  let depth = 0;
  for (let i = source.indexOf('(', start); i > 0 && i < source.length; i++) {
    if (source[i] === '(') depth++;
    else if (source[i] === ')' && --depth === 0) return source.slice(start, i + 1);
  }
  return null;
}

/** Every page route of the contract, in `pageRoutes` order. */
export function readPageRoutes(source: string): PageRoute[] {
  const { bodyStart, end } = pageRoutesBlock(source);
  const routes: PageRoute[] = [];
  for (const line of source.slice(bodyStart, end).split('\n')) {
    const entry = line.match(/^\s+(\w+): (\w+),$/);
    if (!entry) continue;
    const [, key, constName] = entry as [string, string, string];
    const text = declaration(source, constName);
    if (!text) throw new Error(`routes.ts: no declaration of ${constName} (pageRoutes.${key})`);
    const path =
      text.match(/^export const \w+ = \w+\('([^']*)'\)$/)?.[1] ?? text.match(/\bpath: '([^']*)'/)?.[1];
    if (path === undefined) throw new Error(`routes.ts: no path in the declaration of ${constName}`);
    const guarded = /= guardedPage\(/.test(text) || /staticData: \{ guarded: true \}/.test(text);
    routes.push({ key, constName, path, guarded });
  }
  if (routes.length === 0) throw new Error('routes.ts: `pageRoutes` lists no route');
  return routes;
}

/** Every path a route of the file declares (page routes and the others, such as the legacy redirect). */
export function declaredPaths(source: string): Set<string> {
  const paths = new Set<string>();
  for (const m of source.matchAll(/= (?:page|guardedPage|stayPage)\('([^']*)'\)/g)) paths.add(m[1] as string);
  for (const m of source.matchAll(/\bpath: '([^']*)'/g)) paths.add(m[1] as string);
  return paths;
}

/** A path segment: kebab-case text, a param (`$slug`) or an optional param (`{-$id}`), as the contract spells them. */
const SEGMENT = /^(?:[a-z0-9]+(?:-[a-z0-9]+)*|\$[a-z][A-Za-z0-9]*|\{-\$[a-z][A-Za-z0-9]*\})$/;

export function routePathProblem(path: string) {
  if (!path.startsWith('/') || path === '/') return `"${path}" is not a route path (e.g. /wishlist).`;
  if (path.endsWith('/')) return `Drop the trailing "/" of "${path}".`;
  const bad = path
    .slice(1)
    .split('/')
    .find((segment) => !SEGMENT.test(segment));
  if (bad !== undefined) {
    return `"${bad}" in "${path}" is not a route segment: kebab-case text, $param or {-$param}.`;
  }
  return null;
}

/** The page key a new path gets unless the answer names one: its text segments in camelCase (`/account/vouchers` → `accountVouchers`). */
export function keyForPath(path: string): string {
  const words = path
    .split('/')
    .filter((segment) => segment && !segment.includes('$'))
    .flatMap((segment) => segment.split('-'));
  return words.map((word, i) => (i === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1))).join('');
}

/** The path to open in a test or story: params filled with sample values, optional ones left out. */
export function samplePath(path: string): string {
  return (
    path
      .split('/')
      .filter((segment) => !segment.startsWith('{-$'))
      .map((segment) => (segment.startsWith('$') ? 'contoh' : segment))
      .join('/') || '/'
  );
}

/**
 * routes.ts with `route` declared (`guardedPage(...)` or `page(...)`, the file's own helpers) just before
 * `pageRoutes`, and listed at the end of `pageRoutes`.
 */
export function addPageRoute(source: string, route: NewRoute): string {
  const constName = `${route.key}Route`;
  const helper = route.guarded ? 'guardedPage' : 'page';
  if (!new RegExp(`^const ${helper} = `, 'm').test(source))
    throw new Error(`routes.ts: the \`${helper}\` helper is gone`);
  if (source.includes(`export const ${constName} = `))
    throw new Error(`routes.ts: ${constName} exists already`);
  const { start, end } = pageRoutesBlock(source);
  // The declaration goes above pageRoutes' doc comment, if it has one.
  const docStart = source.lastIndexOf('\n/**', start);
  const insertAt =
    docStart >= 0 && source.slice(docStart, start).trimEnd().endsWith('*/') ? docStart + 1 : start;
  const listed = `${source.slice(0, end)}\n  ${route.key}: ${constName},${source.slice(end)}`;
  return `${listed.slice(0, insertAt)}export const ${constName} = ${helper}('${route.path}');\n\n${listed.slice(insertAt)}`;
}
