import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatIDR } from '@nusa/i18n/format';
import type { LandingPage } from '../model/promotion';
import styles from './promotion-detail.module.css';

type Method = LandingPage['payment_methods'][number];
type Channel = LandingPage['payment_channels'][number];

const METHODS: Record<Method, MessageDescriptor> = {
  virtual_account: msg`Virtual Account`,
  e_wallet: msg`e-wallet`,
  qris: msg`QRIS`,
  credit_card: msg`kartu kredit`,
  pay_at_hotel: msg`bayar di hotel`,
};

/** Brand names, the same in both languages. */
const CHANNELS: Record<Channel, string> = {
  bca: 'BCA',
  mandiri: 'Mandiri',
  bni: 'BNI',
  bri: 'BRI',
  permata: 'Permata',
  gopay: 'GoPay',
  ovo: 'OVO',
  dana: 'DANA',
  shopeepay: 'ShopeePay',
};

/**
 * The rules of the code, as the cart applies them (apps/api modules/carts/promo.ts): the discount (a percentage
 * with its cap, or a fixed amount), the minimum transaction, and the bank or payment method it is for.
 */
export function PromotionRules({ promotion }: { promotion: LandingPage }) {
  const { t } = useLingui();
  const { discount_percent: percent, max_discount: cap, discount_amount: amount } = promotion;
  const min = promotion.min_transaction;
  const channels = promotion.payment_channels.map((c) => CHANNELS[c]).join(', ');
  const methods = promotion.payment_methods.map((m) => t(METHODS[m])).join(', ');
  return (
    <section aria-labelledby="promotion-rules-title">
      <h2 id="promotion-rules-title" className={styles.sectionTitle}>
        <Trans>Ketentuan kode</Trans>
      </h2>
      <dl className={styles.rules}>
        <div>
          <dt>
            <Trans>Diskon</Trans>
          </dt>
          <dd>
            {percent !== null && cap !== null ? (
              <Trans>
                {percent}%, maksimal {formatIDR(cap)}
              </Trans>
            ) : percent !== null ? (
              <Trans>{percent}%</Trans>
            ) : amount !== null ? (
              <Trans>Potongan {formatIDR(amount)}</Trans>
            ) : (
              <Trans>Lihat syarat dan ketentuan</Trans>
            )}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Minimal transaksi</Trans>
          </dt>
          <dd>{min !== null ? formatIDR(min) : <Trans>Tanpa minimal transaksi</Trans>}</dd>
        </div>
        <div>
          <dt>
            <Trans>Metode pembayaran</Trans>
          </dt>
          <dd>
            {methods && channels ? (
              <Trans>
                Khusus {methods} {channels}
              </Trans>
            ) : methods ? (
              <Trans>Khusus {methods}</Trans>
            ) : channels ? (
              <Trans>Khusus {channels}</Trans>
            ) : (
              <Trans>Semua metode pembayaran</Trans>
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}
