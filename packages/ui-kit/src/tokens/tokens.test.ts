import { describe, expect, it } from 'vitest';
import { breakpoints, cssVariables } from './tokens';
import css from './tokens.css?raw';

// The formatter may wrap long values and switch quote style; neither changes the value.
const normalize = (value: string) => value.trim().replace(/\s+/g, ' ').replaceAll('"', "'");

function declaredVariables(source: string): Record<string, string> {
  const root = source.match(/:root\s*\{([\s\S]*?)\n\}/)?.[1] ?? '';
  const withoutComments = root.replace(/\/\*[\s\S]*?\*\//g, '');
  const out: Record<string, string> = {};
  for (const match of withoutComments.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) {
    out[match[1]!] = normalize(match[2]!);
  }
  return out;
}

describe('tokens', () => {
  it('tokens.ts and tokens.css declare the same custom properties with the same values', () => {
    const expected = Object.fromEntries(Object.entries(cssVariables).map(([k, v]) => [k, normalize(v)]));
    expect(declaredVariables(css)).toEqual(expected);
  });

  it('exposes the layout breakpoints', () => {
    expect(breakpoints).toEqual({ sm: 576, md: 768, lg: 992, xl: 1200 });
  });
});
