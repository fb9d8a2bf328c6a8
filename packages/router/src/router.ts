import { createRouter, type RouterHistory, stringifySearchWith } from '@tanstack/react-router';
import { type RouterContext, routeTree } from './routes';

export interface AppRouterOptions {
  /** Browser history by default; tests and stories pass `createMemoryHistory(...)`. */
  history?: RouterHistory;
}

export function createAppRouter(context: RouterContext, options: AppRouterOptions = {}) {
  return createRouter({
    routeTree,
    context,
    ...(options.history ? { history: options.history } : {}),
    // Spec §2: scroll is restored or reset on navigation; hash anchors are scrolled to.
    scrollRestoration: true,
    defaultPreload: 'intent',
    // Loaders in features use TanStack Query's cache, so the router need not cache loader data itself.
    defaultPreloadStaleTime: 0,
    // Query strings as people and other sites write them (`?q=123&stars=4`): the default quotes any string that
    // would parse as JSON (`?stars=%224%22`). Values still parse as JSON (`4` → 4), and the validators in
    // search.ts read numbers and strings alike, so typed navigation and hand-written links give the same URL.
    stringifySearch: stringifySearchWith(JSON.stringify),
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}

/** Whether the route that `pathname` resolves to is declared guarded (staticData.guarded in routes.ts). */
export function isGuardedPath(
  router: { getMatchedRoutes: AppRouter['getMatchedRoutes'] },
  pathname: string,
): boolean {
  const [, , found] = router.getMatchedRoutes(pathname);
  return found?.options.staticData?.guarded === true;
}
