// A small repo in memory, shaped like this one (trimmed copies of the route contract, the shell's page bindings and
// placeholder names, its catalogs and manifests), for the generator's tests. Kept apart from the real files on
// purpose: these tests pin what the generator does; real-tree.test.ts checks it still reads the real ones.
import type { Lang } from '@nusa/i18n/languages';
import { memoryTree } from '../src/tree.ts';

const routes = `import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, createRoute, redirect } from '@tanstack/react-router';
import { validateCheckoutSearch, validateGlobalSearch } from './search';
import type { Session } from './session';

export interface RouterContext {
  queryClient: QueryClient;
  session: Session;
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  validateSearch: validateGlobalSearch,
});

const page = <P extends string>(path: P) => createRoute({ getParentRoute: () => rootRoute, path });
/** The guard list is this. */
const guardedPage = <P extends string>(path: P) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    staticData: { guarded: true },
    beforeLoad: ({ context, location }) => context.session.guard(location),
  });

export const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: '/' });
export const aboutRoute = page('/about');
export const checkoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/checkout',
  validateSearch: validateCheckoutSearch,
  staticData: { guarded: true },
  beforeLoad: ({ context, location }) => context.session.guard(location),
});
export const favoriteRoute = guardedPage('/favorite');
export const favoriteV3Route = guardedPage('/favorite-v3');
export const loginRoute = page('/login');
export const promotionsRoute = page('/promotions');
export const promotionRoute = page('/promotions/$slug');

/** Old-style detail URL. */
export const hotelLegacyDetailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/hotel/$country/{-$city}',
  beforeLoad: () => {
    throw redirect({ href: '/hotel/product', statusCode: 302 });
  },
});

/** Routes that render a page; the shell must bind each one (a missing binding is a type error). */
export const pageRoutes = {
  home: homeRoute,
  about: aboutRoute,
  checkout: checkoutRoute,
  favorite: favoriteRoute,
  favoriteV3: favoriteV3Route,
  login: loginRoute,
  promotions: promotionsRoute,
  promotion: promotionRoute,
} as const;

export type PageKey = keyof typeof pageRoutes;

export const routeTree = rootRoute.addChildren([...Object.values(pageRoutes), hotelLegacyDetailRoute]);
`;

const pages = `import type { PageKey } from '@nusa/router/routes';
import type { RouteComponent } from '@nusa/router/react';
import type { ComingSoonKey } from './pages/coming-soon-page.tsx';

export interface PageModule {
  default: RouteComponent;
}
export type PageLoader = () => Promise<PageModule>;
export type PageBindings = { readonly [K in PageKey]: PageLoader };

const comingSoon =
  (page: ComingSoonKey): PageLoader =>
  () =>
    import('./pages/coming-soon-page.tsx').then((m) => ({ default: m.comingSoon(page) }));

const authLogout: PageLoader = () => import('@nusa/auth-otp/logout-page');

export const pages = {
  home: () => import('@nusa/hotel/home-page').then((m) => ({ default: m.HomePage })),
  checkout: comingSoon('checkout'),
  login: () => import('@nusa/auth-otp/login-page'),
  favorite: comingSoon('favorite'),
  favoriteV3: comingSoon('favoriteV3'),
  promotions: comingSoon('promotions'),
  promotion: comingSoon('promotion'),
  about: comingSoon('about'),
} satisfies PageBindings;
`;

const comingSoon = `import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PageKey } from '@nusa/router/routes';

export type ComingSoonKey = Exclude<PageKey, 'home'>;

export const PAGE_NAMES: Record<ComingSoonKey, MessageDescriptor> = {
  about: msg\`Tentang Kami\`,
  checkout: msg\`Pemesanan Hotel\`,
  favorite: msg\`Favorit\`,
  favoriteV3: msg\`Favorit\`,
  login: msg\`Masuk\`,
  promotions: msg\`Promo\`,
  promotion: msg\`Detail Promo\`,
};
`;

const po = (lang: string, entries: [string, string, string[]][]) =>
  `msgid ""
msgstr ""
"POT-Creation-Date: 2026-11-22 11:19+0000\\n"
"MIME-Version: 1.0\\n"
"Content-Type: text/plain; charset=utf-8\\n"
"Content-Transfer-Encoding: 8bit\\n"
"X-Generator: @lingui/cli\\n"
"Language: ${lang}\\n"
${entries.map(([id, str, origins]) => `\n${origins.map((o) => `#: ${o}\n`).join('')}msgid "${id}"\nmsgstr "${str}"\n`).join('')}`;

// In the order \`lingui extract\` writes them (by generated id).
const webEntries = (lang: Lang): [string, string, string[]][] => [
  ['Tentang Kami', lang === 'id' ? 'Tentang Kami' : 'About Us', ['src/pages/coming-soon-page.tsx']],
  [
    'Favorit',
    lang === 'id' ? 'Favorit' : 'Favorites',
    ['src/layout/bottom-nav.tsx', 'src/pages/coming-soon-page.tsx'],
  ],
  ['Detail Promo', lang === 'id' ? 'Detail Promo' : 'Promotion Details', ['src/pages/coming-soon-page.tsx']],
  [
    'Promo',
    lang === 'id' ? 'Promo' : 'Promotions',
    ['src/layout/bottom-nav.tsx', 'src/pages/coming-soon-page.tsx'],
  ],
];

const manifest = (value: object) => `${JSON.stringify(value, null, 2)}\n`;

export function fixtureTree() {
  return memoryTree({
    'package.json': manifest({ name: 'nusa-stay', private: true }),
    'openapi/package.json': manifest({ name: '@nusa/openapi', private: true }),
    'packages/router/package.json': manifest({ name: '@nusa/router', version: '0.1.0' }),
    'packages/router/src/routes.ts': routes,
    'packages/hotel/package.json': manifest({ name: '@nusa/hotel', version: '0.1.0' }),
    'tooling/test-kit/package.json': manifest({ name: '@nusa/test-kit', private: true }),
    'apps/web/package.json': manifest({
      name: '@nusa/web',
      private: true,
      dependencies: { '@nusa/api-client': 'workspace:*', '@nusa/hotel': 'workspace:*', react: 'catalog:' },
    }),
    'apps/web/src/pages.ts': pages,
    'apps/web/src/pages/coming-soon-page.tsx': comingSoon,
    'apps/web/src/locales/id.po': po('id', webEntries('id')),
    'apps/web/src/locales/en.po': po('en', webEntries('en')),
    'apps/storybook/package.json': manifest({
      name: '@nusa/storybook',
      private: true,
      devDependencies: { '@storybook/react-vite': '^10.6.7', storybook: '^10.6.7' },
    }),
    '.changeset/config.json': manifest({ changelog: '@changesets/cli/changelog' }),
  });
}
