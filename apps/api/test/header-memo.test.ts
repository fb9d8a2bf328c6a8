import { describe, expect, it } from 'vitest';
import { memoByHeader } from '../src/lib/header-memo.ts';

describe('memoByHeader', () => {
  it('computes once per header value, not for lists or absent headers, and stays bounded', () => {
    const calls: unknown[] = [];
    const lang = memoByHeader((h) => {
      calls.push(h);
      return String(h).startsWith('en') ? 'en' : 'id';
    }, 2);
    expect(lang('en-US')).toBe('en');
    expect(lang('en-US')).toBe('en');
    expect(calls).toEqual(['en-US']);
    expect(lang(undefined)).toBe('id');
    expect(lang(['en', 'id'])).toBe('en');
    expect(lang(undefined)).toBe('id');
    expect(calls).toHaveLength(4);
    lang('id');
    lang('fr'); // full at 2: starts afresh
    lang('en-US');
    expect(calls.filter((c) => c === 'en-US')).toHaveLength(2);
  });
});
