// The starter of a page with a server loading shell (apps/api preload.ts scriptsAfterShell puts it in place of
// start.js): the entry and the held hints wait for its pictures, or for one paint when it has none. See
// config/start-after-paint.ts.
((d) => {
  const entry = d.currentScript?.getAttribute('data-entry');
  let started = 0;
  const go = () => {
    if (entry && !started++) {
      // Restoring a hint can cost a slow phone several milliseconds (a detail page's 32 took some 200 ms of one
      // task at 4x: a long task, Lighthouse's TBT). So a few milliseconds' worth at a time, each batch in a task of
      // its own (a message, which unlike nested timers is not clamped to 4 ms); the entry's own hint comes first
      // in the document, and the entry is imported right after the first batch.
      const held = [...d.querySelectorAll('link[rel^="x-later-"]')];
      const channel = new MessageChannel();
      const restore = () => {
        const until = performance.now() + 4;
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
        if (started++ < 2) import(entry);
        if (held[0]) channel.port2.postMessage(0);
      };
      channel.port1.onmessage = restore;
      restore();
    }
  };
  const paint = () => requestAnimationFrame(() => setTimeout(go));
  const waiting = [...d.querySelectorAll('#nusa-shell img')].filter((img) => !img.complete);
  let left = waiting.length;
  for (const img of waiting)
    for (const type of ['load', 'error']) img.addEventListener(type, () => --left || paint(), { once: true });
  if (d.visibilityState === 'hidden') go();
  else if (!left) paint();
  d.addEventListener('visibilitychange', go, { once: true });
  setTimeout(go, waiting.length ? 3000 : 1000);
})(document);
