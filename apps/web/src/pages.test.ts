import { pageRoutes } from '@nusa/router/routes';
import { describe, expect, it } from 'vitest';
import { pages } from './pages.ts';
import { PAGE_NAMES } from './pages/coming-soon-page.tsx';

describe('page bindings', () => {
  it('binds every page route of the contract, and nothing else', () => {
    expect(Object.keys(pages).sort()).toEqual(Object.keys(pageRoutes).sort());
  });

  it('names every placeholder page', () => {
    const placeholders = Object.keys(pages).filter((k) => k !== 'home');
    expect(Object.keys(PAGE_NAMES).sort()).toEqual(placeholders.sort());
  });

  it('loads a component for every route', async () => {
    for (const [key, load] of Object.entries(pages)) {
      if (key === 'home') continue;
      const page = await load();
      expect(typeof page.default, key).toBe('function');
    }
  });
});
