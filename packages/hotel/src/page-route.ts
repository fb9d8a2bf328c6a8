import { useRouter } from '@nusa/router/react';
import { useCallback, useMemo, useSyncExternalStore } from 'react';

/** A match of the app's route tree: its `routeId` says which route, and so the type of its params and search. */
type AppMatch = ReturnType<typeof useRouter>['state']['matches'][number];
export type AppRouteId = AppMatch['routeId'];
type MatchOf<Id extends AppRouteId> = Extract<AppMatch, { routeId: Id }>;

export interface PageRoute<Id extends AppRouteId> {
  /** Which of the page's routes matched (e.g. '/hotel/city/{-$cityId}/$cityName'); undefined on any other. */
  routeId: Id | undefined;
  /** The resolved location's href: changes whenever the page's params or search do. */
  href: string;
  /** The route's params as the contract types them; none on a route that is not the page's. */
  params: Partial<MatchOf<Id>['params']>;
  /** The route's validated search (@nusa/router's validators); none on a route that is not the page's. */
  search: Partial<MatchOf<Id>['search']>;
  /** The raw parsed search, for parameters outside the validated ones. */
  rawSearch: Record<string, unknown>;
  pathname: string;
  /** This page again with another query (same route and params), e.g. new filters or dates. */
  navigateSearch: (search: object, options?: { replace?: boolean }) => Promise<void>;
}

/**
 * The current page's route state for the hotel pages (results and detail), read through the router instance
 * rather than TanStack's `getRouteApi(id).useParams()`: a page is bound to several routes (results to six), and it
 * subscribes to resolved locations only. Params and search of the matches are committed at resolution, so the page
 * never sees a half-updated route while the next one is still loading.
 */
/** `routeIds`: the page's routes, a module constant (a new array each render would recompute the route). */
export function usePageRoute<const Id extends AppRouteId>(routeIds: readonly Id[]): PageRoute<Id> {
  const router = useRouter();
  const href = useSyncExternalStore(
    useCallback((onChange: () => void) => router.subscribe('onResolved', onChange), [router]),
    () => router.state.resolvedLocation?.href ?? '',
  );
  // `href` is a dependency on purpose: the match is read again whenever a location resolves.
  return useMemo(() => {
    const leaf = router.state.matches[router.state.matches.length - 1];
    const match = leaf && isOneOf(leaf, routeIds) ? leaf : undefined;
    const location = router.state.location;
    return {
      routeId: match?.routeId,
      href,
      params: match?.params ?? {},
      search: match?.search ?? {},
      rawSearch: (location.search ?? {}) as Record<string, unknown>,
      pathname: location.pathname,
      // `to: '.'` keeps the route and its params; the router writes the query (see @nusa/router's router.ts).
      navigateSearch: (next, options) =>
        router.navigate({ to: '.', search: next as never, replace: options?.replace ?? false }),
    };
  }, [router, href, routeIds]);
}

function isOneOf<Id extends AppRouteId>(match: AppMatch, routeIds: readonly Id[]): match is MatchOf<Id> {
  return (routeIds as readonly AppRouteId[]).includes(match.routeId);
}
