import { useEffect, useState } from 'react';

/**
 * The phone's clock, re-read every second while `ticking`. Only differences of it are used (since the server's
 * answer arrived): the time itself comes from the server (@nusa/i18n/server-clock).
 */
export function useNow(ticking: boolean, now: () => number = Date.now): number {
  const [at, setAt] = useState(now);
  useEffect(() => {
    if (!ticking) return;
    const tick = () => setAt(now());
    const timer = setInterval(tick, 1000);
    tick();
    return () => clearInterval(timer);
  }, [ticking, now]);
  return at;
}
