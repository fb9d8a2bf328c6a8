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
function start(body: string): string[] {
  document.body.innerHTML = body;
  for (const img of document.querySelectorAll('img'))
    Object.defineProperty(img, 'complete', { value: false });
  const script = document.createElement('script');
  script.setAttribute('data-entry', '/assets/index-A1.js');
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue(script);
  const imported: string[] = [];
  // `import(entry)` cannot be intercepted in a test DOM; the starter's text runs with it as a recorded call.
  new Function('__import', starter.replace('import(entry)', '__import(entry)'))((url: string) => {
    imported.push(url);
    return Promise.resolve();
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
    // The starter restores hints for 4 ms a task: a still clock makes that one batch, whatever the machine's load.
    vi.spyOn(performance, 'now').mockReturnValue(0);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    document.body.innerHTML = '';
    document.head.innerHTML = '';
  });

  it('waits for every picture of the shell and a paint, then restores the held hints and imports the entry', () => {
    const imported = start(
      `${HELD}<div id="nusa-shell"><img id="a" src="/a.webp"><img id="b" src="/b.webp"></div>`,
    );
    vi.advanceTimersByTime(500);
    expect(imported).toEqual([]);
    expect(document.querySelectorAll('link[rel="modulepreload"], link[rel="stylesheet"]')).toHaveLength(0);
    picture('a').dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(100);
    expect(imported).toEqual([]);
    // A picture that fails counts as arrived: the page must still start.
    picture('b').dispatchEvent(new Event('error'));
    vi.advanceTimersByTime(100);
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

  it('stops waiting for a picture after 3 s', () => {
    const imported = start(`${HELD}<div id="nusa-shell"><img src="/a.webp"></div>`);
    vi.advanceTimersByTime(2900);
    expect(imported).toEqual([]);
    vi.advanceTimersByTime(200);
    expect(imported).toEqual(['/assets/index-A1.js']);
  });

  it('without a shell picture, starts after the first paint, once', () => {
    const imported = start('<div id="root"></div><img src="/not-in-the-shell.webp">');
    expect(imported).toEqual([]);
    vi.advanceTimersByTime(50);
    expect(imported).toEqual(['/assets/index-A1.js']);
    vi.advanceTimersByTime(3000);
    expect(imported).toEqual(['/assets/index-A1.js']);
  });

  it('restores many held hints a few at a time, each batch in a task of its own, the entry after the first', async () => {
    const links = Array.from(
      { length: 6 },
      (_, i) => `<link rel="x-later-modulepreload" crossorigin href="/assets/c${i}.js">`,
    ).join('');
    // Every hint "takes" 5 ms, over the starter's 4 ms budget per task: one hint a batch.
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => {
      clock += 5;
      return clock;
    });
    const imported = start(`${links}<div id="root"></div>`);
    vi.advanceTimersByTime(50);
    expect(imported).toEqual(['/assets/index-A1.js']);
    expect(document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(1);
    vi.useRealTimers();
    await vi.waitFor(() => expect(document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(6));
    expect(document.querySelectorAll('link[rel^="x-later-"]')).toHaveLength(0);
    expect([...document.querySelectorAll('link')].map((l) => l.getAttribute('href'))).toEqual(
      Array.from({ length: 6 }, (_, i) => `/assets/c${i}.js`),
    );
    expect(imported).toEqual(['/assets/index-A1.js']);
  });
});
