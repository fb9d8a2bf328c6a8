// The starter of a page with a server loading shell (apps/api preload.ts scriptsAfterShell puts it in place of
// start.js): the entry and the held hints wait for its pictures, or for one paint when it has none. See
// config/start-after-paint.ts.
((d) => {
  const script = d.currentScript;
  const entry0 = script?.getAttribute('data-entry');
  // The chunks evaluated before the entry, one task each (config/start-after-paint.ts, "data-first").
  const chain = [...(script?.getAttribute('data-first') || '').split(' ').filter(Boolean), entry0];
  const steps = new MessageChannel();
  const load = () => {
    const entry = chain.shift();
    const after = () => (chain[0] ? steps.port2.postMessage(0) : steps.port1.close());
    import(entry).then(after, after);
  };
  steps.port1.onmessage = load;
  let started = 0;
  const go = () => {
    if (entry0 && !started++) {
      // Restoring a hint can cost a slow phone several milliseconds (a detail page's 32 took some 200 ms of one
      // task at 4x: a long task, Lighthouse's TBT). So about a millisecond's worth at a time, each batch in a task of
      // its own (a message, which unlike nested timers is not clamped to 4 ms); the entry's own hint comes first
      // in the document, and the entry is imported right after the first batch. Batches of 4 ms were too long under
      // Lighthouse, whose debugger and network instrumentation make one hint cost up to 9 ms: its traces showed
      // batches of 14-30 ms, 57-118 ms at its 4x.
      const held = [...d.querySelectorAll('link[rel^="x-later-"]')];
      const channel = new MessageChannel();
      const restore = () => {
        const until = performance.now() + 1;
        while (held[0]) {
          const old = held.shift();
          const hint = old.cloneNode();
          hint.rel = old.rel.slice(8);
          // The page's style sheets go where the app's chunk loader would have put them, at the end of <head> (the
          // same cascade order); it finds them there and does not link them again (apps/api preload.ts).
          if (hint.rel === 'stylesheet') {
            old.remove();
            d.head.append(hint);
          } else old.replaceWith(hint);
          if (performance.now() > until) break;
        }
        // `started` is 1 during the first batch only.
        if (started++ < 2) load();
        if (held[0]) channel.port2.postMessage(0);
      };
      channel.port1.onmessage = restore;
      restore();
    }
  };
  const pictures = [...d.querySelectorAll('#nusa-shell img')];
  // Arrived is not yet painted: a picture is decoded after it arrives and shows in a later frame (70 ms later on
  // the home page, by which time the scripts had started and, from a near server, finished first: Lighthouse then
  // counts them into the largest paint). So each is decoded first, then one frame is painted.
  const paint = () =>
    Promise.all(pictures.map((img) => img.decode?.().catch(() => {}))).then(() =>
      requestAnimationFrame(() => setTimeout(go)),
    );
  const waiting = pictures.filter((img) => !img.complete);
  let left = waiting.length;
  for (const img of waiting)
    for (const type of ['load', 'error']) img.addEventListener(type, () => --left || paint(), { once: true });
  if (d.visibilityState === 'hidden') go();
  else if (!left) paint();
  d.addEventListener('visibilitychange', go, { once: true });
  setTimeout(go, waiting.length ? 3000 : 1000);
})(document);
