import { describe, expect, it } from 'vitest';
import css from './tokens.css?raw';
import { breakpoints, cssVariables } from './tokens';

function declaredVariables(source: string): Record<string, string> {
  const root = source.match(/:root\s*\{([\s\S]*?)\n\}/)?.[1] ?? '';
  const withoutComments = root.replace(/\/\*[\s\S]*?\*\//g, '');
  const out: Record<string, string> = {};
  for (const match of withoutComments.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) {
    out[match[1]!] = match[2]!.trim();
  }
  return out;
}

describe('tokens', () => {
  it('tokens.ts and tokens.css declare the same custom properties with the same values', () => {
    expect(declaredVariables(css)).toEqual(cssVariables);
  });

  it('exposes the layout breakpoints', () => {
    expect(breakpoints).toEqual({ sm: 576, md: 768, lg: 992, xl: 1200 });
  });
});
