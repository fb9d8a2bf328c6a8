import { describe, expect, it } from 'vitest';
import {
  detailHotelIdOf,
  homePreloadTags,
  lcpImageTag,
  pageKindOf,
  pagePreloadTags,
} from '../src/http/preload.ts';

const manifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_runtime.js'],
    css: ['assets/index.css'],
  },
  '_runtime.js': { file: 'assets/runtime.js' },
  '_button.js': { file: 'assets/button.js' },
  '../../packages/hotel/src/home-page.tsx': {
    file: 'assets/home-page-1.js',
    imports: ['_runtime.js', 'index.html', '_button.js'],
    css: ['assets/home-page.css'],
  },
  '../../packages/hotel/src/results-page.tsx': {
    file: 'assets/results-page-1.js',
    imports: ['_runtime.js', 'index.html', '_button.js', '_query.js'],
    css: ['assets/results-page.css'],
  },
  '_query.js': { file: 'assets/query.js' },
  '../../packages/hotel/src/results/locales/results.id.po': { file: 'assets/results.id-1.js' },
  '../../packages/hotel/src/results/locales/results.en.po': { file: 'assets/results.en-1.js' },
  'src/pages/hotel-detail-page.ts': {
    file: 'assets/hotel-detail-page-1.js',
    imports: ['_runtime.js', 'index.html', '_query.js'],
    css: ['assets/hotel-detail-page.css'],
  },
  '../../packages/hotel/src/detail/locales/detail.id.po': { file: 'assets/detail.id-1.js' },
  '../../packages/hotel/src/detail/locales/detail.en.po': { file: 'assets/detail.en-1.js' },
  '../../packages/hotel/src/locales/id.po': { file: 'assets/id-hotel.js' },
  '../../packages/hotel/src/locales/en.po': { file: 'assets/en-hotel.js' },
  'src/locales/id.po': { file: 'assets/id-web.js' },
  'src/locales/en.po': { file: 'assets/en-web.js' },
};

describe('home preload tags', () => {
  it('preloads the home chunk, its own imports and the language catalogs, not what index.html loads', () => {
    const tags = homePreloadTags(manifest, 'id');
    expect(tags).toContain('href="/assets/home-page-1.js"');
    expect(tags).toContain('href="/assets/button.js"');
    expect(tags).toContain(
      '<link rel="preload" as="style" crossorigin fetchpriority="low" href="/assets/home-page.css">',
    );
    expect(tags).toContain('href="/assets/id-hotel.js"');
    expect(tags).toContain('href="/assets/id-web.js"');
    expect(tags).not.toContain('en-');
    expect(tags).not.toContain('index-1.js');
    expect(tags).not.toContain('runtime.js');
  });
  it('picks the English catalogs for lang=en and adds nothing without a home chunk', () => {
    expect(homePreloadTags(manifest, 'en')).toContain('href="/assets/en-web.js"');
    expect(homePreloadTags({ 'index.html': { file: 'a.js', isEntry: true } }, 'id')).toBe('');
  });
});

describe('results and detail preload tags', () => {
  it('preloads the results chunk, its imports, its own catalog and the shell catalogs of the language', () => {
    const tags = pagePreloadTags(manifest, 'results', 'id');
    for (const file of [
      'results-page-1.js',
      'button.js',
      'query.js',
      'results.id-1.js',
      'id-hotel.js',
      'id-web.js',
    ])
      expect(tags).toContain(
        `<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/${file}">`,
      );
    expect(tags).toContain(
      '<link rel="preload" as="style" crossorigin fetchpriority="low" href="/assets/results-page.css">',
    );
    // Nothing of it holds up the first paint.
    expect(tags).not.toContain('rel="stylesheet"');
    expect(tags).not.toContain('results.en');
    expect(tags).not.toContain('home-page');
    expect(tags).not.toContain('runtime.js');
  });
  it('preloads the detail module (with the slice injection) and the detail catalog', () => {
    const tags = pagePreloadTags(manifest, 'detail', 'en');
    expect(tags).toContain('href="/assets/hotel-detail-page-1.js"');
    expect(tags).toContain('href="/assets/detail.en-1.js"');
    expect(tags).toContain('href="/assets/en-web.js"');
    expect(tags).toContain(
      '<link rel="preload" as="style" crossorigin fetchpriority="low" href="/assets/hotel-detail-page.css">',
    );
    expect(tags).not.toContain('detail.id');
    expect(tags).not.toContain('results');
  });
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
