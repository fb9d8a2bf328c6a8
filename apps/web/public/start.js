// Imports the entry (data-entry) after the first paint; why: config/start-after-paint.ts.
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  var started = false;
  function start() {
    if (!started) {
      started = true;
      import(entry);
    }
  }
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(function () { setTimeout(start, 0); });
  document.addEventListener('visibilitychange', start, { once: true });
  setTimeout(start, 1000);
})();
