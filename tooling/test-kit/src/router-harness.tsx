// A memory router over the real route tree (@nusa/router), configured as the app's (createAppRouter), with the
// router context the shell gives it: the query client and a session (a guest unless a test says otherwise).
// What each route renders is the harness's: the subject on the routes under test and, elsewhere, the path, so a
// test can assert where a link, a search or a guard went.

import { Outlet, RouterProvider, rootRouteId, useMatch, useRouterState } from '@nusa/router/react';
import { type AppRouter, createAppRouter } from '@nusa/router/router';
import type { Session } from '@nusa/router/session';
import { createMemoryHistory, staticSession } from '@nusa/router/testing';
import type { QueryClient } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { type ComponentType, createContext, type ReactNode, useContext } from 'react';
import {
  type RenderWithProvidersOptions,
  type RenderWithProvidersResult,
  renderWithProviders,
} from './providers';
import { createTestQueryClient } from './query-client';

export interface RouteHarnessOptions {
  /** Where the memory history starts; '/' by default. */
  path?: string | undefined;
  /** The router context's session; `staticSession()` (a guest) by default. */
  session?: Session | undefined;
  /** Route ids (`'/hotel/search/{-$slug}'`) on which the subject renders; every route when omitted. */
  routeIds?: readonly string[] | undefined;
  /**
   * The subject is the root route's component, a layout that renders the matched route through its `<Outlet />`,
   * where `outlet` renders (nothing when omitted). The shell's layout stories use it.
   */
  layout?: boolean | undefined;
  outlet?: ComponentType | undefined;
  /** What an unknown path renders; the path (`elsewhere`) by default. */
  notFound?: (() => ReactNode) | undefined;
  /** What the routes not under test render; `<p>Halaman lain: {pathname}</p>` by default. */
  elsewhere?: ((pathname: string) => ReactNode) | undefined;
}

interface Slots {
  subject: ReactNode;
  routeIds?: readonly string[] | undefined;
  layout?: boolean | undefined;
  outlet?: ComponentType | undefined;
  elsewhere: (pathname: string) => ReactNode;
}

const otherPage = (pathname: string) => <p>Halaman lain: {pathname}</p>;

// Read through context rather than baked into the router, so a re-render with new props (a story's new args)
// reaches the subject without a new router.
const SlotsContext = createContext<Slots>({ subject: null, elsewhere: otherPage });

function HarnessRoute() {
  const { subject, routeIds, layout, outlet: OutletPage, elsewhere } = useContext(SlotsContext);
  const routeId = useMatch({ strict: false, select: (match) => match.routeId });
  const leafId = useRouterState({ select: (s) => s.matches[s.matches.length - 1]?.routeId ?? '' });
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  if (layout) {
    if (routeId === rootRouteId) return subject;
    return OutletPage ? <OutletPage /> : null;
  }
  // The root, and any parent route, leave the page (or the not-found component) to their outlet.
  if (routeId === rootRouteId || routeId !== leafId) return <Outlet />;
  return !routeIds || routeIds.includes(leafId) ? subject : elsewhere(pathname);
}

function HarnessNotFound() {
  const { elsewhere } = useContext(SlotsContext);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return elsewhere(pathname);
}

/** The app's router on a memory history, rendering what the harness's slots say. */
export function createHarnessRouter({
  queryClient,
  path = '/',
  session = staticSession(),
  notFound = HarnessNotFound,
}: Pick<RouteHarnessOptions, 'path' | 'session' | 'notFound'> & { queryClient: QueryClient }): AppRouter {
  const router = createAppRouter(
    { queryClient, session },
    { history: createMemoryHistory({ initialEntries: [path] }) },
  );
  router.update({
    ...router.options,
    defaultComponent: HarnessRoute,
    defaultNotFoundComponent: notFound,
    // A hover would preload the next route's loaders, adding requests that a test counts.
    defaultPreload: false,
  });
  return router;
}

export function HarnessRouter({
  router,
  subject,
  routeIds,
  layout,
  outlet,
  elsewhere = otherPage,
}: Omit<RouteHarnessOptions, 'path' | 'session' | 'notFound'> & { router: AppRouter; subject: ReactNode }) {
  return (
    <SlotsContext value={{ subject, routeIds, layout, outlet, elsewhere }}>
      <RouterProvider router={router} />
    </SlotsContext>
  );
}

export type RenderRouteOptions = RouteHarnessOptions & RenderWithProvidersOptions;

/**
 * Renders `subject` in the providers and the router harness, and waits for the first navigation (loaders,
 * guards) to settle. `renderRoute(<ResultsPage />, { path, routeIds: RESULTS_ROUTE_IDS, store, i18n })`.
 */
export async function renderRoute(
  subject: ReactNode,
  options: RenderRouteOptions = {},
): Promise<RenderWithProvidersResult & { router: AppRouter }> {
  const { path, session, notFound, routeIds, layout, outlet, elsewhere, ...providers } = options;
  const queryClient = providers.queryClient ?? createTestQueryClient();
  const router = createHarnessRouter({ queryClient, path, session, notFound });
  const view = renderWithProviders(
    <HarnessRouter
      router={router}
      subject={subject}
      routeIds={routeIds}
      layout={layout}
      outlet={outlet}
      elsewhere={elsewhere}
    />,
    { ...providers, queryClient },
  );
  await act(() => router.load());
  return { ...view, router };
}
