// Router pieces for tests and stories only: a memory history, and standalone routers for a component that is
// tested outside the app's route tree. Product code routes through the contract (routes.ts) and react.ts.
export {
  createMemoryHistory,
  createRootRoute,
  createRootRouteWithContext,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
export { staticSession } from './session';
