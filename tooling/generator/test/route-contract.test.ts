import { describe, expect, it } from 'vitest';
import {
  addPageRoute,
  declaredPaths,
  keyForPath,
  readPageRoutes,
  routePathProblem,
  samplePath,
} from '../src/route-contract.ts';
import { fixtureTree } from './fixture-tree.ts';

const source = fixtureTree().read('packages/router/src/routes.ts') as string;

describe('reading the route contract', () => {
  it('finds each page key with its path and guard, however the route is declared', () => {
    const routes = readPageRoutes(source);
    expect(routes.map((r) => r.key)).toEqual([
      'home',
      'about',
      'checkout',
      'favorite',
      'favoriteV3',
      'login',
      'promotions',
      'promotion',
    ]);
    const byKey = Object.fromEntries(routes.map((r) => [r.key, r]));
    expect(byKey.favoriteV3).toEqual({
      key: 'favoriteV3',
      constName: 'favoriteV3Route',
      path: '/favorite-v3',
      guarded: true,
    });
    expect(byKey.checkout).toMatchObject({ path: '/checkout', guarded: true });
    expect(byKey.home).toMatchObject({ path: '/', guarded: false });
    expect(byKey.promotion).toMatchObject({ path: '/promotions/$slug', guarded: false });
  });

  it('knows every declared path, the redirect-only route too', () => {
    expect(declaredPaths(source)).toEqual(
      new Set([
        '/',
        '/about',
        '/checkout',
        '/favorite',
        '/favorite-v3',
        '/login',
        '/promotions',
        '/promotions/$slug',
        '/hotel/$country/{-$city}',
      ]),
    );
  });

  it('fails loudly on a file it does not recognise', () => {
    expect(() => readPageRoutes('export const routes = {};')).toThrow(/pageRoutes = \{` not found/);
    expect(() => readPageRoutes(source.replace("export const loginRoute = page('/login');\n", ''))).toThrow(
      /no declaration of loginRoute/,
    );
  });
});

describe('a new route', () => {
  it('is declared with the guard helper above pageRoutes and listed last', () => {
    const next = addPageRoute(source, { key: 'wishlist', path: '/wishlist', guarded: true });
    expect(next).toContain(
      "export const wishlistRoute = guardedPage('/wishlist');\n\n/** Routes that render a page; the shell must bind each one",
    );
    expect(next).toContain('  promotion: promotionRoute,\n  wishlist: wishlistRoute,\n} as const;');
    expect(readPageRoutes(next).at(-1)).toEqual({
      key: 'wishlist',
      constName: 'wishlistRoute',
      path: '/wishlist',
      guarded: true,
    });
  });

  it('is a plain page when not guarded', () => {
    const next = addPageRoute(source, { key: 'giftCards', path: '/gift-cards/{-$code}', guarded: false });
    expect(next).toContain("export const giftCardsRoute = page('/gift-cards/{-$code}');");
    expect(readPageRoutes(next).at(-1)).toMatchObject({ path: '/gift-cards/{-$code}', guarded: false });
  });

  it('is never declared twice', () => {
    expect(() => addPageRoute(source, { key: 'favorite', path: '/x', guarded: false })).toThrow(
      /favoriteRoute exists/,
    );
  });

  it('has a path as the contract spells them', () => {
    expect(routePathProblem('/wishlist')).toBeNull();
    expect(routePathProblem('/account/vouchers/$code/{-$tab}')).toBeNull();
    expect(routePathProblem('wishlist')).toMatch(/not a route path/);
    expect(routePathProblem('/')).toMatch(/not a route path/);
    expect(routePathProblem('/wishlist/')).toMatch(/trailing/);
    expect(routePathProblem('/Wish_List')).toMatch(/"Wish_List" .* is not a route segment/);
    expect(routePathProblem('/a//b')).toMatch(/is not a route segment/);
    expect(routePathProblem('/a/:id')).toMatch(/":id"/);
  });

  it('gets a key from its text and a sample path from its params', () => {
    expect(keyForPath('/account/gift-cards/$code')).toBe('accountGiftCards');
    expect(samplePath('/promotions/$slug')).toBe('/promotions/contoh');
    expect(samplePath('/account/review/$product/{-$id}')).toBe('/account/review/contoh');
  });
});
