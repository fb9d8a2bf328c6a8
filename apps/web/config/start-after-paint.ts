// Build only: the entry module is imported by public/start.js after the browser's first paint, instead of by a
// module <script> that the browser may run before painting anything.
//
// Why: evaluating the entry takes a slow phone some hundreds of milliseconds. When the script is already at
// hand (a repeat visit, a fast network) a module script runs that before the first paint, and the visitor
// stares at an empty screen meanwhile instead of the page the server sent: the loading shell it puts over #root
// on the hotel pages (apps/api src/http/first-paint.ts), or the styled blank page. start.js waits for a frame
// (requestAnimationFrame runs just before a paint, its timeout just after), starts at once in a hidden tab
// (which never paints) or when the tab is hidden before painting, and has a one-second safety net. It is a
// classic deferred script because a module's document.currentScript is null, and it stays tiny: it counts
// towards the first route's JavaScript budget.
//
// The entry keeps downloading from the top of the page through a <link rel="modulepreload">, so only its
// evaluation moves, by one frame. The entry and its preloads are fetched at low priority: the stylesheet and
// the pictures the first paint shows come first.
//
// Pages whose loading shell shows pictures (results, detail, promotions) go further: the server holds every
// script hint back and serves public/start-after-picture.js instead, which restores the hints and starts the
// entry once the shell's pictures have arrived (apps/api src/http/preload.ts scriptsAfterShell, issue 14).
// "Low priority" did not stop some 200 KiB of scripts from sharing a slow link with a 30 KiB picture.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { minify, type Plugin } from 'vite';

/**
 * The starters in public/, served as they are: with their comments they weighed 0.3 and 1 KiB gzip, and one of them
 * is on every page's first route. The build writes them minified (public/ keeps the commented source).
 */
const STARTERS = ['start.js', 'start-after-picture.js'];

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * The chunks the starter evaluates before the entry, in order, one task each (vite.config.ts groups them): the
 * entry's evaluation was the longest task of every page's start (120-140 ms of a 4x-slowed phone; Lighthouse's
 * TBT, issue 14), and these libraries were most of it. The entry imports them statically, so they are hinted and
 * counted with it; evaluated first, they are only linked when the entry runs.
 */
const FIRST_CHUNKS = ['base'] as const;

/** The index.html transform, exported for its test. `first`: the URLs of FIRST_CHUNKS in this build. */
export function startAfterPaintHtml(html: string, first: readonly string[] = []): string {
  const match = ENTRY_SCRIPT.exec(html);
  if (!match) throw new Error('start-after-paint: the entry <script type="module"> was not found');
  const src = match[1] as string;
  const firstAttr = first.length ? ` data-first="${first.join(' ')}"` : '';
  return html
    .replace(
      match[0],
      `<link rel="modulepreload" crossorigin href="${src}">\n    <script defer src="/start.js" data-entry="${src}"${firstAttr}></script>`,
    )
    .replace(
      /<link rel="modulepreload" crossorigin href=/g,
      '<link rel="modulepreload" crossorigin fetchpriority="low" href=',
    );
}

export function startAfterPaint(): Plugin {
  let outDir = 'dist';
  return {
    name: 'nusa:start-after-paint',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((c) => c.type === 'chunk');
        const first = FIRST_CHUNKS.map((name) => {
          const chunk = chunks.find((c) => c.name === name);
          // A group that no longer forms its chunk (a renamed library, a changed split) fails the build.
          if (!chunk)
            throw new Error(`start-after-paint: no "${name}" chunk in the bundle (vite.config.ts groups)`);
          return `/${chunk.fileName}`;
        });
        return startAfterPaintHtml(html, first);
      },
    },
    // After Vite has copied public/ into the output.
    async closeBundle() {
      for (const name of STARTERS) {
        const file = join(outDir, name);
        const { code } = await minify(name, readFileSync(file, 'utf8'), { compress: true, mangle: true });
        writeFileSync(file, code);
      }
    },
  };
}
