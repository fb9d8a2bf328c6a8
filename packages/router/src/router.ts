import { createRouter, type RouterHistory } from '@tanstack/react-router';
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
