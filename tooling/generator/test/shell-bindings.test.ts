import { describe, expect, it } from 'vitest';
import {
  addDependency,
  addPageName,
  bindPage,
  comingSoonKeys,
  pageName,
  readBindings,
} from '../src/shell-bindings.ts';
import { fixtureTree } from './fixture-tree.ts';

const tree = fixtureTree();
const pages = tree.read('apps/web/src/pages.ts') as string;
const comingSoon = tree.read('apps/web/src/pages/coming-soon-page.tsx') as string;

describe('the page-binding table', () => {
  it('tells the ComingSoon keys from the bound ones', () => {
    expect(comingSoonKeys(pages)).toEqual([
      'checkout',
      'favorite',
      'favoriteV3',
      'promotions',
      'promotion',
      'about',
    ]);
    expect(readBindings(pages).get('login')).toBe("() => import('@nusa/auth-otp/login-page')");
  });

  it('binds the chosen keys to one lazy loader and keeps `satisfies PageBindings`', () => {
    const next = bindPage(pages, {
      loader: 'favoritesPage',
      specifier: '@nusa/favorites/favorites-page',
      comment: 'Favorit (@nusa/favorites).',
      keys: ['favorite', 'favoriteV3'],
      newKeys: [],
    });
    expect(next).toContain(
      "const authLogout: PageLoader = () => import('@nusa/auth-otp/logout-page');\n\n" +
        '// Favorit (@nusa/favorites).\n' +
        "const favoritesPage: PageLoader = () => import('@nusa/favorites/favorites-page');\n\n" +
        'export const pages = {',
    );
    expect(next).toContain('  favorite: favoritesPage,\n  favoriteV3: favoritesPage,\n');
    expect(next).not.toContain("comingSoon('favorite')");
    expect(next).toContain("  promotions: comingSoon('promotions'),");
    expect(next.trimEnd().endsWith('} satisfies PageBindings;')).toBe(true);
    expect(comingSoonKeys(next)).toEqual(['checkout', 'promotions', 'promotion', 'about']);
  });

  it('adds a new key at the end of the table', () => {
    const next = bindPage(pages, {
      loader: 'wishlistPage',
      specifier: '@nusa/wishlist/wishlist-page',
      comment: 'Daftar Keinginan (@nusa/wishlist).',
      keys: [],
      newKeys: ['wishlist'],
    });
    expect(next).toContain(
      "  about: comingSoon('about'),\n  // Daftar Keinginan (@nusa/wishlist).\n  wishlist: wishlistPage,\n} satisfies PageBindings;",
    );
  });

  it('refuses keys that are not ComingSoon and loaders that exist', () => {
    const binding = { specifier: '@nusa/x/x-page', comment: 'X.', newKeys: [] };
    expect(() => bindPage(pages, { ...binding, loader: 'xPage', keys: ['login'] })).toThrow(
      /login is not bound to comingSoon/,
    );
    expect(() => bindPage(pages, { ...binding, loader: 'authLogout', keys: ['about'] })).toThrow(
      /authLogout exists/,
    );
    expect(() => bindPage(pages, { ...binding, loader: 'xPage', keys: [], newKeys: ['about'] })).toThrow(
      /about is bound already/,
    );
  });
});

describe('placeholder names and the web manifest', () => {
  it('reads and adds PAGE_NAMES entries', () => {
    expect(pageName(comingSoon, 'favoriteV3')).toBe('Favorit');
    expect(pageName(comingSoon, 'wishlist')).toBeNull();
    const next = addPageName(comingSoon, 'wishlist', 'Daftar Keinginan');
    expect(next).toContain('  promotion: msg`Detail Promo`,\n  wishlist: msg`Daftar Keinginan`,\n};');
    expect(addPageName(next, 'wishlist', 'Lain')).toBe(next);
  });

  it('adds the package to the dependencies in order, the rest untouched', () => {
    const manifest = tree.read('apps/web/package.json') as string;
    const next = addDependency(manifest, '@nusa/favorites', 'workspace:*');
    expect(Object.keys(JSON.parse(next).dependencies)).toEqual([
      '@nusa/api-client',
      '@nusa/favorites',
      '@nusa/hotel',
      'react',
    ]);
    expect(next.replace('    "@nusa/favorites": "workspace:*",\n', '')).toBe(manifest);
  });
});
