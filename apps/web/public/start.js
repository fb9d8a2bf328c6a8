// See config/start-after-paint.ts.
(function (d) {
  var s = d.currentScript;
  var entry = s && s.getAttribute('data-entry');
  var started;
  function go() {
    if (entry && !started) {
      started = 1;
      import(entry);
    }
  }
  if (d.visibilityState === 'hidden') go();
  else requestAnimationFrame(function () { setTimeout(go); });
  d.addEventListener('visibilitychange', go, { once: true });
  setTimeout(go, 1000);
})(document);
