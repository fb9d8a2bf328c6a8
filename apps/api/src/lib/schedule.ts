// Periodic jobs of a listening server (housekeeping, the cart sweeper): now, then every `everyMs` until stopped.
// One run at a time per process (a slow run is not joined by the next tick); a failed run is reported and the
// next tick tries again; the timer never keeps the process alive on its own.
export function scheduleEvery(
  task: () => Promise<unknown>,
  everyMs: number,
  onError: (error: unknown) => void,
): () => void {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    void task()
      .catch(onError)
      .finally(() => {
        running = false;
      });
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
