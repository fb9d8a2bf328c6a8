import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints, withCompileHint } from './compile-hints.ts';

type Bundle = Record<string, { type: 'chunk'; name: string; code: string } | { type: 'asset'; name: string }>;

/** Runs the plugin's generateBundle on a bundle; returns the error it raised, if any. */
function generate(bundle: Bundle): string | undefined {
  const hook = compileHints().generateBundle as unknown as {
    handler: (this: { error: (message: string) => never }, options: unknown, bundle: Bundle) => void;
  };
  try {
    hook.handler.call(
      {
        error: (message: string) => {
          throw new Error(message);
        },
      },
      {},
      bundle,
    );
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

const vitePreamble =
  'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/a.js"])))=>i.map(i=>d[i]);\n';

describe('compileHints', () => {
  it('puts the hint first in the entry and base chunks, before Vite’s own preamble, and nowhere else', () => {
    const bundle: Bundle = {
      'assets/index-A.js': { type: 'chunk', name: 'index', code: `${vitePreamble}import"./base-B.js";` },
      'assets/base-B.js': { type: 'chunk', name: 'base', code: 'var e=1;' },
      'assets/home-page-C.js': { type: 'chunk', name: 'home-page', code: 'export{};' },
      'assets/index-D.css': { type: 'asset', name: 'index.css' },
    };
    expect(generate(bundle)).toBeUndefined();
    const code = (file: string) => (bundle[file] as { code: string }).code;
    expect(code('assets/index-A.js')).toBe(
      `//# allFunctionsCalledOnLoad\n${vitePreamble}import"./base-B.js";`,
    );
    expect(code('assets/base-B.js')).toBe('//# allFunctionsCalledOnLoad\nvar e=1;');
    expect(code('assets/home-page-C.js')).toBe('export{};');
  });

  it('fails the build when a hinted chunk is missing (a renamed group would lose the hint silently)', () => {
    const bundle: Bundle = { 'assets/index-A.js': { type: 'chunk', name: 'index', code: 'x' } };
    expect(generate(bundle)).toMatch(/expected chunks index, base, hinted 1/);
  });

  it('adds the hint once', () => {
    expect(withCompileHint(withCompileHint('var a;'))).toBe(`${COMPILE_HINT}var a;`);
  });
});
