import type { StaySearch } from '@nusa/router/search';
import { useRouter } from '@nusa/router/react';
import { useCallback, useMemo, useSyncExternalStore } from 'react';

export interface PageRoute<Params> {
  /** Route id of the deepest match (e.g. '/hotel/city/{-$city_id}/$city_name'). */
  routeId: string | undefined;
  /** The resolved location's href: changes whenever the page's params or search do. */
  href: string;
  params: Params;
  /** The validated search (@nusa/router's validateStaySearch). */
  search: StaySearch;
  /** The raw parsed search, for parameters outside StaySearch. */
  rawSearch: Record<string, unknown>;
  pathname: string;
  /** This page again with another query (same route and params), e.g. new filters or dates. */
  navigateSearch: (search: object, options?: { replace?: boolean }) => Promise<void>;
}

/**
 * The current page's route state for the hotel pages (results and detail), read through the router instance.
 * It subscribes to resolved locations only: params and search of the matches are committed at resolution, so
 * the page never sees a half-updated route while the next one is still loading.
 */
export function usePageRoute<Params>(): PageRoute<Params> {
  const router = useRouter();
  const href = useSyncExternalStore(
    useCallback((onChange: () => void) => router.subscribe('onResolved', onChange), [router]),
    () => router.state.resolvedLocation?.href ?? '',
  );
  // `href` is a dependency on purpose: the match is read again whenever a location resolves.
  return useMemo(() => {
    const match = router.state.matches[router.state.matches.length - 1];
    const location = router.state.location;
    return {
      routeId: match?.routeId,
      href,
      params: (match?.params ?? {}) as Params,
      search: (match?.search ?? {}) as StaySearch,
      rawSearch: (location.search ?? {}) as Record<string, unknown>,
      pathname: location.pathname,
      // `to: '.'` keeps the route and its params; the router writes the query (see @nusa/router's router.ts).
      navigateSearch: (next, options) =>
        router.navigate({ to: '.', search: next as never, replace: options?.replace ?? false }),
    };
  }, [router, href]);
}
