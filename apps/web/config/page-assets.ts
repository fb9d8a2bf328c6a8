// Build only: writes dist/page-assets.json, the files each landing page needs before it can render, so that
// apps/api (src/http/preload.ts) can hint them in index.html without knowing how the web app or its packages
// name their source files.
//
// For each landing kind and language: the JavaScript to modulepreload (the page chunk and its static imports,
// minus what the entry already loads; the first-route catalogs of every package, of that language; the
// catalogs the page's own chunks load lazily, of that language) and the style sheets those chunks link; and
// once, the first-answers reader (apps/api first-paint.ts) with its static imports.
//
// Which module is a landing's page comes from the app's own page bindings (src/pages.ts): the plugin reads the
// lazy import() each declared binding key makes, and resolves it as the bundler does. A declared page whose
// chunk is not in the bundle, a binding it cannot read, or keys of one kind bound to different modules fail
// the build: a rename breaks the build, not the hints.
import { existsSync, readFileSync } from 'node:fs';
import { LANGUAGES, type Lang } from '@nusa/i18n/languages';
import { packageCatalogs } from '@nusa/lingui-config/catalogs';
import { type Plugin, parseSync } from 'vite';

export type LandingKind =
  | 'home'
  | 'results'
  | 'detail'
  | 'checkout'
  | 'promotions'
  | 'promotion'
  | 'accountHistory'
  | 'accountBooking';
const LANDING_KINDS: readonly LandingKind[] = [
  'home',
  'results',
  'detail',
  'checkout',
  'promotions',
  'promotion',
  'accountHistory',
  'accountBooking',
];
/**
 * Landings whose page chunk is a tiny frame that lazily loads the page's view (packages/checkout
 * checkout-page.tsx, packages/account lazy-page.tsx), by the view module's id: the view's chunk and its imports
 * are hinted too, or they would still wait for the frame to run. Only the landing's own view: the account's page
 * chunk holds the frames of all its pages. Other pages' lazy imports (dialogs, maps) are not needed for their
 * first view and stay unhinted.
 */
const LAZY_VIEWS: Partial<Record<LandingKind, RegExp>> = {
  checkout: /\/checkout-view\.tsx$/,
  accountHistory: /\/views\/history-view\.tsx$/,
  accountBooking: /\/views\/booking-view\.tsx$/,
};

interface PreloadFiles {
  /** Scripts for `<link rel="modulepreload">`, relative to dist (served from `/`), in load order. */
  modulepreload: string[];
  /** Style sheets for `<link rel="preload" as="style">`, relative to dist. */
  style: string[];
}

/** The shape of dist/page-assets.json (apps/api src/http/preload.ts reads it). */
export interface PageAssets {
  pages: Record<LandingKind, Record<Lang, PreloadFiles>>;
  /** The first-answers reader and its static imports beyond the entry's, relative to dist. */
  firstAnswers: string[];
}

/** What the computation reads of a bundle chunk (a Rolldown OutputChunk with Vite's metadata). */
export interface ChunkLike {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  viteMetadata?: { importedCss: Set<string> };
}
export type BundleLike = Record<string, ChunkLike | { type: 'asset' }>;

/** A catalog module (a .po file) the app may bundle: its language, and whether the app loads it before its first render. */
export interface CatalogModule {
  lang: Lang;
  firstRoute: boolean;
}

/**
 * Every catalog file that `packages` declare in their lingui.config.ts (@nusa/lingui-config), by module id, in
 * the order of the packages (the order of `virtual:nusa-catalogs`). Files not written yet are left out, as the
 * catalogs plugin leaves them out.
 */
export function catalogModules(
  packages: readonly string[],
  languages: readonly Lang[] = LANGUAGES,
): Map<string, CatalogModule> {
  const out = new Map<string, CatalogModule>();
  for (const dir of packages) {
    const found = packageCatalogs(dir);
    for (const catalog of found?.catalogs ?? []) {
      for (const lang of languages) {
        const file = `${catalog.path.replace('{locale}', lang)}.po`;
        if (existsSync(file)) out.set(file, { lang, firstRoute: catalog === found?.firstRoute });
      }
    }
  }
  return out;
}

type Node = { type: string; [key: string]: unknown };
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** The node itself, without TypeScript's expression wrappers (`satisfies`, `as`, `!`) and parentheses. */
function unwrap(node: Node): Node {
  let n = node;
  while (
    (n.type === 'TSSatisfiesExpression' ||
      n.type === 'TSAsExpression' ||
      n.type === 'TSNonNullExpression' ||
      n.type === 'ParenthesizedExpression') &&
    isNode(n.expression)
  )
    n = n.expression;
  return n;
}

function importSpecifiers(node: unknown, out: Set<string>): Set<string> {
  if (Array.isArray(node)) for (const item of node) importSpecifiers(item, out);
  else if (isNode(node)) {
    if (node.type === 'ImportExpression') {
      const source = node.source as Node;
      if (source.type === 'Literal' && typeof source.value === 'string') out.add(source.value);
      else out.add('<computed>');
    }
    for (const [key, value] of Object.entries(node)) if (key !== 'type') importSpecifiers(value, out);
  }
  return out;
}

/** The names of the plain functions `node` calls (`f()`, also `f().then(…)`). */
function calledNames(node: unknown, out: Set<string>): Set<string> {
  if (Array.isArray(node)) for (const item of node) calledNames(item, out);
  else if (isNode(node)) {
    if (node.type === 'CallExpression' && isNode(node.callee) && node.callee.type === 'Identifier')
      out.add(node.callee.name as string);
    for (const [key, value] of Object.entries(node)) if (key !== 'type') calledNames(value, out);
  }
  return out;
}

/**
 * The module specifier each of `keys` lazily imports in the page-binding table `source` (its exported object
 * `exportName`). A binding is a function with one `import()` (a `.then` after it is fine), a top-level constant
 * holding one, a call of a top-level helper that makes one, or a function calling a top-level loader (
 * `() => accountPages().then(…)`); anything else is an error.
 */
export function bindingImports(
  source: string,
  keys: readonly string[],
  { fileName = 'pages.ts', exportName = 'pages' } = {},
): Map<string, string> {
  const { program, errors } = parseSync(fileName, source);
  if (errors.length) throw new Error(`${fileName}: ${errors[0]?.message}`);
  const topLevel = new Map<string, Node>();
  for (const statement of program.body as unknown as Node[]) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (!isNode(declaration)) continue;
    if (declaration.type === 'VariableDeclaration')
      for (const d of declaration.declarations as Node[]) {
        const id = d.id as Node;
        if (id.type === 'Identifier' && isNode(d.init)) topLevel.set(id.name as string, unwrap(d.init));
      }
    else if (declaration.type === 'FunctionDeclaration' && isNode(declaration.id))
      topLevel.set(declaration.id.name as string, declaration);
  }
  const table = topLevel.get(exportName);
  if (table?.type !== 'ObjectExpression') throw new Error(`${fileName}: no object \`${exportName}\` found`);
  const bindings = new Map<string, Node>();
  for (const property of table.properties as Node[]) {
    const key = property.key as Node | undefined;
    const name = key?.type === 'Identifier' ? key.name : key?.type === 'Literal' ? key.value : undefined;
    if (property.type === 'Property' && typeof name === 'string' && isNode(property.value))
      bindings.set(name, unwrap(property.value));
  }
  const loaderOf = (node: Node, depth = 0): Node | undefined => {
    if (depth > 4) return undefined;
    if (node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression') return node;
    if (node.type === 'Identifier') {
      const target = topLevel.get(node.name as string);
      return target && loaderOf(target, depth + 1);
    }
    if (node.type === 'CallExpression' && isNode(node.callee))
      return loaderOf(unwrap(node.callee), depth + 1);
    if (node.type === 'FunctionDeclaration') return node;
    return undefined;
  };
  const out = new Map<string, string>();
  for (const key of keys) {
    const binding = bindings.get(key);
    if (!binding) throw new Error(`${fileName}: no page binding \`${key}\``);
    const loader = loaderOf(binding);
    const specifiers = loader ? [...importSpecifiers(loader.body, new Set())] : [];
    // `() => accountPages().then(…)`: the import is in a top-level loader the binding calls.
    if (loader && specifiers.length === 0)
      for (const name of calledNames(loader.body, new Set())) {
        const target = topLevel.get(name);
        const inner = target && loaderOf(target);
        if (inner) specifiers.push(...importSpecifiers(inner.body, new Set()));
      }
    const [specifier] = specifiers;
    if (specifiers.length !== 1 || specifier === undefined || specifier === '<computed>')
      throw new Error(
        `${fileName}: the page binding \`${key}\` should lazily import one module by name, found ${specifiers.length ? specifiers.join(', ') : 'none'}`,
      );
    out.set(key, specifier);
  }
  return out;
}

export interface PageAssetsInput {
  /** Each landing kind's page module id. */
  pages: Record<LandingKind, string>;
  /** The first-answers reader's module id. */
  firstAnswers: string;
  /** The catalogs the app may bundle (catalogModules). */
  catalogs: Map<string, CatalogModule>;
  languages?: readonly Lang[];
}

/** page-assets.json for a bundle; throws when a declared page, the reader or a first-route catalog has no chunk. */
export function computePageAssets(bundle: BundleLike, input: PageAssetsInput): PageAssets {
  const languages = input.languages ?? LANGUAGES;
  const chunks = Object.values(bundle).filter((c): c is ChunkLike => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const byModule = new Map<string, ChunkLike>();
  for (const c of chunks) if (c.facadeModuleId) byModule.set(c.facadeModuleId, c);
  const chunkOf = (id: string, what: string): ChunkLike => {
    const chunk = byModule.get(id);
    if (!chunk) throw new Error(`page-assets: ${what} (${id}) is not a chunk of this build`);
    return chunk;
  };
  // Depth first, each chunk before its imports: the order a browser discovers them in.
  const closure = (fileName: string, seen = new Set<string>()): Set<string> => {
    const chunk = byFile.get(fileName);
    if (seen.has(fileName) || !chunk) return seen;
    seen.add(fileName);
    for (const dep of chunk.imports) closure(dep, seen);
    return seen;
  };
  const entries = chunks.filter((c) => c.isEntry);
  if (entries.length === 0) throw new Error('page-assets: the build has no entry chunk');
  const loaded = new Set<string>();
  for (const entry of entries) closure(entry.fileName, loaded);
  const beyondEntry = (fileName: string) => [...closure(fileName)].filter((f) => !loaded.has(f));

  const firstRoute = new Map<Lang, string[]>(languages.map((lang) => [lang, []]));
  for (const [id, catalog] of input.catalogs)
    if (catalog.firstRoute && firstRoute.has(catalog.lang))
      firstRoute.get(catalog.lang)?.push(chunkOf(id, `the first-route catalog`).fileName);

  const filesOf = (scripts: string[]): PreloadFiles => {
    const modulepreload = [...new Set(scripts)];
    const style = modulepreload.flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]);
    return { modulepreload, style: [...new Set(style)] };
  };
  const isCatalog = (c: ChunkLike | undefined) =>
    c?.facadeModuleId != null && input.catalogs.has(c.facadeModuleId);
  const pageFiles = (kind: LandingKind): Record<Lang, PreloadFiles> => {
    const page = chunkOf(input.pages[kind], `the ${kind} page`);
    const view = LAZY_VIEWS[kind];
    const views = view
      ? page.dynamicImports.filter((f) => view.test(byFile.get(f)?.facadeModuleId ?? '')).flatMap(beyondEntry)
      : [];
    if (view && views.length === 0)
      throw new Error(
        `page-assets: the ${kind} page (${page.fileName}) lazily imports no view matching ${view}`,
      );
    const own = [...new Set([...beyondEntry(page.fileName), ...views])];
    // The page's own catalogs: those its chunks import lazily (a page renders once its copy has arrived).
    const lazyCatalogs = own
      .flatMap((f) => byFile.get(f)?.dynamicImports ?? [])
      .map((f) => byFile.get(f))
      .filter((c): c is ChunkLike => c !== undefined && isCatalog(c));
    const perLang = (lang: Lang) =>
      filesOf([
        ...own,
        ...(firstRoute.get(lang) ?? []),
        ...lazyCatalogs
          .filter((c) => input.catalogs.get(c.facadeModuleId as string)?.lang === lang)
          .map((c) => c.fileName),
      ]);
    return Object.fromEntries(languages.map((lang) => [lang, perLang(lang)])) as Record<Lang, PreloadFiles>;
  };
  return {
    pages: Object.fromEntries(LANDING_KINDS.map((kind) => [kind, pageFiles(kind)])) as PageAssets['pages'],
    firstAnswers: beyondEntry(chunkOf(input.firstAnswers, 'the first-answers reader').fileName),
  };
}

export interface PageAssetsOptions {
  /** The page-binding table (apps/web src/pages.ts). */
  bindings: string;
  /** Each landing kind's page-binding keys; the keys of one kind must bind the same module. */
  landings: Record<LandingKind, readonly string[]>;
  /** The first-answers reader, as the app imports it (resolved from the bindings' folder). */
  firstAnswers: string;
  /** The packages whose catalogs the app bundles (dependencyPackages of @nusa/lingui-config). */
  packages: readonly string[];
}

const PAGE_ASSETS_FILE = 'page-assets.json';

export function pageAssets(options: PageAssetsOptions): Plugin {
  let input: Omit<PageAssetsInput, 'catalogs'> | undefined;
  return {
    name: 'nusa:page-assets',
    apply: 'build',
    async buildStart() {
      const keys = Object.values(options.landings).flat();
      const source = readFileSync(options.bindings, 'utf8');
      const specifiers = bindingImports(source, keys, { fileName: options.bindings });
      const resolve = async (specifier: string, what: string): Promise<string> => {
        const resolved = await this.resolve(specifier, options.bindings);
        if (!resolved || resolved.external)
          throw new Error(`page-assets: cannot resolve ${specifier} (${what})`);
        return resolved.id;
      };
      const pages = {} as Record<LandingKind, string>;
      for (const kind of LANDING_KINDS) {
        const ids = new Set<string>();
        for (const key of options.landings[kind])
          ids.add(await resolve(specifiers.get(key) as string, `page binding ${key}`));
        const [id, ...others] = ids;
        if (id === undefined)
          throw new Error(`page-assets: no page binding declared for the ${kind} landing`);
        if (others.length)
          throw new Error(
            `page-assets: the ${kind} landing's bindings (${options.landings[kind].join(', ')}) load different modules; the server has one set of hints per kind`,
          );
        pages[kind] = id;
      }
      input = { pages, firstAnswers: await resolve(options.firstAnswers, 'the first-answers reader') };
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (!input) return;
        const assets = computePageAssets(bundle as unknown as BundleLike, {
          ...input,
          catalogs: catalogModules(options.packages),
        });
        this.emitFile({
          type: 'asset',
          fileName: PAGE_ASSETS_FILE,
          source: `${JSON.stringify(assets, null, 2)}\n`,
        });
      },
    },
  };
}
