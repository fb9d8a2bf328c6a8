// public/start-after-picture.js, run in the test DOM: the entry waits for the loading shell's pictures, then for a paint, and the
// hints the server held back (apps/api preload.ts scriptsAfterShell) become real hints just before it starts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const starter = readFileSync(join(import.meta.dirname, '../public/start-after-picture.js'), 'utf8');

/**
 * Puts `body` in the document (its pictures still downloading), runs the starter with its own <script data-entry>
 * as document.currentScript and answers the list of entries it has imported so far.
 */
/** How many hints were restored when each import started (the restore goes on in later tasks). */
let restoredAtImport: number[] = [];

function start(
  body: string,
  {
    first,
    load = () => Promise.resolve(),
  }: { first?: string; load?: (url: string) => Promise<unknown> } = {},
): string[] {
  document.body.innerHTML = body;
  for (const img of document.querySelectorAll('img'))
    Object.defineProperty(img, 'complete', { value: false });
  const script = document.createElement('script');
  script.setAttribute('data-entry', '/assets/index-A1.js');
  if (first) script.setAttribute('data-first', first);
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue(script);
  const imported: string[] = [];
  restoredAtImport = [];
  // `import(entry)` cannot be intercepted in a test DOM; the starter's text runs with it as a recorded call.
  new Function('__import', starter.replace('import(entry)', '__import(entry)'))((url: string) => {
    imported.push(url);
    restoredAtImport.push(document.querySelectorAll('link[rel="modulepreload"]').length);
    return load(url);
  });
  return imported;
}

const HELD =
  '<link rel="x-later-modulepreload" crossorigin fetchpriority="low" href="/assets/index-A1.js">' +
  '<link rel="x-later-stylesheet" crossorigin fetchpriority="low" href="/assets/page.css">';

const picture = (id: string) => document.getElementById(id) as HTMLImageElement;

describe('public/start-after-picture.js', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    // The starter restores hints for 1 ms a task: a still clock makes that one batch, whatever the machine's load.
    vi.spyOn(performance, 'now').mockReturnValue(0);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    document.body.innerHTML = '';
    document.head.innerHTML = '';
  });

  it('waits for every picture of the shell and a paint, then restores the held hints and imports the entry', async () => {
    const imported = start(
      `${HELD}<div id="nusa-shell"><img id="a" src="/a.webp"><img id="b" src="/b.webp"></div>`,
    );
    await vi.advanceTimersByTimeAsync(500);
    expect(imported).toEqual([]);
    expect(document.querySelectorAll('link[rel="modulepreload"], link[rel="stylesheet"]')).toHaveLength(0);
    picture('a').dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(100);
    expect(imported).toEqual([]);
    // A picture that fails counts as arrived: the page must still start.
    picture('b').dispatchEvent(new Event('error'));
    await vi.advanceTimersByTimeAsync(100);
    expect(imported).toEqual(['/assets/index-A1.js']);
    const script = document.querySelector('link[rel="modulepreload"]');
    expect(script?.getAttribute('href')).toBe('/assets/index-A1.js');
    expect(script?.getAttribute('fetchpriority')).toBe('low');
    // The page's style sheet is linked at the end of <head>, where the app's chunk loader looks for it.
    const sheet = document.head.lastElementChild;
    expect(sheet?.getAttribute('rel')).toBe('stylesheet');
    expect(sheet?.getAttribute('href')).toBe('/assets/page.css');
    expect(sheet?.hasAttribute('crossorigin')).toBe(true);
    expect(document.querySelectorAll('link[rel^="x-later-"]')).toHaveLength(0);
  });

  it('evaluates the chunks named in data-first one at a time, in order, then the entry', async () => {
    const pending = new Map<string, { resolve: () => void; reject: (error: Error) => void }>();
    const imported = start('<div id="root"></div>', {
      first: '/assets/react-R1.js /assets/state-S1.js',
      load: (url) => new Promise<void>((resolve, reject) => pending.set(url, { resolve, reject })),
    });
    await vi.advanceTimersByTimeAsync(50);
    expect(imported).toEqual(['/assets/react-R1.js']);
    pending.get('/assets/react-R1.js')?.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(imported).toEqual(['/assets/react-R1.js', '/assets/state-S1.js']);
    // A chunk that fails does not stop the start: the entry's own import reports what is missing.
    pending.get('/assets/state-S1.js')?.reject(new TypeError('Failed to fetch dynamically imported module'));
    await vi.advanceTimersByTimeAsync(0);
    expect(imported).toEqual(['/assets/react-R1.js', '/assets/state-S1.js', '/assets/index-A1.js']);
  });

  it('waits for the pictures to be decoded, not only loaded', async () => {
    let decoded!: () => void;
    const imported = start(`${HELD}<div id="nusa-shell"><img id="a" src="/a.webp"></div>`);
    Object.defineProperty(picture('a'), 'decode', {
      value: () =>
        new Promise<void>((resolve) => {
          decoded = resolve;
        }),
    });
    picture('a').dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(500);
    expect(imported).toEqual([]);
    decoded();
    await vi.advanceTimersByTimeAsync(50);
    expect(imported).toEqual(['/assets/index-A1.js']);
  });

  it('stops waiting for a picture after 3 s', async () => {
    const imported = start(`${HELD}<div id="nusa-shell"><img src="/a.webp"></div>`);
    await vi.advanceTimersByTimeAsync(2900);
    expect(imported).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    expect(imported).toEqual(['/assets/index-A1.js']);
  });

  it('without a shell picture, starts after the first paint, once', async () => {
    const imported = start('<div id="root"></div><img src="/not-in-the-shell.webp">');
    expect(imported).toEqual([]);
    await vi.advanceTimersByTimeAsync(50);
    expect(imported).toEqual(['/assets/index-A1.js']);
    await vi.advanceTimersByTimeAsync(3000);
    expect(imported).toEqual(['/assets/index-A1.js']);
  });

  it('restores many held hints a few at a time, each batch in a task of its own, the entry after the first', async () => {
    const links = Array.from(
      { length: 6 },
      (_, i) => `<link rel="x-later-modulepreload" crossorigin href="/assets/c${i}.js">`,
    ).join('');
    // Every hint "takes" 5 ms, over the starter's 1 ms budget per task: one hint a batch.
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => {
      clock += 5;
      return clock;
    });
    const imported = start(`${links}<div id="root"></div>`);
    await vi.advanceTimersByTimeAsync(50);
    expect(imported).toEqual(['/assets/index-A1.js']);
    // The entry started right after the first batch, with one hint restored.
    expect(restoredAtImport).toEqual([1]);
    vi.useRealTimers();
    await vi.waitFor(() => expect(document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(6));
    expect(document.querySelectorAll('link[rel^="x-later-"]')).toHaveLength(0);
    expect([...document.querySelectorAll('link')].map((l) => l.getAttribute('href'))).toEqual(
      Array.from({ length: 6 }, (_, i) => `/assets/c${i}.js`),
    );
    expect(imported).toEqual(['/assets/index-A1.js']);
  });
});
