// What `turbo gen feature` writes, computed from the answers and the files of the repo, without writing anything:
// every file is known (or the answers are refused) before the first one is written.
import type { Lang } from '@nusa/i18n/languages';
import { featureNames, packageNameProblem, pageNameProblem, titleProblem, toTitle } from './names.ts';
import { addPoMessage, type PoMessage, renderPo } from './po.ts';
import {
  addPageRoute,
  declaredPaths,
  keyForPath,
  type PageRoute,
  readPageRoutes,
  routePathProblem,
} from './route-contract.ts';
import { addDependency, addPageName, bindPage, comingSoonKeys, pageName } from './shell-bindings.ts';
import * as t from '../templates/feature.ts';

/** The repo as the generator sees it: paths relative to the root, `/`-separated. */
export interface Tree {
  read(path: string): string | null;
  /** Names of the folders directly under `path`. */
  folders(path: string): string[];
}

export interface FeatureAnswers {
  /** kebab-case package folder and name: `favorites` → packages/favorites, `@nusa/favorites`. */
  name: string;
  /** The page component: `FavoritesPage`. */
  page: string;
  /** Existing page keys (`favorite,favoriteV3`) or one new route path (`/wishlist`, or `key=/path`). */
  routes: string;
  /** For a new route: declared with `guardedPage(...)`. Existing routes keep their declaration. */
  guarded: boolean;
  /** The page's title in Indonesian (the source copy) and in English. */
  title: string;
  titleEn: string;
}

export interface FileChange {
  path: string;
  content: string;
  /** `add`: a new file (refused if it exists); `modify`: an existing file edited. */
  type: 'add' | 'modify';
}

export interface FeaturePlan {
  pkg: string;
  files: FileChange[];
  /** What the person running the generator should know or do next. */
  notes: string[];
}

const PATHS = {
  routes: 'packages/router/src/routes.ts',
  pages: 'apps/web/src/pages.ts',
  comingSoon: 'apps/web/src/pages/coming-soon-page.tsx',
  webPackage: 'apps/web/package.json',
  webPo: (lang: string) => `apps/web/src/locales/${lang}.po`,
  storybookPackage: 'apps/storybook/package.json',
} as const;

const WORKSPACE_GROUPS = ['apps', 'packages', 'tooling'];

function required(tree: Tree, path: string): string {
  const text = tree.read(path);
  if (text === null) throw new Error(`${path} not found: run the generator from the repo root`);
  return text;
}

/** The folder names and package names the workspace has. */
function workspaceNames(tree: Tree) {
  const folders = new Set<string>();
  const packages = new Set<string>();
  for (const group of WORKSPACE_GROUPS) {
    for (const folder of tree.folders(group)) {
      folders.add(folder);
      const manifest = tree.read(`${group}/${folder}/package.json`);
      if (manifest) packages.add((JSON.parse(manifest) as { name: string }).name);
    }
  }
  const openapi = tree.read('openapi/package.json');
  if (openapi) packages.add((JSON.parse(openapi) as { name: string }).name);
  return { folders, packages };
}

export type RouteChoice =
  | { kind: 'existing'; routes: PageRoute[] }
  | { kind: 'new'; key: string; path: string };

/** Reads the routes answer against the contract and the shell; throws with the reason when it cannot be used. */
export function parseRoutes(tree: Tree, answer: string): RouteChoice {
  const value = answer.trim();
  const routesSource = required(tree, PATHS.routes);
  const contract = readPageRoutes(routesSource);
  if (value.includes('/')) {
    const [keyPart, path] = value.includes('=') ? (value.split('=', 2) as [string, string]) : [null, value];
    const pathProblem = routePathProblem(path);
    if (pathProblem) throw new Error(pathProblem);
    if (declaredPaths(routesSource).has(path))
      throw new Error(`${path} is declared in routes.ts already; bind its key instead.`);
    const key = keyPart ?? keyForPath(path);
    if (!/^[a-z][A-Za-z0-9]*$/.test(key)) {
      throw new Error(`"${key}" is not a page key (camelCase); name one: key=${path}`);
    }
    if (contract.some((route) => route.key === key) || routesSource.includes(`export const ${key}Route = `)) {
      throw new Error(`The page key "${key}" exists already; name another one: otherKey=${path}`);
    }
    return { kind: 'new', key, path };
  }
  const keys = value
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  if (keys.length === 0)
    throw new Error('Name the page keys to bind (e.g. favorite,favoriteV3) or a new path (/wishlist).');
  const free = new Set(comingSoonKeys(required(tree, PATHS.pages)));
  const routes: PageRoute[] = [];
  for (const key of new Set(keys)) {
    const route = contract.find((r) => r.key === key);
    if (!route) {
      throw new Error(
        `"${key}" is not a key of pageRoutes in routes.ts (${contract.map((r) => r.key).join(', ')}).`,
      );
    }
    if (!free.has(key)) {
      throw new Error(
        `"${key}" is bound to a page already in apps/web/src/pages.ts; only ComingSoon keys can be taken (${[...free].join(', ')}).`,
      );
    }
    routes.push(route);
  }
  return { kind: 'existing', routes };
}

/** Problems with one answer, for the prompts (null when it is fine). `answers`: the ones given before it. */
export const problems = {
  name: (tree: Tree, name: string) => packageNameProblem(name, workspaceNames(tree)),
  page: (_tree: Tree, page: string) => pageNameProblem(page),
  routes: (tree: Tree, routes: string) => {
    try {
      parseRoutes(tree, routes);
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  },
  title: (_tree: Tree, title: string) => titleProblem(title),
};

/** The first guess at the titles: the name the shell's placeholder gives the first key, or the package name. */
export function defaultTitles(tree: Tree, name: string, routes: string): { title: string; titleEn: string } {
  const fallback = { title: toTitle(name), titleEn: toTitle(name) };
  let choice: RouteChoice;
  try {
    choice = parseRoutes(tree, routes);
  } catch {
    return fallback;
  }
  if (choice.kind !== 'existing') return fallback;
  const title = pageName(tree.read(PATHS.comingSoon) ?? '', choice.routes[0]?.key ?? '');
  if (!title) return fallback;
  const en = tree.read(PATHS.webPo('en')) ?? '';
  const quoted = JSON.stringify(title);
  const titleEn = en.match(
    new RegExp(`^msgid ${quoted.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\nmsgstr (".*")$`, 'm'),
  )?.[1];
  return { title, titleEn: titleEn ? (JSON.parse(titleEn) as string) : title };
}

function devDependency(tree: Tree, path: string, name: string): string {
  const manifest = JSON.parse(required(tree, path)) as { devDependencies?: Record<string, string> };
  const range = manifest.devDependencies?.[name];
  if (!range) throw new Error(`${path} has no devDependency ${name}`);
  return range;
}

/** Everything the generator writes for `answers`; throws with the reason when an answer is refused. */
export function planFeature(tree: Tree, answers: FeatureAnswers, created = new Date()): FeaturePlan {
  const refuse = (problem: string | null) => {
    if (problem) throw new Error(problem);
  };
  refuse(problems.name(tree, answers.name));
  refuse(problems.page(tree, answers.page));
  refuse(problems.title(tree, answers.title));
  refuse(problems.title(tree, answers.titleEn));
  const choice = parseRoutes(tree, answers.routes);
  const names = featureNames(answers.name, answers.page);
  const routes: t.FeatureRoute[] =
    choice.kind === 'existing'
      ? choice.routes.map((r) => ({ key: r.key, path: r.path, guarded: r.guarded, isNew: false }))
      : [{ key: choice.key, path: choice.path, guarded: answers.guarded, isNew: true }];
  const input: t.TemplateInput = {
    names,
    routes,
    query: t.STARTER_QUERY,
    title: answers.title,
    titleEn: answers.titleEn,
    storybookVersion: devDependency(tree, PATHS.storybookPackage, 'storybook'),
    storybookReactViteVersion: devDependency(tree, PATHS.storybookPackage, '@storybook/react-vite'),
  };

  const dir = `packages/${names.name}`;
  const pageSource = `src/${names.pageFile}.tsx`;
  const messages = (lang: Lang): PoMessage[] =>
    t.pageCopy(answers.title, answers.titleEn).map(([id, en]) => ({
      id,
      translation: lang === 'id' ? id : en,
      origins: [pageSource],
    }));
  const add = (path: string, content: string): FileChange => ({
    path: `${dir}/${path}`,
    content,
    type: 'add',
  });
  const files: FileChange[] = [
    add('package.json', t.packageJson(input)),
    add('README.md', t.readme(input)),
    add('lingui.config.ts', t.linguiConfig(input)),
    add('tsconfig.json', t.tsconfigJson()),
    add('tsconfig.build.json', t.tsconfigBuildJson()),
    add('vite.config.ts', t.viteConfig()),
    add('vitest.config.ts', t.vitestConfig()),
    add(pageSource, t.pageModule(input)),
    add(`src/${names.pageFile}.module.css`, t.pageStyles()),
    add(`src/${names.pageFile}.stories.tsx`, t.storiesModule(input)),
    add(`src/${names.pageFile}.test.tsx`, t.testModule(input)),
    add('src/stories.test.tsx', t.storiesTestModule(input)),
    add(`src/${names.catalogFile}.ts`, t.catalogModule(input)),
    add(`src/locales/${names.name}.id.po`, renderPo('id', messages('id'), created)),
    add(`src/locales/${names.name}.en.po`, renderPo('en', messages('en'), created)),
    add('src/po.d.ts', t.poTypes()),
    add('src/test/fixtures.ts', t.fixturesModule(input)),
    add('src/test/jest-dom.d.ts', t.jestDomTypes()),
  ];
  const changesetPath = `.changeset/${names.name}-feature-package.md`;
  if (tree.read(changesetPath) !== null) throw new Error(`${changesetPath} exists already`);
  files.push({ path: changesetPath, content: t.changeset(input), type: 'add' });

  const modify = (path: string, content: string) => files.push({ path, content, type: 'modify' });
  modify(PATHS.webPackage, addDependency(required(tree, PATHS.webPackage), names.pkg, 'workspace:*'));
  const notes: string[] = [];
  const newRoutes = routes.filter((r) => r.isNew);
  if (newRoutes.length > 0) {
    let routesSource = required(tree, PATHS.routes);
    for (const route of newRoutes) routesSource = addPageRoute(routesSource, route);
    modify(PATHS.routes, routesSource);
    // A shell with a ComingSoon page: its PAGE_NAMES must name every page key (its type says so), in both
    // languages. apps/web removed that page once every route had its feature (its names rode in the first
    // route's catalog for nothing), so on today's repo there is nothing to name.
    let comingSoon = tree.read(PATHS.comingSoon);
    if (comingSoon !== null) {
      for (const route of newRoutes) comingSoon = addPageName(comingSoon, route.key, answers.title);
      modify(PATHS.comingSoon, comingSoon);
      for (const lang of ['id', 'en'] as const) {
        const message = {
          id: answers.title,
          translation: lang === 'id' ? answers.title : answers.titleEn,
          origins: ['src/pages/coming-soon-page.tsx'],
        };
        modify(PATHS.webPo(lang), addPoMessage(required(tree, PATHS.webPo(lang)), message));
      }
    }
    if (newRoutes.some((r) => r.guarded)) {
      notes.push(
        'The new guarded route is not in the list of packages/router/README.md ("Guarded routes") nor in its router.test.ts: add it there.',
      );
    }
  }
  const existing = routes.filter((r) => !r.isNew);
  if (
    existing.length > 0 &&
    choice.kind === 'existing' &&
    answers.guarded &&
    existing.some((r) => !r.guarded)
  ) {
    notes.push(
      `Not guarded: ${existing
        .filter((r) => !r.guarded)
        .map((r) => r.path)
        .join(', ')} keep their declaration in routes.ts.`,
    );
  }
  modify(
    PATHS.pages,
    bindPage(required(tree, PATHS.pages), {
      loader: names.loader,
      specifier: `${names.pkg}/${names.pageFile}`,
      comment: `${answers.title} (${names.pkg}).`,
      keys: existing.map((r) => r.key),
      newKeys: newRoutes.map((r) => r.key),
    }),
  );
  for (const file of files) {
    if (file.type === 'add' && tree.read(file.path) !== null) throw new Error(`${file.path} exists already`);
  }
  notes.push(
    'Run `pnpm install` (links the package and updates pnpm-lock.yaml), then',
    `\`pnpm --filter ${names.pkg} test\` and \`pnpm --filter @nusa/web typecheck test\`.`,
    `Fill in ${dir}/README.md ("Business rules") and the changeset ${changesetPath}.`,
  );
  return { pkg: names.pkg, files, notes };
}
