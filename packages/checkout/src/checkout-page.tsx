import { startInTurn } from '@nusa/api-client/in-turn';
import { cartQuery } from '@nusa/api-client/queries/carts';
import { memberQuery } from '@nusa/api-client/queries/members';
import { useSearch, useSession } from '@nusa/router/react';
// The Register declaration, which types every Link and navigate of the app.
import type {} from '@nusa/router/router';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { WithCheckoutCatalog } from './checkout-catalog';

// The page's own chunk stays tiny (not even a stylesheet) and the view (forms, validation, dates) is a second one,
// fetched alongside the catalog: the shell's entry lists every file a page's chunk imports, for preloading, and
// the view's dozen files would otherwise be written into the first route's JavaScript.
const loadView = () => import('./checkout-view');
const CheckoutView = lazy(() => loadView().then((m) => ({ default: m.CheckoutView })));

/**
 * The checkout (`/checkout`, a guarded route: a guest signs in first and comes back here). Lazy, with its copy:
 * nothing here is on the first route.
 */
export function CheckoutPage() {
  const cartId = useSearch({ from: '/checkout' }).cart;
  const { memberId } = useSession();
  const queryClient = useQueryClient();
  useEffect(() => {
    void loadView();
  }, []);
  // The cart and the member (the contact form's prefill) are asked for now, beside the view's chunk and the
  // catalog, not after them: on a slow network the checkout's first content otherwise waits for three round trips
  // in a row. The view's queries find them in flight or just answered.
  // One task each (api-client README), not both in this commit's task.
  useEffect(() => {
    if (!cartId) return;
    return startInTurn([
      () => queryClient.prefetchQuery(cartQuery(cartId)),
      () => (memberId === null ? undefined : queryClient.prefetchQuery(memberQuery(memberId))),
    ]);
  }, [cartId, memberId, queryClient]);
  const waiting = <main aria-busy="true" />;
  return (
    <WithCheckoutCatalog fallback={waiting}>
      <Suspense fallback={waiting}>
        <CheckoutView />
      </Suspense>
    </WithCheckoutCatalog>
  );
}

export default CheckoutPage;
