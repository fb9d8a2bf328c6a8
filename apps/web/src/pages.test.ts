import { pageRoutes } from '@nusa/router/routes';
import { describe, expect, it } from 'vitest';
import { pages } from './pages.ts';

describe('page bindings', () => {
  it('binds every page route of the contract, and nothing else', () => {
    expect(Object.keys(pages).sort()).toEqual(Object.keys(pageRoutes).sort());
  });

  it('binds every hotel results route to the same lazily loaded results page', async () => {
    const results = ['hotel', 'hotelSearch', 'hotelCity', 'hotelCityArea', 'hotelPoi', 'hotelGroup'] as const;
    const loaded = await Promise.all(results.map((k) => pages[k]()));
    // With the shell's slots around it (pages/hotel-results-page.tsx).
    const { default: ResultsRoute } = await import('./pages/hotel-results-page.tsx');
    for (const page of loaded) expect(page.default).toBe(ResultsRoute);
  });

  it('loads a component for every route', async () => {
    for (const [key, load] of Object.entries(pages)) {
      if (key === 'home') continue;
      const page = await load();
      expect(typeof page.default, key).toBe('function');
    }
  });
});
