import { describe, expect, it } from 'vitest';
import { prefetchAllowed } from './connection.ts';

const nav = (connection?: { saveData?: boolean; effectiveType?: string }) =>
  ({ connection }) as unknown as Navigator;

describe('prefetchAllowed', () => {
  it('skips prefetching on 2g and Save-Data connections', () => {
    expect(prefetchAllowed(nav({ effectiveType: '2g' }))).toBe(false);
    expect(prefetchAllowed(nav({ effectiveType: 'slow-2g' }))).toBe(false);
    expect(prefetchAllowed(nav({ effectiveType: '4g', saveData: true }))).toBe(false);
  });
  it('prefetches otherwise, including when the browser does not say', () => {
    expect(prefetchAllowed(nav({ effectiveType: '3g' }))).toBe(true);
    expect(prefetchAllowed(nav())).toBe(true);
  });
});
