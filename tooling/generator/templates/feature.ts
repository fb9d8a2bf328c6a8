// The files of a new feature package, as text. Each template is a plain function of the feature's names, routes
// and copy; the plan (./plan.ts) decides which ones are written where. The shapes follow packages/hotel and
// packages/auth-otp as the tooling presets have them today (three-line configs, explicit exports, test-kit).
import type { FeatureNames } from '../src/names.ts';
import { samplePath } from '../src/route-contract.ts';

export interface FeatureRoute {
  key: string;
  path: string;
  guarded: boolean;
  isNew: boolean;
}

/** The api-client query the page starts from. */
export interface QueryPreset {
  /** `@nusa/api-client/queries/<module>`. */
  module: string;
  factory: string;
  /** The request it makes, for the fake fetch: `/api/generals/holidays`. */
  path: string;
  /** The contract's schema of one item, and the fields the page shows. */
  schema: string;
  key: string;
  label: string;
  /** Sample items (TypeScript object literals of `schema`). */
  samples: readonly string[];
  /** The `label` of the first sample, which the test looks for. */
  sampleLabel: string;
}

/**
 * Every page starts from general reference data: apps/api serves it today (its favorites, carts and bookings
 * modules do not exist yet, so a page on those queries would only show its error state), it needs no sign-in and
 * the shell's layout has it cached already. The README names the factories that fit the feature instead.
 */
export const STARTER_QUERY: QueryPreset = {
  module: 'general',
  factory: 'holidaysQuery',
  path: '/api/generals/holidays',
  schema: 'Holiday',
  key: 'id',
  label: 'name',
  samples: [
    "{ id: 1, date: '2026-12-25', name: 'Hari Raya Natal', type: 'national_holiday', status: 'published' }",
    "{ id: 2, date: '2027-01-01', name: 'Tahun Baru Masehi', type: 'national_holiday', status: 'published' }",
  ],
  sampleLabel: 'Hari Raya Natal',
};

/** api-client factories that fit the features to come, for their README (`queries/<tag>`: factories). */
const FEATURE_QUERIES: Record<string, string> = {
  favorites:
    '`queries/favorites`: `favoritesQuery`, `favorableTypesQuery`, `addFavorite`/`removeFavorite` (invalidate `favoritesKeys.all`)',
  account:
    '`queries/members`: `memberQuery`; `queries/bookings`: `bookingsQuery`, `bookingQuery`; `queries/reviews`: `memberReviewsQuery`, `submitReview`',
  checkout:
    '`queries/carts`: `cartQuery`, `createCart`, `updateCart`, `applyPromoCode`, `createPayment` (pass an `idempotencyKey`)',
  promotions: '`queries/general`: `landingPagesQuery`, `landingPageQuery`',
};

/** The page's copy: Indonesian source → English. The title comes from the generator's answers. */
export function pageCopy(title: string, titleEn: string): [string, string][] {
  return [
    [title, titleEn],
    ['Memuat…', 'Loading…'],
    [
      'Data tidak dapat dimuat. Periksa koneksi Anda, lalu coba lagi.',
      'The data could not be loaded. Check your connection, then try again.',
    ],
    ['Coba lagi', 'Try again'],
    ['Belum ada data', 'Nothing here yet'],
    ['Kembali ke Beranda', 'Back to Home'],
  ];
}

export interface TemplateInput {
  names: FeatureNames;
  routes: readonly FeatureRoute[];
  query: QueryPreset;
  title: string;
  titleEn: string;
  /** Versions that are not in the pnpm catalog (Storybook's), as apps/storybook declares them. */
  storybookVersion: string;
  storybookReactViteVersion: string;
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** Biome's line width (tooling/lint/biome.json): generated code is written as \`biome format\` would print it. */
const LINE_WIDTH = 110;

/** `${open}a, b${close}` on one line when it fits, else one item per line (as Biome breaks lists). */
function list(indent: string, open: string, items: readonly string[], close: string): string {
  const line = `${indent}${open}${items.join(', ')}${close}`;
  if (line.length <= LINE_WIDTH) return line;
  return `${indent}${open.trimEnd()}\n${items.map((item) => `${indent}  ${item},\n`).join('')}${indent}${close.trimStart()}`;
}
const routeList = (routes: readonly FeatureRoute[]) => routes.map((r) => `\`${r.path}\``).join(', ');
const isGuarded = (routes: readonly FeatureRoute[]) => routes.some((r) => r.guarded);

export function packageJson({
  names,
  storybookVersion,
  storybookReactViteVersion,
  routes,
  title,
}: TemplateInput) {
  const entry = names.pageExport.slice(2);
  return json({
    name: names.pkg,
    version: '0.0.0',
    type: 'module',
    description: `${names.pascal} feature: ${title} (${routes.map((r) => r.path).join(', ')}).`,
    sideEffects: false,
    exports: { [names.pageExport]: `./src/${names.pageFile}.tsx` },
    publishConfig: {
      exports: {
        './style.css': './dist/style.css',
        [names.pageExport]: { types: `./dist/${entry}.d.ts`, import: `./dist/${entry}.js` },
      },
    },
    files: ['dist', 'README.md'],
    scripts: {
      build: 'vite build && tsc -p tsconfig.build.json',
      typecheck: 'tsc -p tsconfig.json',
      test: 'vitest run',
      extract: 'lingui extract --clean',
    },
    dependencies: {
      '@nusa/api-client': 'workspace:^',
      '@nusa/i18n': 'workspace:^',
      '@nusa/router': 'workspace:^',
      '@nusa/ui-kit': 'workspace:^',
    },
    peerDependencies: {
      '@lingui/core': 'catalog:',
      '@lingui/react': 'catalog:',
      '@tanstack/react-query': 'catalog:',
      '@tanstack/react-router': 'catalog:',
      react: 'catalog:',
      'react-dom': 'catalog:',
    },
    devDependencies: {
      '@lingui/cli': 'catalog:',
      '@lingui/core': 'catalog:',
      '@lingui/react': 'catalog:',
      '@nusa/lingui-config': 'workspace:*',
      '@nusa/test-kit': 'workspace:*',
      '@nusa/tsconfig': 'workspace:*',
      '@nusa/vite-lib-config': 'workspace:*',
      '@nusa/vitest-config': 'workspace:*',
      '@storybook/react-vite': storybookReactViteVersion,
      '@tanstack/react-query': 'catalog:',
      '@testing-library/react': 'catalog:',
      '@types/react': 'catalog:',
      '@types/react-dom': 'catalog:',
      jsdom: 'catalog:',
      react: 'catalog:',
      'react-dom': 'catalog:',
      storybook: storybookVersion,
      typescript: 'catalog:',
      vite: 'catalog:',
      vitest: 'catalog:',
    },
  });
}

export const tsconfigJson = () => `{
  "extends": "@nusa/tsconfig/react.json",
  "compilerOptions": { "types": ["vite/client"] },
  "include": ["src", "*.ts"]
}
`;

export const tsconfigBuildJson = () => `{
  "extends": ["./tsconfig.json", "@nusa/tsconfig/library-build.json"]
}
`;

export const viteConfig =
  () => `// Library build for publishing (dist/ + publishConfig.exports); inside the monorepo exports point at src/.
import { libraryConfig } from '@nusa/vite-lib-config';

export default libraryConfig({ root: new URL('.', import.meta.url), lingui: true });
`;

export const vitestConfig = () => `import { reactPreset } from '@nusa/vitest-config/react';
import { defineConfig } from 'vitest/config';

export default defineConfig(reactPreset());
`;

export const linguiConfig = ({ names }: TemplateInput) => `import { linguiPreset } from '@nusa/lingui-config';

// The page's copy is one lazy catalog, loaded with the page (src/${names.catalogFile}.ts), so this package adds
// nothing to the first route. Copy that a first screen needs would go to the first-route catalog instead
// (src/locales/{id,en}.po: drop \`firstRoute: false\`), which the shell loads before its first render.
export default linguiPreset({
  firstRoute: false,
  lazy: [{ path: 'src/locales/${names.name}', include: ['src'], exclude: ['src/test'] }],
});
`;

export const poTypes = () => `// \`.po\` catalogs are compiled to JS by @lingui/vite-plugin when imported.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
`;

export const jestDomTypes =
  () => `// Types for the jest-dom matchers that @nusa/vitest-config/setup-dom registers at runtime.
/// <reference types="@nusa/vitest-config/jest-dom" />
`;

export const catalogModule = ({
  names,
}: TemplateInput) => `// The page's copy (declared in lingui.config.ts), loaded with the page rather than on the first route.
import { defineCatalog } from '@nusa/i18n/catalog';
import { catalogGate } from '@nusa/i18n/catalog-gate';

export const ${names.catalog} = defineCatalog({
  id: () => import('./locales/${names.name}.id.po'),
  en: () => import('./locales/${names.name}.en.po'),
});

/** Renders its children once the catalog of the active language is merged. */
export const ${names.catalogGate} = catalogGate(${names.catalog});
`;

export function pageModule({ names, routes, query, title }: TemplateInput) {
  return `import { Trans, useLingui } from '@lingui/react/macro';
import { ${query.factory} } from '@nusa/api-client/queries/${query.module}';
// The Register declaration, which types every Link and navigate of the app.
import type {} from '@nusa/router/router';
import { Link } from '@nusa/router/react';
import { Button } from '@nusa/ui-kit/button';
import { EmptyState } from '@nusa/ui-kit/empty-state';
import { useQuery } from '@tanstack/react-query';
import { ${names.catalogGate} } from './${names.catalogFile}';
import styles from './${names.pageFile}.module.css';

/**
 * ${title}: bound to ${routeList(routes)} by apps/web (src/pages.ts)${isGuarded(routes) ? ', a guarded route (a guest signs in first)' : ''}.
 * Lazy, with its copy: nothing here is on the first route.
 */
export function ${names.page}() {
  return (
    <${names.catalogGate} fallback={<main className={styles.page} aria-busy="true" />}>
      <${names.view} />
    </${names.catalogGate}>
  );
}

function ${names.view}() {
  const { t } = useLingui();
  // Server state only through api-client's queryOptions factories: shared keys, answers in the active language.
  const query = useQuery({ ...${query.factory}(), select: (body) => body.data });
  return (
    <main className={styles.page} aria-busy={query.isPending || undefined}>
      <h1 className={styles.title}>
        <Trans>${title}</Trans>
      </h1>
      {query.isPending ? (
        <p className={styles.status} role="status">
          <Trans>Memuat…</Trans>
        </p>
      ) : query.isError ? (
        <div className={styles.state} role="alert">
          <p>
            <Trans>Data tidak dapat dimuat. Periksa koneksi Anda, lalu coba lagi.</Trans>
          </p>
          <Button variant="secondary" loading={query.isFetching} onClick={() => void query.refetch()}>
            <Trans>Coba lagi</Trans>
          </Button>
        </div>
      ) : query.data.length === 0 ? (
        <EmptyState title={t\`Belum ada data\`} />
      ) : (
        <ul className={styles.list}>
          {query.data.map((item) => (
            <li key={item.${query.key}} className={styles.item}>
              {item.${query.label}}
            </li>
          ))}
        </ul>
      )}
      <Link to="/" className={styles.homeLink}>
        <Trans>Kembali ke Beranda</Trans>
      </Link>
    </main>
  );
}

export default ${names.page};
`;
}

export const pageStyles =
  () => `/* The frame and title of every feature page: ui-kit's page layout, varied only by its custom properties. */
.page {
  composes: page from "@nusa/ui-kit/page-layout.module.css";
  --page-max-width: 60rem;
  --page-padding: var(--space-4);
}

.title {
  composes: title from "@nusa/ui-kit/page-layout.module.css";
}

.status {
  color: var(--color-text-muted);
}

.state {
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: var(--space-3);
}

.list {
  display: flex;
  flex-direction: column;
  gap: var(--space-2);
  padding: 0;
  list-style: none;
}

.item {
  padding: var(--space-3) var(--space-4);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  background: var(--color-surface);
}

.homeLink {
  align-self: flex-start;
  color: var(--color-primary);
  font-weight: var(--font-weight-semibold);
}
`;

export function fixturesModule({ routes, query }: TemplateInput) {
  const first = routes[0] as FeatureRoute;
  return `// This feature's test and story fixtures on @nusa/test-kit: where the page is, who is signed in, and the API's
// answers (shaped by the generated contract types) for the kit's fake fetch.
import { createApiClient, setApiClient } from '@nusa/api-client/client';
import type { components } from '@nusa/api-client/schema';
import { staticSession } from '@nusa/router/testing';
import { fakeFetch, json, type Responder } from '@nusa/test-kit/fake-fetch';
import { type ReactNode, useState } from 'react';

/** The route ids (paths as the route contract declares them) the page is bound to. */
export const ROUTE_IDS = [${routes.map((r) => `'${r.path}'`).join(', ')}] as const;
/** Where tests and stories open the page. */
export const PAGE_PATH = '${samplePath(first.path)}';
/** A signed-in member${isGuarded(routes) ? ', whom the guarded route lets in' : ''}. */
export const member = staticSession({ token: 'member-token', memberId: 7 });

${list('', `const samples: components['schemas']['${query.schema}'][] = [`, query.samples, '];')}

const answer =
  (body: unknown, init?: ResponseInit): Responder =>
  (_request, url) =>
    url.pathname === '${query.path}' ? json(body, init) : undefined;

/** The API answers with the samples. */
export const loaded = answer({ data: samples });
/** The API answers with an empty list. */
export const empty = answer({ data: [] });
/** The API fails (a 500 with the server's message). */
export const failing = answer({ message: 'Server error' }, { status: 500 });
/** The API never answers. */
export const pending: Responder = (_request, url) =>
  url.pathname === '${query.path}' ? new Promise<Response>(() => {}) : undefined;

/** Installs the app-wide API client on the kit's fake fetch; returns the fake, to read its requests. */
export function installFakeApi(...responders: Responder[]) {
  const api = fakeFetch(...responders);
  setApiClient(createApiClient({ baseUrl: 'http://api.test', fetch: api.fetch }));
  return api;
}

/** A story frame (\`withProviders({ frame })\`) that installs the fake API before the page asks for anything. */
export function apiFrame(...responders: Responder[]) {
  return function FakeApi({ children }: { children: ReactNode }) {
    // Once per mount: the story runner remounts the frame for each story and language.
    useState(() => installFakeApi(...responders));
    return children;
  };
}
`;
}

export function testModule({ names, query, title, titleEn }: TemplateInput) {
  return `import { setApiClient } from '@nusa/api-client/client';
import type { Lang } from '@nusa/i18n/languages';
import { testCatalogs } from '@nusa/test-kit/i18n';
import { renderRoute } from '@nusa/test-kit/router-harness';
import { expectNoAxeViolations } from '@nusa/vitest-config/axe';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ${names.catalog} } from './${names.catalogFile}';
import { ${names.page} } from './${names.pageFile}';
${list('', 'import { ', ['empty', 'failing', 'installFakeApi', 'loaded', 'member', 'PAGE_PATH', 'pending', 'ROUTE_IDS'], " } from './test/fixtures';")}

const copy = testCatalogs([${names.catalog}]);
beforeAll(copy.load);
// The router restores the scroll position on navigation; jsdom has no scrolling.
beforeEach(() => vi.spyOn(window, 'scrollTo').mockImplementation(() => {}));
afterEach(() => {
  setApiClient(undefined);
  vi.restoreAllMocks();
});

async function renderPage(responders: Parameters<typeof installFakeApi>, lang: Lang = 'id') {
  const api = installFakeApi(...responders);
  const view = await renderRoute(<${names.page} />, {
    path: PAGE_PATH,
    routeIds: ROUTE_IDS,
    session: member,
    i18n: copy.i18n(lang),
  });
  return { ...view, api };
}

describe('${names.page}', () => {
  it('shows what the API answers', async () => {
    const { api } = await renderPage([loaded]);
    expect(screen.getByRole('heading', { level: 1, name: '${title}' })).toBeInTheDocument();
    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('${query.sampleLabel}');
    expect(api.calls('${query.path}')).toHaveLength(1);
  });

  it('says it is loading while the API has not answered', async () => {
    await renderPage([pending]);
    expect(screen.getByRole('status')).toHaveTextContent('Memuat…');
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true');
  });

  it('shows an error with a way to try again', async () => {
    const { user, api } = await renderPage([failing]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Data tidak dapat dimuat');
    await user.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    await waitFor(() => expect(api.calls('${query.path}')).toHaveLength(2));
  });

  it('says when there is nothing to show', async () => {
    await renderPage([empty]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Belum ada data' })).toBeInTheDocument();
  });

  it('speaks English, and links home through the router', async () => {
    const { user, router } = await renderPage([loaded], 'en');
    expect(screen.getByRole('heading', { level: 1, name: '${titleEn}' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Home' }));
    expect(await screen.findByText('Halaman lain: /')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('has no axe violations', async () => {
    await renderPage([loaded]);
    await screen.findByRole('list');
    await expectNoAxeViolations();
  });
});
`;
}

export function storiesModule({ names }: TemplateInput) {
  return `import { type StoryProvidersOptions, withProviders } from '@nusa/test-kit/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ${names.page} } from './${names.pageFile}';
import { apiFrame, empty, failing, loaded, member, PAGE_PATH, pending, ROUTE_IDS } from './test/fixtures';

// The page on the kit's story runner: the router over the real route tree at the page's path, a signed-in member,
// and the API on the kit's fake fetch (each story picks its answers). Lingui comes from Storybook's preview.
const meta = {
  title: '${names.pascal}/${names.page}',
  component: ${names.page},
${list('  ', 'decorators: [', ['withProviders({ path: PAGE_PATH, routeIds: ROUTE_IDS, session: member, frame: apiFrame(loaded) })'], '],')}
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ${names.page}>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};

export const Loading: Story = {
  parameters: { providers: { frame: apiFrame(pending) } satisfies StoryProvidersOptions },
};

export const Failed: Story = {
  parameters: { providers: { frame: apiFrame(failing) } satisfies StoryProvidersOptions },
};

export const Empty: Story = {
  parameters: { providers: { frame: apiFrame(empty) } satisfies StoryProvidersOptions },
};

export const English: Story = { globals: { locale: 'en' } };
`;
}

export function storiesTestModule({ names }: TemplateInput) {
  return `// Every story renders on its own, with the preview's Lingui as Storybook gives it.
import { setApiClient } from '@nusa/api-client/client';
import { describeStories, expectPageHeading, setUpStories } from '@nusa/test-kit/stories-test';
import { afterEach, beforeEach, vi } from 'vitest';
import * as PageStories from './${names.pageFile}.stories';

setUpStories();
// The router restores the scroll position on navigation; jsdom has no scrolling.
beforeEach(() => vi.spyOn(window, 'scrollTo').mockImplementation(() => {}));
afterEach(() => {
  setApiClient(undefined);
  vi.restoreAllMocks();
});

describeStories({ ${names.page}: PageStories }, expectPageHeading);
`;
}

export function readme({ names, routes, query, title }: TemplateInput) {
  const guarded = routes.filter((r) => r.guarded).map((r) => `\`${r.path}\``);
  return `# ${names.pkg}

The ${names.pascal.toLowerCase()} feature: ${title}, bound by apps/web to ${routeList(routes)}.

> Generated by \`pnpm gen feature\` (turbo/generators, tooling/generator). The page is a scaffold that shows one
> api-client query in its loading, error, empty and loaded states; replace it with the feature and fill in the
> sections below.

## Entry points

| import | what |
| --- | --- |
| \`${names.pkg}/${names.pageFile}\` | \`${names.page}\` (named and default export), bound to ${routeList(routes)} by apps/web (\`src/pages.ts\`) |

Inside the monorepo these point at \`src/\`; the published package (\`pnpm build\`) ships \`dist/\`: ESM + \`.d.ts\` per
entry, with every dependency and peer left as an import, and the styles in one \`dist/style.css\`
(\`import '${names.pkg}/style.css'\` once in the app). JS never imports CSS, so the modules also load in Node.

## Business rules

To fill in: what the page shows and to whom, its states and limits, the spec's copy in both languages.

- **Routes**: ${routes.map((r) => `\`${r.path}\` (${r.guarded ? 'guarded: a guest is asked to sign in first' : 'public'})`).join(', ')}, declared in \`@nusa/router/routes\`.${guarded.length ? ' The page can count on a signed-in member (`useSession()` from `@nusa/router/react`).' : ''}
- **Server state** only through \`@nusa/api-client\` queryOptions factories and their keys (invalidate by the
  narrowest key). The scaffold reads \`${query.factory}()\` (general reference data, served by apps/api, cached by the
  shell) as a placeholder${FEATURE_QUERIES[names.name] ? `; the factories that fit this feature: ${FEATURE_QUERIES[names.name]}` : ''}.
- **Navigation** only through \`@nusa/router/react\` (typed \`Link\`, \`useNavigate\`): no URL strings.
- TODO: the feature's rules.

## Performance

The page is its own lazy chunk, loaded when one of its routes is first visited, and so is its copy:
\`src/locales/${names.name}.{id,en}.po\` is a lazy catalog (\`lingui.config.ts\`) that \`${names.catalogGate}\` merges when the
page mounts. Nothing in this package is on the first route; check with \`pnpm build && pnpm budget\`.

## Layout

- \`src/${names.pageFile}.tsx\` (+ \`.module.css\`): the page: its catalog gate, the query, the states.
- \`src/${names.catalogFile}.ts\`: the lazy catalog and its gate.
- \`src/test/fixtures.ts\`: fixtures on \`@nusa/test-kit\`: the route, a member, sample answers for the kit's fake
  fetch, and the stories' API frame.

## Scripts

\`pnpm test\` (the page in the kit's router harness on a fake fetch, with an axe check; every story renders),
\`pnpm typecheck\`, \`pnpm extract\` (the catalog; fill the English \`msgstr\`s), \`pnpm build\`.
`;
}

export function changeset({ names, routes, title }: TemplateInput) {
  const added = routes.filter((r) => r.isNew);
  const bumps = [`"${names.pkg}": minor`, ...(added.length ? ['"@nusa/router": minor'] : [])];
  const routeText = added.length
    ? ` \`@nusa/router\` declares the new route${added.length > 1 ? 's' : ''} ${added
        .map((r) => `\`${r.path}\` (\`${r.key}\`${r.guarded ? ', guarded' : ''})`)
        .join(', ')}.`
    : '';
  return `---
${bumps.join('\n')}
---

New feature package \`${names.pkg}\`: \`${names.page}\` (\`${names.pkg}/${names.pageFile}\`), "${title}", for ${routeList(routes)}.${routeText}
`;
}
