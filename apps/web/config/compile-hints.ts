// Build only: V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136 and later) on the chunks every
// page evaluates at its start, the entry and `base` (vite.config.ts groups them). Other engines read it as a comment.
//
// Why (issue 14): V8 compiles a function the first time it is called unless it compiled it with its script. It
// compiles scripts on a background thread while they download, but a function that runs only later (every React
// component, every reducer, the router) is compiled then, on the main thread, in the task that calls it. In traces
// of the hotel detail page with V8's compile events (unthrottled, Lighthouse's trace categories, 4 loads each,
// alternating) that lazy compilation took 163-205 ms of the main thread; with these two chunks hinted, 48-68 ms,
// and the estimated blocking time at 4x (each task after the first paint, 4x its length, minus 50 ms) fell from a
// median of 682 to 355 ms. Almost every function in these two chunks runs as a page starts (React DOM's renderer,
// the store, the router, the app shell), so compiling all of them up front wastes little. The pages' own chunks
// gained nothing measurable from it, so they stay unhinted.
//
// The comment has to be the first thing in the file, so it is added after Vite's own last rewrite of the chunk
// (the `__vite__mapDeps` list it puts at the top, in its generateBundle).
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The chunks hinted: the entry (`index`) and what the starter evaluates before it (`base`). */
const HINTED = new Set(['index', 'base']);

/** The hinted code of a chunk: the hint first, once. */
export function withCompileHint(code: string): string {
  return code.startsWith(COMPILE_HINT) ? code : COMPILE_HINT + code;
}

export function compileHints(): Plugin {
  return {
    name: 'nusa:compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        let hinted = 0;
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !HINTED.has(chunk.name)) continue;
          chunk.code = withCompileHint(chunk.code);
          hinted++;
        }
        // A renamed group would silently lose the hint, and the start its time.
        if (hinted !== HINTED.size)
          this.error(`compile-hints: expected chunks ${[...HINTED].join(', ')}, hinted ${hinted}`);
      },
    },
  };
}
