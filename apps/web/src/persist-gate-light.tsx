import { type ReactNode, useEffect, useState, useSyncExternalStore } from 'react';
import type { Persistor } from 'redux-persist';

/**
 * Like redux-persist's PersistGate, but it never blocks longer than `maxWaitMs`: local storage normally
 * answers within a frame, and a broken or slow storage must not keep the page blank. The entry point already
 * waits for rehydration before the first render, so in practice this renders at once.
 */
export function PersistGateLight({
  persistor,
  maxWaitMs = 300,
  children,
}: {
  persistor: Persistor;
  maxWaitMs?: number;
  children: ReactNode;
}) {
  const bootstrapped = useSyncExternalStore(
    persistor.subscribe,
    () => persistor.getState().bootstrapped,
    () => true,
  );
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    if (bootstrapped) return;
    const timer = setTimeout(() => setGaveUp(true), maxWaitMs);
    return () => clearTimeout(timer);
  }, [bootstrapped, maxWaitMs]);
  return bootstrapped || gaveUp ? children : null;
}
