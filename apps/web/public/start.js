// See config/start-after-paint.ts.
((d) => {
  const script = d.currentScript;
  const entry0 = script?.getAttribute('data-entry');
  // The chunks evaluated before the entry, one task each (config/start-after-paint.ts, "data-first").
  const chain = [...(script?.getAttribute('data-first') || '').split(' ').filter(Boolean), entry0];
  const channel = new MessageChannel();
  const load = () => {
    const entry = chain.shift();
    const after = () => (chain[0] ? channel.port2.postMessage(0) : channel.port1.close());
    import(entry).then(after, after);
  };
  channel.port1.onmessage = load;
  let started = false;
  const go = () => {
    if (entry0 && !started) {
      started = true;
      load();
    }
  };
  if (d.visibilityState === 'hidden') go();
  else requestAnimationFrame(() => setTimeout(go));
  d.addEventListener('visibilitychange', go, { once: true });
  setTimeout(go, 1000);
})(document);
