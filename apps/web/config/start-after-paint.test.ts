import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startAfterPaintHtml } from './start-after-paint.ts';

const built =
  '<head>\n    <script type="module" crossorigin src="/assets/index-A1.js"></script>\n' +
  '    <link rel="modulepreload" crossorigin href="/assets/runtime-B2.js">\n' +
  '    <link rel="stylesheet" crossorigin href="/assets/index-C3.css">\n  </head>';

describe('startAfterPaintHtml', () => {
  it('swaps the entry module script for a low-priority preload and the starter naming it', () => {
    const html = startAfterPaintHtml(built);
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/index-A1.js">',
    );
    expect(html).toContain('<script defer src="/start.js" data-entry="/assets/index-A1.js"></script>');
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/runtime-B2.js">',
    );
    // The stylesheet stays render-blocking: the first paint is styled.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-C3.css">');
  });

  it('names the chunks the starter evaluates before the entry, in order', () => {
    const html = startAfterPaintHtml(built, ['/assets/base-D4.js']);
    expect(html).toContain(
      '<script defer src="/start.js" data-entry="/assets/index-A1.js" data-first="/assets/base-D4.js"></script>',
    );
  });

  it('fails the build when the entry script is not where it expects it', () => {
    expect(() => startAfterPaintHtml('<head></head>')).toThrow(/entry/);
  });

  it('ships a starter that reads data-entry from its own classic script', () => {
    const starter = readFileSync(join(import.meta.dirname, '../public/start.js'), 'utf8');
    expect(starter).toContain("getAttribute('data-entry')");
    expect(starter).toContain('import(entry)');
    expect(starter).not.toMatch(/^\s*(import|export)\s/m);
  });
});
