import { useSearch } from '@nusa/router/react';
import { useEffect } from 'react';

const KEY = 'nusa:is_mobile';

function remembered(): boolean {
  try {
    return window.sessionStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * `?is_mobile=true` means the page runs inside the native app's web view, which has its own header and does
 * not need the download banner. The app only adds the flag to the URL it opens, so it is remembered for the
 * tab's session and in-app navigation keeps the embedded look.
 */
export function useEmbeddedMode(): boolean {
  const flag = useSearch({ strict: false, select: (s) => s.is_mobile === true });
  useEffect(() => {
    if (!flag) return;
    try {
      window.sessionStorage.setItem(KEY, '1');
    } catch {
      // Storage disabled: the flag then only holds for URLs that carry it.
    }
  }, [flag]);
  return flag || remembered();
}
