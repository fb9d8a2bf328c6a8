// The starter of a page with a server loading shell (apps/api preload.ts scriptsAfterShell puts it in place of
// start.js): the entry and the held hints wait for its pictures, or for one paint when it has none. See
// config/start-after-paint.ts.
((d) => {
  const entry = d.currentScript?.getAttribute('data-entry');
  let started = 0;
  const go = () => {
    if (entry && !started++) {
      for (const held of d.querySelectorAll('link[rel^="x-later-"]')) {
        const hint = held.cloneNode();
        hint.rel = held.rel.slice(8);
        held.replaceWith(hint);
      }
      import(entry);
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
