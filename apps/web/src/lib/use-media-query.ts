import { useCallback, useSyncExternalStore } from 'react';

function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/**
 * Landscape on a phone-sized screen (a rotated phone is at most ~500 px tall). Desktops and tablets in
 * landscape are taller, so they keep working.
 */
export const PHONE_LANDSCAPE_QUERY = '(orientation: landscape) and (max-height: 500px)';

export function usePhoneLandscape(): boolean {
  return useMediaQuery(PHONE_LANDSCAPE_QUERY);
}
