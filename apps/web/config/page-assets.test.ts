import { resolve } from 'node:path';
import { dependencyPackages } from '@nusa/lingui-config/catalogs';
import { describe, expect, it } from 'vitest';
import {
  type BundleLike,
  bindingImports,
  type CatalogModule,
  type ChunkLike,
  catalogModules,
  computePageAssets,
} from './page-assets.ts';

describe('page bindings', () => {
  const source = `
import type { PageKey } from '@nusa/router/routes';
type PageLoader = () => Promise<unknown>;
const comingSoon = (page: string): PageLoader => () =>
  import('./pages/coming-soon-page.tsx').then((m) => ({ default: m.comingSoon(page) }));
const results: PageLoader = () => import('@nusa/hotel/results-page').then((m) => ({ default: m.ResultsPage }));
function detail() {
  return import('./pages/hotel-detail-page.ts');
}
const accountPages = () => import('@nusa/account/pages');
export const pages = {
  home: () => import('@nusa/hotel/home-page').then((m) => ({ default: m.HomePage })),
  hotel: results,
  hotelCity: results,
  hotelProduct: detail,
  'login-page': () => import('@nusa/auth-otp/login-page'),
  about: comingSoon('about'),
  account: () => accountPages().then((m) => ({ default: m.AccountHomePage })),
  broken: () => Promise.resolve({ default: () => null }),
  two: () => Promise.race([import('./a.ts'), import('./b.ts')]),
} satisfies Record<PageKey, PageLoader>;
`;

  it('reads the module each binding imports, through constants, helpers, called loaders and `.then`', () => {
    const found = bindingImports(source, [
      'home',
      'hotel',
      'hotelCity',
      'hotelProduct',
      'login-page',
      'about',
      'account',
    ]);
    expect(Object.fromEntries(found)).toEqual({
      home: '@nusa/hotel/home-page',
      hotel: '@nusa/hotel/results-page',
      hotelCity: '@nusa/hotel/results-page',
      hotelProduct: './pages/hotel-detail-page.ts',
      'login-page': '@nusa/auth-otp/login-page',
      about: './pages/coming-soon-page.tsx',
      account: '@nusa/account/pages',
    });
  });

  it('fails on a key that is not bound, or a binding without exactly one named import', () => {
    expect(() => bindingImports(source, ['checkout'])).toThrow(/no page binding `checkout`/);
    expect(() => bindingImports(source, ['broken'])).toThrow(/`broken` should lazily import one module/);
    expect(() => bindingImports(source, ['two'])).toThrow(/found \.\/a\.ts, \.\/b\.ts/);
    expect(() => bindingImports('export const other = {};', ['home'])).toThrow(/no object `pages`/);
  });
});

const chunk = (fileName: string, rest: Partial<ChunkLike> = {}, css: string[] = []): ChunkLike => ({
  type: 'chunk',
  fileName,
  facadeModuleId: null,
  isEntry: false,
  imports: [],
  dynamicImports: [],
  viteMetadata: { importedCss: new Set(css) },
  ...rest,
});

/** A build shaped like the web app's: an entry, three pages sharing chunks, catalogs, the reader. */
function bundleOf(chunks: ChunkLike[]): BundleLike {
  return Object.fromEntries([...chunks.map((c) => [c.fileName, c]), ['assets/index.css', { type: 'asset' }]]);
}
const entry = chunk(
  'assets/index-1.js',
  {
    isEntry: true,
    facadeModuleId: '/app/index.html',
    imports: ['assets/runtime-1.js'],
    dynamicImports: ['assets/home-page-1.js', 'assets/id-hotel.js', 'assets/en-hotel.js'],
  },
  ['assets/index.css'],
);
const chunks = [
  entry,
  chunk('assets/runtime-1.js'),
  chunk(
    'assets/home-page-1.js',
    {
      facadeModuleId: '/hotel/src/home-page.tsx',
      imports: ['assets/runtime-1.js', 'assets/index-1.js', 'assets/button-1.js'],
      dynamicImports: ['assets/date-sheet-1.js'],
    },
    ['assets/home-page.css'],
  ),
  chunk('assets/button-1.js', { imports: ['assets/index-1.js'] }, ['assets/button.css']),
  chunk('assets/date-sheet-1.js', { facadeModuleId: '/hotel/src/date-sheet.tsx' }),
  chunk(
    'assets/results-page-1.js',
    {
      facadeModuleId: '/hotel/src/results-page.tsx',
      imports: ['assets/index-1.js', 'assets/query-1.js', 'assets/button-1.js'],
      // Its catalogs, and the home page it may go back to (not needed to render).
      dynamicImports: ['assets/home-page-1.js', 'assets/results.id-1.js', 'assets/results.en-1.js'],
    },
    ['assets/results-page.css'],
  ),
  chunk('assets/query-1.js', { imports: ['assets/runtime-1.js'] }),
  chunk('assets/results.id-1.js', { facadeModuleId: '/hotel/src/results/locales/results.id.po' }),
  chunk('assets/results.en-1.js', { facadeModuleId: '/hotel/src/results/locales/results.en.po' }),
  chunk('assets/detail-page-1.js', {
    facadeModuleId: '/app/src/pages/hotel-detail-page.ts',
    imports: ['assets/query-1.js'],
  }),
  // The checkout: a tiny frame that lazily loads its view (and its catalogs), the view with its own imports.
  chunk('assets/checkout-page-1.js', {
    facadeModuleId: '/checkout/src/checkout-page.tsx',
    imports: ['assets/query-1.js'],
    dynamicImports: ['assets/checkout-view-1.js', 'assets/checkout.id-1.js', 'assets/checkout.en-1.js'],
  }),
  chunk(
    'assets/checkout-view-1.js',
    {
      facadeModuleId: '/checkout/src/checkout-view.tsx',
      imports: ['assets/formik-1.js', 'assets/button-1.js'],
      // A dialog the view opens later: not part of the first view.
      dynamicImports: ['assets/payment-dialog-1.js'],
    },
    ['assets/checkout-view.css'],
  ),
  chunk('assets/formik-1.js', {}),
  chunk('assets/payment-dialog-1.js', { facadeModuleId: '/checkout/src/payment-dialog.tsx' }),
  chunk('assets/checkout.id-1.js', { facadeModuleId: '/checkout/src/locales/checkout.id.po' }),
  chunk('assets/checkout.en-1.js', { facadeModuleId: '/checkout/src/locales/checkout.en.po' }),
  // The account: one chunk of page frames for every account route, each frame lazily loading its own view.
  chunk('assets/pages-1.js', {
    facadeModuleId: '/account/src/pages.tsx',
    imports: ['assets/query-1.js'],
    dynamicImports: [
      'assets/history-view-1.js',
      'assets/booking-view-1.js',
      'assets/account.id-1.js',
      'assets/account.en-1.js',
    ],
  }),
  chunk('assets/history-view-1.js', {
    facadeModuleId: '/account/src/views/history-view.tsx',
    imports: ['assets/button-1.js'],
  }),
  chunk('assets/booking-view-1.js', {
    facadeModuleId: '/account/src/views/booking-view.tsx',
    imports: ['assets/formik-1.js'],
  }),
  chunk('assets/account.id-1.js', { facadeModuleId: '/account/src/locales/account.id.po' }),
  chunk('assets/account.en-1.js', { facadeModuleId: '/account/src/locales/account.en.po' }),
  // The promotions list and one promotion: two pages sharing the list's view and the package's catalogs.
  chunk('assets/promotions-page-1.js', {
    facadeModuleId: '/promotions/src/promotions-page.tsx',
    imports: ['assets/promotions-view-1.js'],
    dynamicImports: ['assets/promotions.id-1.js', 'assets/promotions.en-1.js'],
  }),
  chunk(
    'assets/promotion-page-1.js',
    {
      facadeModuleId: '/promotions/src/promotion-page.tsx',
      imports: ['assets/promotions-view-1.js', 'assets/query-1.js'],
      dynamicImports: ['assets/promotions.id-1.js', 'assets/promotions.en-1.js'],
    },
    ['assets/promotion-detail.css'],
  ),
  chunk('assets/promotions-view-1.js', { imports: ['assets/button-1.js'] }, ['assets/promotions-view.css']),
  chunk('assets/promotions.id-1.js', { facadeModuleId: '/promotions/src/locales/promotions.id.po' }),
  chunk('assets/promotions.en-1.js', { facadeModuleId: '/promotions/src/locales/promotions.en.po' }),
  chunk('assets/id-hotel.js', { facadeModuleId: '/hotel/src/locales/id.po' }),
  chunk('assets/en-hotel.js', { facadeModuleId: '/hotel/src/locales/en.po' }),
  chunk('assets/id-web.js', { facadeModuleId: '/app/src/locales/id.po' }),
  chunk('assets/en-web.js', { facadeModuleId: '/app/src/locales/en.po' }),
  chunk('assets/first-answers-1.js', {
    facadeModuleId: '/api-client/src/first-answers.ts',
    imports: ['assets/index-1.js'],
  }),
];
const catalogs = new Map<string, CatalogModule>([
  ['/hotel/src/locales/id.po', { lang: 'id', firstRoute: true }],
  ['/hotel/src/locales/en.po', { lang: 'en', firstRoute: true }],
  ['/hotel/src/results/locales/results.id.po', { lang: 'id', firstRoute: false }],
  ['/hotel/src/results/locales/results.en.po', { lang: 'en', firstRoute: false }],
  ['/app/src/locales/id.po', { lang: 'id', firstRoute: true }],
  ['/app/src/locales/en.po', { lang: 'en', firstRoute: true }],
  ['/account/src/locales/account.id.po', { lang: 'id', firstRoute: false }],
  ['/account/src/locales/account.en.po', { lang: 'en', firstRoute: false }],
  ['/checkout/src/locales/checkout.id.po', { lang: 'id', firstRoute: false }],
  ['/checkout/src/locales/checkout.en.po', { lang: 'en', firstRoute: false }],
  ['/promotions/src/locales/promotions.id.po', { lang: 'id', firstRoute: false }],
  ['/promotions/src/locales/promotions.en.po', { lang: 'en', firstRoute: false }],
]);
const input = {
  pages: {
    home: '/hotel/src/home-page.tsx',
    results: '/hotel/src/results-page.tsx',
    detail: '/app/src/pages/hotel-detail-page.ts',
    checkout: '/checkout/src/checkout-page.tsx',
    promotions: '/promotions/src/promotions-page.tsx',
    promotion: '/promotions/src/promotion-page.tsx',
    accountHistory: '/account/src/pages.tsx',
    accountBooking: '/account/src/pages.tsx',
  },
  firstAnswers: '/api-client/src/first-answers.ts',
  catalogs,
};

describe('page assets of a build', () => {
  const assets = computePageAssets(bundleOf(chunks), input);

  it('home: its chunk and static imports beyond the entry, then the first-route catalogs of the language', () => {
    expect(assets.pages.home.id).toEqual({
      modulepreload: [
        'assets/home-page-1.js',
        'assets/button-1.js',
        'assets/id-hotel.js',
        'assets/id-web.js',
      ],
      style: ['assets/home-page.css', 'assets/button.css'],
    });
    expect(assets.pages.home.en.modulepreload.slice(-2)).toEqual(['assets/en-hotel.js', 'assets/en-web.js']);
  });

  it("results: also the page's own lazy catalog of the language, not its other lazy imports", () => {
    expect(assets.pages.results.en).toEqual({
      modulepreload: [
        'assets/results-page-1.js',
        'assets/query-1.js',
        'assets/button-1.js',
        'assets/en-hotel.js',
        'assets/en-web.js',
        'assets/results.en-1.js',
      ],
      style: ['assets/results-page.css', 'assets/button.css'],
    });
    expect(assets.pages.detail.id.modulepreload).toEqual([
      'assets/detail-page-1.js',
      'assets/query-1.js',
      'assets/id-hotel.js',
      'assets/id-web.js',
    ]);
  });

  it("checkout: the frame, its lazily loaded view with the view's imports and catalog, not the view's own lazy imports", () => {
    expect(assets.pages.checkout.id).toEqual({
      modulepreload: [
        'assets/checkout-page-1.js',
        'assets/query-1.js',
        'assets/checkout-view-1.js',
        'assets/formik-1.js',
        'assets/button-1.js',
        'assets/id-hotel.js',
        'assets/id-web.js',
        'assets/checkout.id-1.js',
      ],
      style: ['assets/checkout-view.css', 'assets/button.css'],
    });
  });

  it('promotions: each page with the shared view, its styles and the catalog of the language', () => {
    expect(assets.pages.promotions.en).toEqual({
      modulepreload: [
        'assets/promotions-page-1.js',
        'assets/promotions-view-1.js',
        'assets/button-1.js',
        'assets/en-hotel.js',
        'assets/en-web.js',
        'assets/promotions.en-1.js',
      ],
      style: ['assets/promotions-view.css', 'assets/button.css'],
    });
    expect(assets.pages.promotion.id).toEqual({
      modulepreload: [
        'assets/promotion-page-1.js',
        'assets/promotions-view-1.js',
        'assets/button-1.js',
        'assets/query-1.js',
        'assets/id-hotel.js',
        'assets/id-web.js',
        'assets/promotions.id-1.js',
      ],
      style: ['assets/promotion-detail.css', 'assets/promotions-view.css', 'assets/button.css'],
    });
  });

  it("account pages: the frames' chunk and only the landing's own view, not the other pages' views", () => {
    expect(assets.pages.accountHistory.en.modulepreload).toEqual([
      'assets/pages-1.js',
      'assets/query-1.js',
      'assets/history-view-1.js',
      'assets/button-1.js',
      'assets/en-hotel.js',
      'assets/en-web.js',
      'assets/account.en-1.js',
    ]);
    expect(assets.pages.accountBooking.id.modulepreload).toContain('assets/booking-view-1.js');
    expect(assets.pages.accountBooking.id.modulepreload).not.toContain('assets/history-view-1.js');
  });

  it('fails the build when a lazily loaded view is missing from its page', () => {
    const withoutView = chunks
      .filter((c) => c.fileName !== 'assets/history-view-1.js')
      .map((c) =>
        c.fileName === 'assets/pages-1.js'
          ? { ...c, dynamicImports: c.dynamicImports.filter((f) => f !== 'assets/history-view-1.js') }
          : c,
      );
    expect(() => computePageAssets(bundleOf(withoutView), input)).toThrow(/accountHistory page .* no view/);
  });

  it('the first-answers reader, without the entry it imports from', () => {
    expect(assets.firstAnswers).toEqual(['assets/first-answers-1.js']);
  });

  it('fails the build when a declared page, the reader or a first-route catalog has no chunk', () => {
    const renamed = { ...input, pages: { ...input.pages, results: '/hotel/src/search-results-page.tsx' } };
    expect(() => computePageAssets(bundleOf(chunks), renamed)).toThrow(
      'page-assets: the results page (/hotel/src/search-results-page.tsx) is not a chunk of this build',
    );
    expect(() =>
      computePageAssets(bundleOf(chunks), { ...input, firstAnswers: '/api-client/src/answers.ts' }),
    ).toThrow(/the first-answers reader/);
    const withoutWebCatalog = chunks.filter((c) => c.fileName !== 'assets/en-web.js');
    expect(() => computePageAssets(bundleOf(withoutWebCatalog), input)).toThrow(
      /first-route catalog \(\/app\/src\/locales\/en\.po\)/,
    );
    expect(() => computePageAssets(bundleOf(chunks.slice(1)), input)).toThrow(/no entry chunk/);
  });
});

describe('catalog modules', () => {
  it("knows the app's and its packages' catalogs from their lingui.config.ts, and which are first-route", () => {
    const appRoot = resolve(import.meta.dirname, '..');
    const found = catalogModules(dependencyPackages(appRoot));
    const hotel = [...found].filter(([id]) => id.includes('/packages/hotel/'));
    expect(hotel).toContainEqual([
      expect.stringMatching(/\/packages\/hotel\/src\/locales\/id\.po$/),
      { lang: 'id', firstRoute: true },
    ]);
    expect(hotel).toContainEqual([
      expect.stringMatching(/\/packages\/hotel\/src\/results\/locales\/results\.en\.po$/),
      { lang: 'en', firstRoute: false },
    ]);
    expect(found.get(`${appRoot}/src/locales/en.po`)).toEqual({ lang: 'en', firstRoute: true });
  });
});
