import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '@nusa/api-client/errors';
import { applyPromoCode } from '@nusa/api-client/queries/carts';
import { formatIDR } from '@nusa/i18n/format';
import { Button } from '@nusa/ui-kit/button';
import { TextField } from '@nusa/ui-kit/text-field';
import { useMutation } from '@tanstack/react-query';
import { type KeyboardEvent, useState } from 'react';
import layout from '@nusa/ui-kit/page-layout.module.css';
import styles from '../checkout.module.css';
import type { Cart, CartBody } from '../model/types';

/**
 * Apply or remove a promo code. Not a form of its own (it sits inside the checkout form): Enter in the field
 * applies the code instead of sending the checkout. The API's refusal (422 `errors.promo_code`: unknown, not
 * started, ended, minimum not met, not for this hotel) shows under the field as the server words it.
 */
export function PromoCode({
  cart,
  onCart,
  onInactive,
  headingId,
}: {
  cart: Cart;
  /** The repriced cart the API answered. */
  onCart: (body: CartBody) => void;
  /** 409: the cart is no longer active (expired or paid); the page refetches it. */
  onInactive: () => void;
  headingId: string;
}) {
  const { t } = useLingui();
  const [code, setCode] = useState('');
  const [error, setErrorText] = useState<string>();
  // What the last attempt did, for screen readers: the field's error alone is only read when the field is.
  const [said, setSaid] = useState('');
  const setError = (text: string) => {
    setErrorText(text);
    setSaid(text);
  };
  const promo = useMutation({
    mutationFn: (value: string | null) => applyPromoCode(cart.id, value),
    onSuccess: (body, value) => {
      setErrorText(undefined);
      setCode('');
      setSaid(value ? t`Kode promo ${value} dipakai.` : t`Kode promo dihapus.`);
      onCart(body);
    },
    onError: (e) => {
      if (isApiError(e) && e.status === 409) return onInactive();
      if (isApiError(e) && (e.status === 422 || e.status === 429))
        return setError(e.fieldError('promo_code') ?? e.message);
      setError(t`Kode promo gagal diproses. Periksa koneksi Anda, lalu coba lagi.`);
    },
  });
  const apply = () => {
    const value = code.trim().toUpperCase();
    if (!value) return setError(t`Masukkan kode promo`);
    promo.mutate(value);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    apply();
  };
  const applied = cart.promo;
  const appliedCode = applied?.code ?? '';
  return (
    <section className={layout.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={layout.sectionTitle}>
        <Trans>Kode promo</Trans>
      </h2>
      {applied ? (
        <div className={styles.promo}>
          <p>
            <strong>{applied.code}</strong> · {applied.title}{' '}
            <span className={styles.discount}>(-{formatIDR(applied.discount)})</span>
          </p>
          <Button
            variant="ghost"
            size="sm"
            loading={promo.isPending}
            onClick={() => promo.mutate(null)}
            aria-label={t`Hapus kode promo ${appliedCode}`}
          >
            <Trans>Hapus</Trans>
          </Button>
          {applied.restricted_to ? (
            <p className={styles.muted}>
              <Trans>Promo ini hanya berlaku untuk metode pembayaran tertentu.</Trans>
            </p>
          ) : null}
        </div>
      ) : (
        <div className={styles.row}>
          <TextField
            wrapperClassName={styles.grow}
            label={t`Kode promo`}
            hideLabel
            name="promoCode"
            placeholder={t`Masukkan kode promo`}
            autoComplete="off"
            autoCapitalize="characters"
            value={code}
            maxLength={40}
            onChange={(e) => setCode(e.target.value)}
            onKeyDown={onKeyDown}
            error={error}
          />
          <Button variant="secondary" loading={promo.isPending} onClick={apply}>
            <Trans>Pakai</Trans>
          </Button>
        </div>
      )}
      {applied && error ? <p className={styles.error}>{error}</p> : null}
      <p className="nusa-visually-hidden" role="status">
        {said}
      </p>
    </section>
  );
}
