import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  detailHotelIdOf,
  firstAnswersPreloadTag,
  lcpImageTag,
  type PageAssets,
  pageIndexVariants,
  pageKindOf,
  pagePreloadTags,
} from '../src/http/preload.ts';

// A web build's page-assets.json (apps/web config/page-assets.ts) with made-up file names.
const files = (page: string, lang: string, extra: string[] = []) => ({
  modulepreload: [
    `assets/${page}-1.js`,
    'assets/button.js',
    `assets/${lang}-hotel.js`,
    `assets/${lang}-web.js`,
    ...extra,
  ],
  style: [`assets/${page}.css`, 'assets/button.css'],
});
const assets: PageAssets = {
  pages: {
    home: { id: files('home-page', 'id'), en: files('home-page', 'en') },
    results: {
      id: files('results-page', 'id', ['assets/results.id-1.js']),
      en: files('results-page', 'en', ['assets/results.en-1.js']),
    },
    detail: {
      id: files('hotel-detail-page', 'id', ['assets/detail.id-1.js']),
      en: files('hotel-detail-page', 'en', ['assets/detail.en-1.js']),
    },
    checkout: {
      id: files('checkout-page', 'id', ['assets/checkout.id-1.js']),
      en: files('checkout-page', 'en', ['assets/checkout.en-1.js']),
    },
    accountHistory: {
      id: files('pages', 'id', ['assets/history-view-1.js', 'assets/account.id-1.js']),
      en: files('pages', 'en', ['assets/history-view-1.js', 'assets/account.en-1.js']),
    },
    accountBooking: {
      id: files('pages', 'id', ['assets/booking-view-1.js', 'assets/account.id-1.js']),
      en: files('pages', 'en', ['assets/booking-view-1.js', 'assets/account.en-1.js']),
    },
    promotions: {
      id: files('promotions-page', 'id', ['assets/promotions.id-1.js']),
      en: files('promotions-page', 'en', ['assets/promotions.en-1.js']),
    },
    promotion: {
      id: files('promotion-page', 'id', ['assets/promotions.id-1.js']),
      en: files('promotion-page', 'en', ['assets/promotions.en-1.js']),
    },
  },
  firstAnswers: ['assets/first-answers-1.js'],
};

describe('preload tags', () => {
  it('hints the scripts, then the style sheets, of the page in the language, at low priority', () => {
    expect(pagePreloadTags(assets, 'home', 'id')).toBe(
      [
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/home-page-1.js">',
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/button.js">',
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/id-hotel.js">',
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/id-web.js">',
        '<link rel="preload" as="style" crossorigin fetchpriority="low" href="/assets/home-page.css">',
        '<link rel="preload" as="style" crossorigin fetchpriority="low" href="/assets/button.css">',
      ].join(''),
    );
  });
  it('takes each page and language from the list', () => {
    const tags = pagePreloadTags(assets, 'detail', 'en');
    expect(tags).toContain('href="/assets/hotel-detail-page-1.js"');
    expect(tags).toContain('href="/assets/detail.en-1.js"');
    expect(tags).toContain('href="/assets/en-web.js"');
    expect(tags).not.toContain('detail.id');
    expect(tags).not.toContain('results');
    // Nothing of it holds up the first paint.
    expect(tags).not.toContain('rel="stylesheet"');
    expect(pagePreloadTags(assets, 'results', 'id')).toContain('href="/assets/results.id-1.js"');
  });
  it('adds nothing for a page the list lacks', () => {
    const { home } = assets.pages;
    expect(pagePreloadTags({ ...assets, pages: { home } as PageAssets['pages'] }, 'detail', 'id')).toBe('');
  });
});

describe('index.html per page and language', () => {
  const build = (assetsJson?: PageAssets) => {
    const dir = mkdtempSync(join(tmpdir(), 'nusa-preload-'));
    writeFileSync(join(dir, 'index.html'), '<html><head><title>t</title></head><body></body></html>');
    if (assetsJson) writeFileSync(join(dir, 'page-assets.json'), JSON.stringify(assetsJson));
    return dir;
  };
  it('puts the tags before </head>, and the first-answers reader hint apart', () => {
    const dir = build(assets);
    try {
      const pages = pageIndexVariants(dir);
      expect(pages?.results.en).toBe(
        `<html><head><title>t</title>${pagePreloadTags(assets, 'results', 'en')}</head><body></body></html>`,
      );
      expect(pages?.home.id).toContain('href="/assets/id-web.js"');
      expect(firstAnswersPreloadTag(dir)).toBe(
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/first-answers-1.js">',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
  it('gives nothing without page-assets.json: the server then sends index.html as it is', () => {
    const dir = build();
    try {
      expect(pageIndexVariants(dir)).toBeNull();
      expect(firstAnswersPreloadTag(dir)).toBe('');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('page kinds and hotel ids', () => {
  it('tells the page kind of a path', () => {
    expect(pageKindOf('/')).toBe('home');
    expect(pageKindOf('/hotel')).toBe('results');
    expect(pageKindOf('/hotel/city/1/bali')).toBe('results');
    expect(pageKindOf('/hotel/city/1/bali/area/kuta')).toBe('results');
    expect(pageKindOf('/hotel/search/sekitar-saya')).toBe('results');
    expect(pageKindOf('/hotel/poi/monas')).toBe('results');
    expect(pageKindOf('/hotel/group/santika/3')).toBe('results');
    expect(pageKindOf('/hotel/product/indonesia/bali/kuta/griya/12')).toBe('detail');
    expect(pageKindOf('/hotel/product/griya/12/')).toBe('detail');
    expect(pageKindOf('/hotels')).toBeNull();
    expect(pageKindOf('/hotel/cityx')).toBeNull();
    expect(pageKindOf('/login')).toBeNull();
    expect(pageKindOf('/checkout')).toBe('checkout');
    expect(pageKindOf('/checkout/')).toBe('checkout');
    expect(pageKindOf('/checkouts')).toBeNull();
    expect(pageKindOf('/account/history')).toBe('accountHistory');
    expect(pageKindOf('/account/my-booking')).toBe('accountBooking');
    expect(pageKindOf('/account')).toBeNull();
    expect(pageKindOf('/account/profile')).toBeNull();
    expect(pageKindOf('/promotions')).toBe('promotions');
    expect(pageKindOf('/promotions/')).toBe('promotions');
    expect(pageKindOf('/promotions/gajian-sale')).toBe('promotion');
    // The native app's web view, with or without a promotion, is bound to the promotion page.
    expect(pageKindOf('/promotions/mobiles/gajian-sale')).toBe('promotion');
    expect(pageKindOf('/promotions/mobiles')).toBe('promotion');
    expect(pageKindOf('/promotionsx')).toBeNull();
  });
  it('reads the hotel id of a detail path as the page does: the last positive integer segment', () => {
    expect(detailHotelIdOf('/hotel/product/indonesia/bali/kuta/griya-inn/12')).toBe(12);
    expect(detailHotelIdOf('/hotel/product/griya-inn/7')).toBe(7);
    expect(detailHotelIdOf('/hotel/product/indonesia/bali/kuta/griya-inn')).toBeNull();
    expect(detailHotelIdOf('/hotel/product/a/b/c/d/0')).toBeNull();
    expect(detailHotelIdOf('/hotel/product/a/b/c/d/99999999999')).toBeNull();
  });
});

describe('LCP image preload', () => {
  it('matches the detail gallery cover: its srcset and sizes', () => {
    const tag = lcpImageTag({ url: '/media/h.webp', thumbnail: '/media/h-thumb.webp' }, 'detail');
    expect(tag).toContain('imagesrcset="/media/h-thumb.webp 230w, /media/h.webp 600w"');
    expect(tag).toContain('imagesizes="(min-width: 768px) 600px, 100vw"');
  });
  it('matches the card picture srcset and sizes, escaped', () => {
    const tag = lcpImageTag({ url: '/media/a.webp', thumbnail: '/media/a-thumb.webp?x=1&y="2"' });
    expect(tag).toContain('rel="preload" as="image" fetchpriority="high"');
    expect(tag).toContain(
      'imagesrcset="/media/a-thumb.webp?x=1&amp;y=&quot;2&quot; 230w, /media/a.webp 600w"',
    );
    expect(tag).toContain('imagesizes="(min-width: 768px) 230px, 45vw"');
    expect(lcpImageTag(null)).toBe('');
  });
});
