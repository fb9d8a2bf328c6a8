import { describe, expect, it } from 'vitest';
import { homePreloadTags, lcpImageTag } from '../src/http/preload.ts';

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
    expect(tags).toContain('<link rel="stylesheet" href="/assets/home-page.css">');
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

describe('LCP image preload', () => {
  it('matches the card picture srcset and sizes, escaped', () => {
    const tag = lcpImageTag({ url: '/media/a.webp', thumbnail: '/media/a-thumb.webp?x=1&y="2"' });
    expect(tag).toContain('rel="preload" as="image" fetchpriority="high"');
    expect(tag).toContain('imagesrcset="/media/a-thumb.webp?x=1&amp;y=&quot;2&quot; 230w, /media/a.webp 600w"');
    expect(tag).toContain('imagesizes="(min-width: 768px) 230px, 45vw"');
    expect(lcpImageTag(null)).toBe('');
  });
});
