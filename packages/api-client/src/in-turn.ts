// Starting a page's requests one task at a time (issue 14).
//
// A page's first requests start in the effects of its first commit, and those run in the commit's task. Each
// start costs a slow phone 10-35 ms at Lighthouse's 4x (a query's key and options, openapi-fetch's Request,
// the browser's fetch), so a hotel's five prefetches and the shell's reference data, with the re-render they
// caused, made one task of 225 ms (the checkout's 147, the results page's 125): the page's longest after its
// start. Started one per task they are the same work in pieces the browser can answer input between, and they
// leave a millisecond later.

/**
 * Runs `starts` in order, each in a task of its own, the first right after the current one. Returns a cancel
 * for an effect's cleanup: the ones not yet run are dropped.
 *
 * A MessageChannel rather than setTimeout: nested timers are clamped to 4 ms, and a tab opened in the
 * background (a hotel opened in a new tab) runs timers at most once a second, which would space the requests
 * a second apart.
 */
export function startInTurn(starts: readonly (() => unknown)[]): () => void {
  const left = [...starts];
  const channel = new MessageChannel();
  // Closed ports free the channel (in Node a port with a listener also keeps the process alive).
  const stop = () => {
    left.length = 0;
    channel.port1.close();
    channel.port2.close();
  };
  channel.port1.onmessage = () => {
    left.shift()?.();
    if (left.length) channel.port2.postMessage(0);
    else stop();
  };
  if (left.length) channel.port2.postMessage(0);
  else stop();
  return stop;
}
