import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { defaultTitles, type FeatureAnswers, parseRoutes, planFeature, problems } from '../src/plan.ts';
import { readPageRoutes } from '../src/route-contract.ts';
import { comingSoonKeys, readBindings } from '../src/shell-bindings.ts';
import { fixtureTree } from './fixture-tree.ts';
import { applyToMemory } from '../src/tree.ts';

const favorites: FeatureAnswers = {
  name: 'favorites',
  page: 'FavoritesPage',
  routes: 'favorite,favoriteV3',
  guarded: false,
  title: 'Favorit',
  titleEn: 'Favorites',
};
const wishlist: FeatureAnswers = {
  name: 'wishlist',
  page: 'WishlistPage',
  routes: '/wishlist',
  guarded: true,
  title: 'Daftar Keinginan',
  titleEn: 'Wishlist',
};
const CREATED = new Date(2026, 10, 25, 10, 0);

function generate(answers: FeatureAnswers) {
  const tree = fixtureTree();
  const plan = planFeature(tree, answers, CREATED);
  const file = (path: string) => {
    const found = plan.files.find((f) => f.path === path);
    if (!found) throw new Error(`${path} not planned`);
    return found.content;
  };
  applyToMemory(tree, plan);
  return { tree, plan, file };
}

/** TypeScript's syntax errors in a generated module (types are checked by the smoke run and `pnpm typecheck`). */
function syntaxErrors(path: string, source: string) {
  const out = ts.transpileModule(source, {
    fileName: path,
    reportDiagnostics: true,
    compilerOptions: {
      jsx: ts.JsxEmit.ReactJSX,
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2023,
    },
  });
  return (out.diagnostics ?? []).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe('a feature bound to existing routes', () => {
  it('creates the package and edits only the shell', () => {
    const { plan } = generate(favorites);
    expect(plan.pkg).toBe('@nusa/favorites');
    expect(plan.files.filter((f) => f.type === 'add').map((f) => f.path)).toEqual([
      'packages/favorites/package.json',
      'packages/favorites/README.md',
      'packages/favorites/lingui.config.ts',
      'packages/favorites/tsconfig.json',
      'packages/favorites/tsconfig.build.json',
      'packages/favorites/vite.config.ts',
      'packages/favorites/vitest.config.ts',
      'packages/favorites/src/favorites-page.tsx',
      'packages/favorites/src/favorites-page.module.css',
      'packages/favorites/src/favorites-page.stories.tsx',
      'packages/favorites/src/favorites-page.test.tsx',
      'packages/favorites/src/stories.test.tsx',
      'packages/favorites/src/favorites-catalog.ts',
      'packages/favorites/src/locales/favorites.id.po',
      'packages/favorites/src/locales/favorites.en.po',
      'packages/favorites/src/po.d.ts',
      'packages/favorites/src/test/fixtures.ts',
      'packages/favorites/src/test/jest-dom.d.ts',
      '.changeset/favorites-feature-package.md',
    ]);
    expect(plan.files.filter((f) => f.type === 'modify').map((f) => f.path)).toEqual([
      'apps/web/package.json',
      'apps/web/src/pages.ts',
    ]);
    expect(plan.notes.join('\n')).toMatch(/pnpm install/);
  });

  it('writes a package.json with explicit exports mirrored to dist, catalogs and the kit', () => {
    const pkg = JSON.parse(generate(favorites).file('packages/favorites/package.json'));
    expect(pkg).toMatchObject({
      name: '@nusa/favorites',
      type: 'module',
      sideEffects: false,
      files: ['dist', 'README.md'],
    });
    expect(pkg.exports).toEqual({ './favorites-page': './src/favorites-page.tsx' });
    expect(pkg.publishConfig.exports).toEqual({
      './style.css': './dist/style.css',
      './favorites-page': { types: './dist/favorites-page.d.ts', import: './dist/favorites-page.js' },
    });
    expect(pkg.imports).toBeUndefined();
    expect(JSON.stringify([pkg.exports, pkg.publishConfig])).not.toContain('*');
    expect(pkg.scripts).toEqual({
      build: 'vite build && tsc -p tsconfig.build.json',
      typecheck: 'tsc -p tsconfig.json',
      test: 'vitest run',
      extract: 'lingui extract --clean',
    });
    expect(Object.keys(pkg.dependencies)).toEqual([
      '@nusa/api-client',
      '@nusa/i18n',
      '@nusa/router',
      '@nusa/ui-kit',
    ]);
    expect(pkg.devDependencies).toMatchObject({
      '@nusa/test-kit': 'workspace:*',
      '@nusa/lingui-config': 'workspace:*',
      '@nusa/vitest-config': 'workspace:*',
      storybook: '^10.6.7',
    });
    // Every third-party range comes from the pnpm catalog, except Storybook's (as apps/storybook declares it).
    const ranges = { ...pkg.peerDependencies, ...pkg.devDependencies };
    for (const [name, range] of Object.entries(ranges)) {
      if (!name.startsWith('@nusa/') && !/storybook/.test(name)) expect(range, name).toBe('catalog:');
    }
  });

  it('declares one lazy catalog and writes it in both languages', () => {
    const { file } = generate(favorites);
    const config = file('packages/favorites/lingui.config.ts');
    expect(config.match(/linguiPreset\(/g)).toHaveLength(1);
    expect(config).toContain(
      "lazy: [{ path: 'src/locales/favorites', include: ['src'], exclude: ['src/test'] }]",
    );
    const en = file('packages/favorites/src/locales/favorites.en.po');
    const id = file('packages/favorites/src/locales/favorites.id.po');
    expect(en).toContain('#: src/favorites-page.tsx\nmsgid "Favorit"\nmsgstr "Favorites"');
    expect(id).toContain('msgid "Favorit"\nmsgstr "Favorit"');
    expect(en).toContain('msgid "Coba lagi"\nmsgstr "Try again"');
    const page = file('packages/favorites/src/favorites-page.tsx');
    // Every message of the catalog is in the page, and the other way round.
    for (const [, message] of en.matchAll(/^msgid "(.+)"$/gm)) expect(page).toContain(message);
    expect(en.match(/^msgid "(.+)"$/gm)).toHaveLength(6);
  });

  it('writes a page that reads a query through api-client and routes through @nusa/router', () => {
    const { file } = generate(favorites);
    const page = file('packages/favorites/src/favorites-page.tsx');
    expect(page).toContain("import { holidaysQuery } from '@nusa/api-client/queries/general';");
    expect(page).toContain('useQuery({ ...holidaysQuery(), select: (body) => body.data })');
    expect(page).toContain("import { Link } from '@nusa/router/react';");
    expect(page).not.toMatch(/@tanstack\/react-router|href=/);
    expect(page).toContain('export default FavoritesPage;');
    const story = file('packages/favorites/src/favorites-page.stories.tsx');
    expect(story).toContain(
      'withProviders({ path: PAGE_PATH, routeIds: ROUTE_IDS, session: member, frame: apiFrame(loaded) })',
    );
    const test = file('packages/favorites/src/favorites-page.test.tsx');
    expect(test).toContain("from '@nusa/test-kit/router-harness'");
    expect(test).toContain("from '@nusa/vitest-config/axe'");
    expect(test).toContain("screen.getByRole('heading', { level: 1, name: 'Favorit' })");
    const fixtures = file('packages/favorites/src/test/fixtures.ts');
    expect(fixtures).toContain("export const ROUTE_IDS = ['/favorite', '/favorite-v3'] as const;");
    expect(fixtures).toContain("export const PAGE_PATH = '/favorite';");
  });

  it('writes TypeScript that parses', () => {
    const { plan } = generate(favorites);
    for (const file of plan.files.filter((f) => /\.tsx?$/.test(f.path) && !f.path.endsWith('.d.ts'))) {
      expect(syntaxErrors(file.path, file.content), file.path).toEqual([]);
    }
  });

  it('binds the keys to a lazy import of the page in the shell', () => {
    const { tree } = generate(favorites);
    const pages = tree.read('apps/web/src/pages.ts') as string;
    expect(readBindings(pages).get('favorite')).toBe('favoritesPage');
    expect(readBindings(pages).get('favoriteV3')).toBe('favoritesPage');
    expect(pages).toContain(
      "const favoritesPage: PageLoader = () => import('@nusa/favorites/favorites-page');",
    );
    expect(pages).toContain('} satisfies PageBindings;');
    expect(comingSoonKeys(pages)).not.toContain('favorite');
    expect(JSON.parse(tree.read('apps/web/package.json') as string).dependencies['@nusa/favorites']).toBe(
      'workspace:*',
    );
    // An existing route keeps its declaration.
    expect(tree.read('packages/router/src/routes.ts')).toBe(
      fixtureTree().read('packages/router/src/routes.ts'),
    );
  });

  it('adds a changeset for the new package', () => {
    expect(generate(favorites).file('.changeset/favorites-feature-package.md')).toBe(`---
"@nusa/favorites": minor
---

New feature package \`@nusa/favorites\`: \`FavoritesPage\` (\`@nusa/favorites/favorites-page\`), "Favorit", for \`/favorite\`, \`/favorite-v3\`.
`);
  });

  it('names the api-client factories that fit the feature in its README', () => {
    expect(generate(favorites).file('packages/favorites/README.md')).toContain(
      '`favoritesQuery`, `favorableTypesQuery`',
    );
    const { file } = generate({
      ...favorites,
      name: 'promotions',
      page: 'PromotionsPage',
      routes: 'promotions,promotion',
    });
    expect(file('packages/promotions/README.md')).toContain('`landingPagesQuery`');
    expect(file('packages/promotions/src/test/fixtures.ts')).toContain(
      "export const PAGE_PATH = '/promotions';",
    );
  });
});

describe('a feature on a new route', () => {
  it('declares the route, binds it and names it in both languages', () => {
    const { tree, plan } = generate(wishlist);
    expect(plan.files.filter((f) => f.type === 'modify').map((f) => f.path)).toEqual([
      'apps/web/package.json',
      'packages/router/src/routes.ts',
      'apps/web/src/pages/coming-soon-page.tsx',
      'apps/web/src/locales/id.po',
      'apps/web/src/locales/en.po',
      'apps/web/src/pages.ts',
    ]);
    const routes = tree.read('packages/router/src/routes.ts') as string;
    expect(readPageRoutes(routes).at(-1)).toEqual({
      key: 'wishlist',
      constName: 'wishlistRoute',
      path: '/wishlist',
      guarded: true,
    });
    expect(readBindings(tree.read('apps/web/src/pages.ts') as string).get('wishlist')).toBe('wishlistPage');
    expect(tree.read('apps/web/src/pages/coming-soon-page.tsx')).toContain(
      '  wishlist: msg`Daftar Keinginan`,',
    );
    expect(tree.read('apps/web/src/locales/en.po')).toContain(
      '#: src/pages/coming-soon-page.tsx\nmsgid "Daftar Keinginan"\nmsgstr "Wishlist"',
    );
    expect(tree.read('.changeset/wishlist-feature-package.md')).toContain('"@nusa/router": minor');
    expect(plan.notes.join('\n')).toMatch(/packages\/router\/README.md/);
  });

  it('takes a key named in the answer, and a public route', () => {
    const { tree } = generate({ ...wishlist, routes: 'wishes=/account/wishes', guarded: false });
    expect(readPageRoutes(tree.read('packages/router/src/routes.ts') as string).at(-1)).toEqual({
      key: 'wishes',
      constName: 'wishesRoute',
      path: '/account/wishes',
      guarded: false,
    });
  });
});

describe('refusals', () => {
  const tree = fixtureTree();
  it.each([
    [{ name: 'hotel' }, /@nusa\/hotel exists already/],
    [{ name: 'test-kit' }, /exists already/],
    [{ name: 'Favorites' }, /not kebab-case/],
    [{ name: 'router' }, /@nusa\/router exists already/],
    [{ page: 'favorites' }, /PascalCase/],
    [{ routes: 'login' }, /bound to a page already/],
    [{ routes: 'home' }, /bound to a page already/],
    [{ routes: 'favourite' }, /not a key of pageRoutes/],
    [{ routes: '' }, /Name the page keys/],
    [{ routes: '/favorite' }, /declared in routes.ts already/],
    [{ routes: '/hotel/$country/{-$city}' }, /declared in routes.ts already/],
    [{ routes: '/promotion' }, /"promotion" exists already/],
    [{ routes: 'x-y=/x-y' }, /not a page key/],
    [{ routes: '/Wish' }, /not a route segment/],
    [{ title: 'Halo {nama}' }, /plain copy/],
  ] as [Partial<FeatureAnswers>, RegExp][])('%j', (change, reason) => {
    expect(() => planFeature(tree, { ...favorites, ...change })).toThrow(reason);
  });

  it('refuses to overwrite a file', () => {
    const taken = fixtureTree();
    taken.files['.changeset/favorites-feature-package.md'] = '---\n---\n';
    expect(() => planFeature(taken, favorites)).toThrow(/favorites-feature-package.md exists already/);
  });

  it('gives the prompts the same reasons, as text', () => {
    expect(problems.name(tree, 'favorites')).toBeNull();
    expect(problems.name(tree, 'hotel')).toMatch(/exists already/);
    expect(problems.routes(tree, 'favorite, favoriteV3')).toBeNull();
    expect(problems.routes(tree, 'login')).toMatch(/bound to a page already/);
    expect(parseRoutes(tree, '/wishlist')).toEqual({ kind: 'new', key: 'wishlist', path: '/wishlist' });
  });
});

describe('suggested titles', () => {
  it('come from the placeholder of the first key, in both languages', () => {
    const tree = fixtureTree();
    expect(defaultTitles(tree, 'favorites', 'favoriteV3')).toEqual({
      title: 'Favorit',
      titleEn: 'Favorites',
    });
    expect(defaultTitles(tree, 'gift-cards', '/gift-cards')).toEqual({
      title: 'Gift cards',
      titleEn: 'Gift cards',
    });
    expect(defaultTitles(tree, 'x', 'nope')).toEqual({ title: 'X', titleEn: 'X' });
  });
});
