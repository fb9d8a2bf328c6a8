import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '@nusa/api-client/errors';
import { PAYMENT_CHANNEL_NAMES } from '@nusa/api-client/payment-channels';
import { cartQuery, createPayment, paymentQuery } from '@nusa/api-client/queries/carts';
import { formatIDR } from '@nusa/i18n/format';
import { Button } from '@nusa/ui-kit/button';
import { Select } from '@nusa/ui-kit/select';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import layout from '@nusa/ui-kit/page-layout.module.css';
import styles from './checkout.module.css';
import {
  amountOf,
  choiceKey,
  type PaymentChoice,
  paymentRequestOf,
  promoAllows,
} from './model/checkout-model';
import { newIdempotencyKey } from './model/session-store';
import type { Cart, Payment } from './model/types';
import { methodName } from './payment-names';

export interface PaymentMethodsProps {
  cart: Cart;
  /** The payment was created: on to its page. */
  onPayment: (payment: Payment) => void;
  /** Back to the booking details. */
  onBack: () => void;
  /** 409 other than a price change (the hold ended, paid elsewhere): the page reads the cart again. */
  onInactive: () => void;
}

/**
 * The cart's payment options (the contract's payment_options) grouped by method, one choice at a time: a bank's
 * virtual account, an e-wallet, QRIS, a card (in full or in instalments) and pay at hotel when every room allows
 * it. Paying sends the total the member sees, with an Idempotency-Key kept while the same payment is retried.
 */
export function PaymentMethods({ cart, onPayment, onBack, onInactive }: PaymentMethodsProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const headingId = useId();
  const [choice, setChoice] = useState<PaymentChoice | null>(null);
  const [message, setMessage] = useState<{ text: string; tone: 'info' | 'danger' }>();
  // The key of the payment being attempted: a retry of the same request sends it again, so a payment that was
  // made while its answer was lost is answered again rather than made twice; another choice gets a new key.
  const attempt = useRef<{ body: string; key: string } | null>(null);

  const pay = useMutation({
    mutationFn: async (current: PaymentChoice) => {
      const body = paymentRequestOf(cart, current);
      const signature = JSON.stringify(body);
      if (attempt.current?.body !== signature)
        attempt.current = { body: signature, key: newIdempotencyKey() };
      return createPayment(body, { idempotencyKey: attempt.current.key });
    },
    onSuccess: ({ data: payment }) => {
      attempt.current = null;
      queryClient.setQueryData(paymentQuery(cart.id, payment.id).queryKey, { data: payment });
      queryClient.setQueryData(cartQuery(cart.id).queryKey, (old) =>
        old ? { data: { ...old.data, payment, expires_at: payment.expires_at } } : old,
      );
      // The server's cart is the truth (pay at hotel is already a booking): read it again behind the payment page.
      void queryClient.invalidateQueries({ queryKey: cartQuery(cart.id).queryKey });
      onPayment(payment);
    },
    onError: async (error) => {
      const code = isApiError(error) ? error.code : '';
      if (code === 'price_changed') {
        attempt.current = null;
        const fresh = await queryClient.fetchQuery(cartQuery(cart.id)).catch(() => null);
        const total = fresh ? formatIDR(fresh.data.price_details.total) : '';
        setMessage({
          tone: 'info',
          text: fresh
            ? t`Harga pesanan berubah. Total yang harus dibayar sekarang ${total}. Periksa lalu bayar lagi.`
            : t`Harga pesanan berubah. Muat ulang halaman untuk melihat total terbaru.`,
        });
        return;
      }
      if (code === 'cart_expired' || code === 'cart_paid') return onInactive();
      if (code === 'payment_method_unavailable')
        return setMessage({
          tone: 'danger',
          text: t`Metode pembayaran ini tidak tersedia untuk pesanan Anda. Pilih metode lain.`,
        });
      if (code === 'promo_not_for_method')
        return setMessage({
          tone: 'danger',
          text: t`Kode promo yang dipakai tidak berlaku untuk metode ini. Pilih metode lain atau hapus promonya.`,
        });
      if (code === 'cart_incomplete') return onBack();
      setMessage({
        tone: 'danger',
        text:
          isApiError(error) && error.status >= 400 && error.status < 500
            ? error.message
            : t`Pembayaran belum dapat dibuat. Periksa koneksi Anda, lalu coba lagi.`,
      });
    },
  });

  const options = cart.payment_options;
  const chosenKey = choice ? choiceKey(choice) : '';
  const pick = (method: PaymentChoice['method'], channel: PaymentChoice['channel']) => {
    setMessage(undefined);
    setChoice({ method, channel, tenor: null });
  };
  const radio = (method: PaymentChoice['method'], channel: PaymentChoice['channel'], label: string) => {
    const allowed = promoAllows(cart, { method, channel });
    const key = choiceKey({ method, channel });
    return (
      <label key={key} className={styles.choice}>
        <input
          type="radio"
          name="paymentChoice"
          value={key}
          checked={chosenKey === key}
          disabled={!allowed}
          onChange={() => pick(method, channel)}
        />
        <span>
          {label}
          {allowed ? null : (
            <>
              {' '}
              <span className={styles.muted}>
                <Trans>(promo tidak berlaku)</Trans>
              </span>
            </>
          )}
        </span>
      </label>
    );
  };
  const amount = amountOf(cart, choice);
  const total = formatIDR(amount);

  return (
    <section className={styles.stack} aria-labelledby={headingId}>
      <h2 id={headingId} className={layout.sectionTitle}>
        <Trans>Pilih metode pembayaran</Trans>
      </h2>
      <button type="button" className={styles.linkButton} onClick={onBack}>
        <Trans>Ubah data pemesanan</Trans>
      </button>
      {options.map((option) => {
        const name = methodName(i18n, option.method);
        return (
          <fieldset key={option.method} className={`${layout.section} ${layout.fieldset}`}>
            <legend className={styles.legend}>{name}</legend>
            {option.channels.length
              ? option.channels.map((channel) =>
                  radio(option.method, channel, PAYMENT_CHANNEL_NAMES[channel]),
                )
              : radio(option.method, null, option.method === 'pay_at_hotel' ? t`Bayar saat check-in` : name)}
            {option.method === 'credit_card' &&
            choice?.method === 'credit_card' &&
            cart.installment_options.length ? (
              <Select
                label={t`Cicilan`}
                value={choice.tenor ? String(choice.tenor) : ''}
                onChange={(e) =>
                  setChoice({ ...choice, tenor: (Number(e.target.value) || null) as PaymentChoice['tenor'] })
                }
                options={[
                  { value: '', label: t`Bayar penuh` },
                  ...cart.installment_options.map((plan) => {
                    const monthly = formatIDR(plan.monthly_amount);
                    const fee = formatIDR(plan.fee);
                    return {
                      value: String(plan.tenor),
                      label: t({
                        message: plural(plan.tenor, { other: `# bulan × ${monthly} (biaya ${fee})` }),
                      }),
                    };
                  }),
                ]}
              />
            ) : null}
            {option.method === 'pay_at_hotel' ? (
              <p className={styles.muted}>
                <Trans>Pesanan langsung dikonfirmasi; Anda membayar di hotel saat check-in.</Trans>
              </p>
            ) : null}
          </fieldset>
        );
      })}
      {message ? (
        <p
          role="alert"
          className={`${styles.notice} ${message.tone === 'danger' ? styles.noticeDanger : ''}`}
        >
          {message.text}
        </p>
      ) : null}
      <Button
        size="lg"
        fullWidth
        loading={pay.isPending}
        onClick={() =>
          choice
            ? pay.mutate(choice)
            : setMessage({ tone: 'danger', text: t`Pilih salah satu metode pembayaran di atas.` })
        }
      >
        {choice?.method === 'pay_at_hotel' ? t`Pesan sekarang, bayar di hotel` : t`Bayar ${total}`}
      </Button>
    </section>
  );
}
