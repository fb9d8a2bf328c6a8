import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@nusa/api-client/errors';
import { cartQuery, cartsKeys } from '@nusa/api-client/queries/carts';
import { memberQuery } from '@nusa/api-client/queries/members';
import { useSession } from '@nusa/router/react';
import { Skeleton } from '@nusa/ui-kit/skeleton';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import styles from './checkout.module.css';
import { CheckoutForm } from './checkout-form';
import { Confirmation } from './confirmation';
import { Countdown } from './countdown';
import type { CartBody } from './model/types';
import { CartLoadError, CartNotFound, ExpiredNotice, PriceChangeNotice } from './notices';
import { PaymentMethods } from './payment-methods';

// The payment page, with the QR code library, loads when a payment is there to show.
const PaymentView = lazy(() => import('./payment/payment-view').then((m) => ({ default: m.PaymentView })));

type Step = 'details' | 'methods' | 'paying';

/**
 * One cart's checkout, resumed from its id: the details form, then the payment methods, then the payment page,
 * all on /checkout?cart=<id>. The cart decides what shows: paid → the confirmation; expired (or its hold ran out
 * while the page was open) → the booking-expired notice; a payment on its way → its payment page.
 */
/** How old an answer may be and still count as the one the page just fetched. */
const JUST_FETCHED_MS = 3_000;

export function CartCheckout({ cartId }: { cartId: string }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { memberId } = useSession();
  // The page asked for the cart a moment ago (checkout-page.tsx): an answer this fresh is not asked for again.
  const cart = useQuery({ ...cartQuery(cartId), staleTime: JUST_FETCHED_MS });
  const member = useQuery({ ...memberQuery(memberId ?? 0), enabled: memberId !== null });
  const [step, setStep] = useState<Step | null>(null);
  const [holdOver, setHoldOver] = useState(false);

  // Answers arrive through useSyncExternalStore, whose updates React renders synchronously: the whole booking form
  // would be built in one long task when the cart lands, blocking input on a slow phone (Lighthouse's TBT). Deferred
  // copies render the arrivals in a background pass that yields every few milliseconds; the skeleton (or the
  // previous answer) stays until it is done. The hotel pages do the same with theirs.
  const cartAnswer = useDeferredValue(cart.data);
  const receivedAt = useDeferredValue(cart.dataUpdatedAt);
  const memberAnswer = useDeferredValue(member.data);
  const memberPending = memberId !== null && memberAnswer === undefined && !member.isError;

  const setCart = (body: CartBody) => queryClient.setQueryData(cartQuery(cartId).queryKey, body);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: cartsKeys.cart(cartId) });

  // A failed cart request first (a query in error is never pending, so this is the order it always had).
  if (cart.isError) {
    const status = isApiError(cart.error) ? cart.error.status : 0;
    if (status === 404 || status === 400) return <CartNotFound />;
    return <CartLoadError onRetry={() => void cart.refetch()} retrying={cart.isFetching} />;
  }
  if (!cartAnswer || (memberPending && !cartAnswer.data.contact))
    return (
      // aria-busy: the page-level placeholder that keeps the server's loading shell up (apps/web landing-shell.ts).
      <div className={styles.stack} aria-hidden="true" aria-busy="true">
        <Skeleton height={180} />
        <Skeleton height={320} />
      </div>
    );

  const data = cartAnswer.data;
  const payment = data.payment;
  // Pay at hotel is confirmed as soon as it is chosen: its booking code comes with the payment.
  if (data.status === 'paid' || (payment?.method === 'pay_at_hotel' && payment.booking_code))
    return <Confirmation cart={data} />;
  const current: Step = step ?? (payment ? 'paying' : 'details');
  if (current === 'paying' && payment)
    return (
      <Suspense fallback={<Skeleton height={320} />}>
        <PaymentView cart={data} cartReceivedAt={receivedAt} onChooseAnother={() => setStep('methods')} />
      </Suspense>
    );
  if (data.status === 'expired' || holdOver) return <ExpiredNotice cart={data} />;

  return (
    <>
      <Countdown
        label={t`Selesaikan pemesanan dalam`}
        deadline={{ expiresAt: data.expires_at, serverTime: data.server_time, receivedAt }}
        onEnd={() => {
          setHoldOver(true);
          refresh();
        }}
      />
      {data.price_change ? <PriceChangeNotice change={data.price_change} /> : null}
      {current === 'methods' ? (
        <PaymentMethods
          cart={data}
          onPayment={() => setStep('paying')}
          onBack={() => setStep('details')}
          onInactive={refresh}
        />
      ) : (
        <CheckoutForm
          cart={data}
          receivedAt={receivedAt}
          member={memberAnswer?.data}
          onCart={setCart}
          onInactive={refresh}
          onContinue={() => setStep('methods')}
        />
      )}
    </>
  );
}
