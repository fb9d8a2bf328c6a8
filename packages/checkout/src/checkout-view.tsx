import { Trans } from '@lingui/react/macro';
import { useSearch } from '@nusa/router/react';
import { CartCheckout } from './cart-checkout';
import layout from '@nusa/ui-kit/page-layout.module.css';
import { StartCheckout } from './start-checkout';

/** The checkout's content: a new cart for the hotel page's choice, or the cart the URL names. */
export function CheckoutView() {
  const search = useSearch({ from: '/checkout' });
  return (
    <main className={layout.page}>
      <h1 className={layout.title}>
        <Trans>Pemesanan Hotel</Trans>
      </h1>
      {search.cart ? (
        <CartCheckout key={search.cart} cartId={search.cart} />
      ) : (
        <StartCheckout search={search} />
      )}
    </main>
  );
}
