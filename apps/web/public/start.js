// See config/start-after-paint.ts.
((d) => {
  const entry = d.currentScript?.getAttribute('data-entry');
  let started = false;
  const go = () => {
    if (entry && !started) {
      started = true;
      import(entry);
    }
  };
  if (d.visibilityState === 'hidden') go();
  else requestAnimationFrame(() => setTimeout(go));
  d.addEventListener('visibilitychange', go, { once: true });
  setTimeout(go, 1000);
})(document);
