// `Cache-Control: no-store` on every answer that carries member data or tokens, so no browser, proxy or CDN cache
// keeps one for the next person on a shared phone or behind the same cache. Which operations those are comes
// from the contract, not from a list here: every operation that accepts a member's bearer token (its security
// names a scheme) and every operation of the member-facing tags: `members` hands out tokens and account details
// without one (login, register, checks, codes), and the checkout's tags have public endpoints too (the payment
// gateway's notification) that are simplest kept to the same rule. Answers setting a cookie and the development
// routes get it too.
import type { FastifyInstance, onSendHookHandler } from 'fastify';
import type { Contract, OperationSpec } from '../contract/load.ts';

const PRIVATE_TAGS = new Set(['members', 'carts', 'bookings', 'favorites', 'reviews']);
const DEV_PREFIX = '/__dev/';

function carriesMemberData(op: OperationSpec): boolean {
  const withScheme = (op.security ?? []).some(
    (requirement) =>
      requirement !== null && typeof requirement === 'object' && Object.keys(requirement).length > 0,
  );
  return withScheme || op.tags.some((tag) => PRIVATE_TAGS.has(tag));
}

const noStore: onSendHookHandler = (_request, reply, payload, done) => {
  reply.header('cache-control', 'no-store');
  done(null, payload);
};

/** Registers before the routes: the onRoute hook sees each route as it is added. */
export function registerNoStore(app: FastifyInstance, contract: Contract): void {
  const privateRoutes = new Set<string>();
  for (const op of contract.operations) {
    if (!carriesMemberData(op)) continue;
    const method = op.method.toUpperCase();
    privateRoutes.add(`${method} ${op.routePath}`);
    if (method === 'GET') privateRoutes.add(`HEAD ${op.routePath}`);
  }
  // Only the private routes pay for the hook; public answers (search, hotels) keep their caching.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const isPrivate =
      route.url.startsWith(DEV_PREFIX) ||
      methods.some((method) => privateRoutes.has(`${method} ${route.url}`));
    if (!isPrivate) return;
    const own = route.onSend;
    route.onSend = own ? [...(Array.isArray(own) ? own : [own]), noStore] : [noStore];
  });
  app.addHook('onSend', function noStoreWithCookie(_request, reply, payload, done) {
    if (reply.hasHeader('set-cookie')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
