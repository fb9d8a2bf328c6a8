import { type AppRouterOptions, createAppRouter } from '@nusa/router/router';
import { type PageKey, pageRoutes, type RouterContext, rootRoute } from '@nusa/router/routes';
import { type AnyRoute, createLazyRoute } from '@nusa/router/react';
import { RootLayout } from './layout/root-layout.tsx';
import { type PageBindings, pages } from './pages.ts';
import { NotFoundPage, RouteErrorPage } from './pages/error-page.tsx';

let bound = false;

/**
 * Attaches the shell to the route contract: the layout and error pages on the root route, and each page's
 * lazy component on its route. Idempotent (the route objects are module singletons shared by all routers).
 */
function bindRoutes(bindings: PageBindings = pages): void {
  if (bound) return;
  bound = true;
  rootRoute.update({
    component: RootLayout,
    notFoundComponent: NotFoundPage,
    errorComponent: RouteErrorPage,
  });
  for (const key of Object.keys(bindings) as PageKey[]) {
    const route: AnyRoute = pageRoutes[key];
    const load = bindings[key];
    route.lazy(() => load().then((page) => createLazyRoute(route.id as never)({ component: page.default })));
  }
}

export function createShellRouter(context: RouterContext, options: AppRouterOptions = {}) {
  bindRoutes();
  return createAppRouter(context, options);
}
