import { afterEach, describe, expect, it, vi } from 'vitest';
import { revealWhenReady } from './landing-shell.ts';

const setup = () => {
  document.body.innerHTML = '<div id="root"></div><div id="nusa-shell" aria-hidden="true"></div>';
  return {
    root: document.getElementById('root') as HTMLElement,
    shell: document.getElementById('nusa-shell') as HTMLElement,
    covered: () => document.getElementById('nusa-shell') !== null,
  };
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.useRealTimers();
});

describe('the landing shell', () => {
  it('stays while the page is not there or busy, and goes once its main content is', async () => {
    const { root, shell, covered } = setup();
    revealWhenReady(shell, root);
    root.innerHTML = '<main aria-busy="true"></main>';
    await settle();
    expect(covered()).toBe(true);
    root.innerHTML = '<main><h1>Hotel</h1><div aria-busy="true"></div></main>';
    await settle();
    expect(covered()).toBe(true);
    // A busy section deeper down (the rooms of a stay) does not hold the page back.
    root.innerHTML = '<main><h1>Hotel</h1><section><div aria-busy="true"></div></section></main>';
    await settle();
    expect(covered()).toBe(false);
  });

  it('goes at once when the page is already there, and after the deadline at the latest', () => {
    vi.useFakeTimers();
    const ready = setup();
    ready.root.innerHTML = '<main><h1>Hotel</h1></main>';
    revealWhenReady(ready.shell, ready.root);
    expect(ready.covered()).toBe(false);

    const stuck = setup();
    revealWhenReady(stuck.shell, stuck.root, 3000);
    vi.advanceTimersByTime(2999);
    expect(stuck.covered()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(stuck.covered()).toBe(false);
  });

  it("waits for the page's style sheets the starter linked, loaded or failed", () => {
    const ready = setup();
    const sheets = ['/assets/page.css', '/assets/card.css'].map((href) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      document.head.append(link);
      return link;
    });
    ready.root.innerHTML = '<main><h1>Hotel</h1></main>';
    revealWhenReady(ready.shell, ready.root);
    expect(ready.covered()).toBe(true);
    sheets[0]?.dispatchEvent(new Event('load'));
    expect(ready.covered()).toBe(true);
    sheets[1]?.dispatchEvent(new Event('error'));
    expect(ready.covered()).toBe(false);
    for (const link of sheets) link.remove();
  });
});
