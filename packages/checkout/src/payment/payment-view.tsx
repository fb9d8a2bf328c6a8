import { Trans, useLingui } from '@lingui/react/macro';
import { PAYMENT_CHANNEL_NAMES } from '@nusa/api-client/payment-channels';
import { bookingsKeys } from '@nusa/api-client/queries/bookings';
import { cartsKeys, paymentQuery } from '@nusa/api-client/queries/carts';
import { formatIDR } from '@nusa/i18n/format';
import { formatJakartaInstant } from '@nusa/i18n/instant';
import { Button } from '@nusa/ui-kit/button';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import layout from '@nusa/ui-kit/page-layout.module.css';
import styles from '../checkout.module.css';
import { Countdown } from '../countdown';
import { langOf } from '../messages';
import { safeExternalUrl } from '../model/checkout-model';
import { remainingMs } from '../model/countdown';
import type { Cart, Payment } from '../model/types';
import { useBackToHotel } from '../notices';
import { methodName } from '../payment-names';
import { CopyNumber } from './copy-number';
import { PaymentGuides } from './payment-guides';
import { QrisCode } from './qris-code';

export interface PaymentViewProps {
  cart: Cart;
  /** When the cart's answer arrived (to tell whether its hold still runs). */
  cartReceivedAt: number;
  /** Back to the payment methods (another method while the hold lasts). */
  onChooseAnother: () => void;
}

/**
 * The payment page of the cart's latest payment: what to pay and how (virtual account number and the bank's
 * guides, the QRIS code, the e-wallet's app or page, the card's 3-D Secure page), the time left, and its status,
 * polled (GET /api-payments/{id}) until it is paid, failed or expired. Paid: the cart is read again and the
 * page shows the confirmation. Loaded with this page only (it brings the QR code library).
 */
export function PaymentView({ cart, cartReceivedAt, onChooseAnother }: PaymentViewProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const headingId = useId();
  const first = cart.payment as Payment;
  const query = useQuery({
    ...paymentQuery(cart.id, first.id),
    initialData: { data: first },
    initialDataUpdatedAt: cartReceivedAt,
  });
  const payment = query.data.data;
  const receivedAt = query.dataUpdatedAt;
  const status = payment.status;

  useEffect(() => {
    if (status === 'pending') return;
    // The cart follows its payment: paid → the confirmation; failed or expired → whether the hold still runs.
    void queryClient.invalidateQueries({ queryKey: cartsKeys.cart(cart.id), exact: false });
    if (status === 'paid') void queryClient.invalidateQueries({ queryKey: bookingsKeys.lists() });
  }, [status, cart.id, queryClient]);

  if (status === 'failed' || status === 'expired')
    return (
      <PaymentFailed
        cart={cart}
        cartReceivedAt={cartReceivedAt}
        payment={payment}
        onChooseAnother={onChooseAnother}
      />
    );

  const amount = formatIDR(payment.amount);
  const until = formatJakartaInstant(payment.expires_at, langOf(i18n));
  const method = methodName(i18n, payment.method);
  const channel = payment.channel ? PAYMENT_CHANNEL_NAMES[payment.channel] : method;
  const instructions = payment.instructions;
  const redirect = safeExternalUrl(payment.redirect_url);
  const deeplink = safeExternalUrl(payment.deeplink_url);

  return (
    <section className={styles.stack} aria-labelledby={headingId}>
      <h2 id={headingId} className={layout.sectionTitle}>
        <Trans>Selesaikan pembayaran</Trans>
      </h2>
      <Countdown
        label={t`Bayar sebelum waktu habis`}
        deadline={{ expiresAt: payment.expires_at, serverTime: payment.server_time, receivedAt }}
        onEnd={() => void query.refetch()}
      />
      <div className={layout.section}>
        <dl className={styles.prices}>
          <dt>
            <Trans>Total pembayaran</Trans>
          </dt>
          <dd className={styles.amount}>{amount}</dd>
          <dt>
            <Trans>Metode</Trans>
          </dt>
          <dd>{payment.channel ? `${method} ${channel}` : method}</dd>
          <dt>
            <Trans>Batas waktu</Trans>
          </dt>
          <dd>{until}</dd>
        </dl>
      </div>
      {payment.method === 'virtual_account' && instructions?.account_number ? (
        <div className={layout.section}>
          <h3 className={styles.hotelName}>{instructions.title}</h3>
          <p className={styles.muted}>
            <Trans>Nomor virtual account</Trans>
            {instructions.bank_name ? ` · ${instructions.bank_name}` : null}
          </p>
          <CopyNumber value={instructions.account_number} label={t`nomor virtual account`} />
          {instructions.account_holder ? (
            <p className={styles.muted}>
              <Trans>Atas nama</Trans> {instructions.account_holder}
            </p>
          ) : null}
          {instructions.guides.length ? (
            <>
              <h3 className={styles.hotelName}>
                <Trans>Cara membayar</Trans>
              </h3>
              <PaymentGuides guides={instructions.guides} headingLevel={4} />
            </>
          ) : null}
        </div>
      ) : null}
      {payment.method === 'qris' && payment.qr_string ? (
        <div className={layout.section}>
          <h3 className={styles.hotelName}>{instructions?.title ?? 'QRIS'}</h3>
          <QrisCode value={payment.qr_string} label={t`Kode QR QRIS untuk membayar ${amount}`} />
          <p className={styles.muted}>
            <Trans>Pindai dengan aplikasi bank atau dompet digital apa pun yang mendukung QRIS.</Trans>
          </p>
        </div>
      ) : null}
      {payment.method === 'e_wallet' && (deeplink || redirect) ? (
        // The links in their own box: the card is ui-kit's section, whose gap and direction the links' row must
        // not override on the same element (see ui-kit's page-layout.module.css).
        <div className={layout.section}>
          <div className={styles.actions}>
            {deeplink ? (
              <a className={styles.buttonLink} href={deeplink}>
                <Trans>Buka {channel}</Trans>
              </a>
            ) : null}
            {redirect ? (
              <a className={styles.link} href={redirect} rel="noreferrer">
                <Trans>Bayar lewat halaman {channel}</Trans>
              </a>
            ) : null}
          </div>
        </div>
      ) : null}
      {payment.method === 'credit_card' && redirect ? (
        <div className={layout.section}>
          <p>
            <Trans>
              Lanjutkan ke halaman bank Anda untuk memasukkan kartu dan kode verifikasi (3-D Secure).
            </Trans>
          </p>
          <a className={styles.buttonLink} href={redirect} rel="noreferrer">
            <Trans>Bayar dengan kartu</Trans>
          </a>
        </div>
      ) : null}
      {instructions?.steps.length ? (
        <div className={layout.section}>
          <h3 className={styles.hotelName}>
            <Trans>Langkah pembayaran</Trans>
          </h3>
          <ol className={styles.steps}>
            {instructions.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
      ) : null}
      <p className={styles.muted} role="status">
        {query.isFetching ? (
          <Trans>Memeriksa status pembayaran…</Trans>
        ) : (
          <Trans>Menunggu pembayaran. Halaman ini diperbarui otomatis setelah pembayaran diterima.</Trans>
        )}
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" loading={query.isFetching} onClick={() => void query.refetch()}>
          <Trans>Cek status pembayaran</Trans>
        </Button>
        <Button variant="ghost" onClick={onChooseAnother}>
          <Trans>Ganti metode pembayaran</Trans>
        </Button>
      </div>
    </section>
  );
}

function PaymentFailed({
  cart,
  cartReceivedAt,
  payment,
  onChooseAnother,
}: {
  cart: Cart;
  cartReceivedAt: number;
  payment: Payment;
  onChooseAnother: () => void;
}) {
  const back = useBackToHotel(cart);
  // Another method is offered only while the room is still held for the member.
  const holdOn =
    cart.status === 'active' &&
    remainingMs(cart.expires_at, cart.server_time, cartReceivedAt, Date.now()) > 0;
  return (
    <section className={styles.stack} role="alert">
      <h2 className={layout.sectionTitle}>
        {payment.status === 'failed' ? (
          <Trans>Pembayaran gagal</Trans>
        ) : (
          <Trans>Waktu pembayaran habis</Trans>
        )}
      </h2>
      <p>
        {holdOn ? (
          <Trans>
            Pembayaran Anda belum diterima. Kamar masih ditahan untuk Anda: pilih metode pembayaran lain.
          </Trans>
        ) : (
          <Trans>
            Pembayaran Anda belum diterima dan kamar tidak lagi ditahan. Silakan mulai pesanan baru.
          </Trans>
        )}
      </p>
      {holdOn ? (
        <Button onClick={onChooseAnother}>
          <Trans>Pilih metode lain</Trans>
        </Button>
      ) : (
        <Button onClick={() => void back()}>
          <Trans>Mulai pesanan baru</Trans>
        </Button>
      )}
    </section>
  );
}
