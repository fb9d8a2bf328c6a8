import { authGuard } from '@nusa/auth-otp/auth-shell';
import { type AppRouterOptions, createAppRouter } from '@nusa/router/router';
import { type PageKey, pageRoutes, type RouterContext, rootRoute } from '@nusa/router/routes';
import { type AnyRoute, createLazyRoute } from '@tanstack/react-router';
import { RootLayout } from './layout/root-layout.tsx';
import { type PageBindings, pages } from './pages.ts';
import { NotFoundPage, RouteErrorPage } from './pages/error-page.tsx';

let bound = false;

/** Routes behind the `auth` middleware: a guest gets the sign-in modal (/login) and then continues there. */
export const GUARDED_PAGES = [
  'account',
  'accountHistory',
  'accountMyBooking',
  'accountPassword',
  'accountProfile',
  'accountReview',
  'accountReviewProduct',
  'favorite',
  'favoriteV3',
  'checkout',
] as const satisfies readonly PageKey[];

/**
 * Attaches the shell to the route contract: the layout and error pages on the root route, and each page's
 * lazy component on its route. Idempotent (the route objects are module singletons shared by all routers).
 */
export function bindRoutes(bindings: PageBindings = pages): void {
  if (bound) return;
  bound = true;
  rootRoute.update({
    component: RootLayout,
    notFoundComponent: NotFoundPage,
    errorComponent: RouteErrorPage,
  });
  // `update` does not take beforeLoad; the router reads it from the options at each navigation.
  for (const key of GUARDED_PAGES)
    Object.assign((pageRoutes[key] as AnyRoute).options, { beforeLoad: authGuard });
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
