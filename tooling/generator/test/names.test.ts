import { describe, expect, it } from 'vitest';
import { featureNames, packageNameProblem, pageNameProblem, titleProblem, toKebab } from '../src/names.ts';

const taken = {
  folders: new Set(['hotel', 'web', 'test-kit']),
  packages: new Set(['@nusa/hotel', '@nusa/web']),
};

describe('package names', () => {
  it('take kebab-case names that are free', () => {
    expect(packageNameProblem('favorites', taken)).toBeNull();
    expect(packageNameProblem('gift-cards2', taken)).toBeNull();
  });

  it.each([
    ['', /Give the package a name/],
    ['Favorites', /not kebab-case/],
    ['favorites_page', /not kebab-case/],
    ['-favorites', /not kebab-case/],
    ['favorites-', /not kebab-case/],
    ['gift--cards', /not kebab-case/],
    ['2fa', /not kebab-case/],
    ['@nusa/favorites', /without the scope: "favorites"/],
    ['hotel', /@nusa\/hotel exists already/],
    ['test-kit', /folder named "test-kit" exists/],
    ['node_modules', /not kebab-case/],
    ['src', /reserved/],
    ['a'.repeat(41), /longer than 40/],
  ])('refuse %j', (name, problem) => {
    expect(packageNameProblem(name, taken)).toMatch(problem);
  });
});

describe('page names and titles', () => {
  it('want a PascalCase component ending in Page', () => {
    expect(pageNameProblem('FavoritesPage')).toBeNull();
    expect(pageNameProblem('MyBookings2Page')).toBeNull();
    for (const bad of ['Favorites', 'favoritesPage', 'Favorites-Page', 'Page', 'Favorites_Page']) {
      expect(pageNameProblem(bad), bad).toMatch(/PascalCase ending in "Page"/);
    }
  });

  it('want plain copy', () => {
    expect(titleProblem('Kata Sandi & Keamanan')).toBeNull();
    expect(titleProblem("Promo's (2026): hemat!")).toBeNull();
    expect(titleProblem('')).toMatch(/Give the page a title/);
    expect(titleProblem(' Favorit')).toMatch(/starts or ends with a space/);
    for (const bad of ['Halo {name}', 'a <b>', 'x`y', 'back\\slash', '"kutip"']) {
      expect(titleProblem(bad), bad).toMatch(/cannot show as plain copy/);
    }
  });
});

describe('featureNames', () => {
  it('derives every name from the package and the page', () => {
    expect(featureNames('gift-cards', 'GiftCardsPage')).toEqual({
      name: 'gift-cards',
      pkg: '@nusa/gift-cards',
      pascal: 'GiftCards',
      camel: 'giftCards',
      page: 'GiftCardsPage',
      pageFile: 'gift-cards-page',
      pageExport: './gift-cards-page',
      view: 'GiftCardsView',
      loader: 'giftCardsPage',
      catalog: 'giftCardsCatalog',
      catalogGate: 'WithGiftCardsCatalog',
      catalogFile: 'gift-cards-catalog',
    });
    expect(toKebab('MyQRCodesPage')).toBe('my-qr-codes-page');
  });
});
