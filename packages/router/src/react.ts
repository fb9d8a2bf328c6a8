// The one door to routing for features and the shell: TanStack Router's React API, typed by the Register
// declaration in router.ts, plus the session hook. Importing @tanstack/react-router anywhere but this package is a
// lint error (tooling/lint/check-boundaries.mjs), so a router upgrade or a wrapper changes one place.
import { useRouter } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import type { RouterContext } from './routes';

export {
  type AnyRoute,
  createLazyRoute,
  type ErrorComponentProps,
  getRouteApi,
  Link,
  type LinkProps,
  notFound,
  Outlet,
  type ParsedLocation,
  RouterProvider,
  type RouteComponent,
  redirect,
  rootRouteId,
  useCanGoBack,
  useLocation,
  useMatch,
  useNavigate,
  useRouter,
  useRouterState,
  useSearch,
} from '@tanstack/react-router';

/** The session of the router context, re-rendering the caller when the member signs in or out. */
export function useSession(): { token: string | null; memberId: number | null; signedIn: boolean } {
  const { session } = useRouter().options.context as RouterContext;
  const token = useSyncExternalStore(session.subscribe, session.token, session.token);
  const memberId = useSyncExternalStore(session.subscribe, session.memberId, session.memberId);
  return { token, memberId, signedIn: token !== null };
}
