import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { components } from '@nusa/api-client/schema';
import { formatIDR } from '@nusa/i18n/format';
import layout from '@nusa/ui-kit/page-layout.module.css';
import styles from '../account.module.css';

type Prices = components['schemas']['BookingPriceDetails'];

/**
 * The booking's price details. Rows that do not apply to this booking are absent, not zero: discounts, service and
 * instalment fees only when charged; shipping never (hotels ship nothing).
 */
export function PriceSection({ prices }: { prices: Prices }) {
  const { t } = useLingui();
  return (
    <section className={layout.section} aria-labelledby="booking-prices">
      <h2 id="booking-prices" className={layout.sectionTitle}>
        <Trans>Rincian harga</Trans>
      </h2>
      <dl className={styles.prices}>
        <dt>
          <Trans>Subtotal</Trans>
        </dt>
        <dd>{formatIDR(prices.subtotal)}</dd>
        <dt>
          <Trans>Pajak dan biaya</Trans>
        </dt>
        <dd>{formatIDR(prices.taxes_and_fees)}</dd>
        {prices.promo_discount > 0 ? (
          <>
            <dt>
              <Trans>Diskon promo</Trans>
            </dt>
            <dd className={styles.discount}>-{formatIDR(prices.promo_discount)}</dd>
          </>
        ) : null}
        {prices.voucher_discount > 0 ? (
          <>
            <dt>
              <Trans>Diskon voucher</Trans>
            </dt>
            <dd className={styles.discount}>-{formatIDR(prices.voucher_discount)}</dd>
          </>
        ) : null}
        {prices.service_fee > 0 ? (
          <>
            <dt>
              <Trans>Biaya layanan</Trans>
            </dt>
            <dd>{formatIDR(prices.service_fee)}</dd>
          </>
        ) : null}
        {prices.installment_tenor ? (
          <>
            <dt>{t({ message: plural(prices.installment_tenor, { other: 'Biaya cicilan (# bulan)' }) })}</dt>
            <dd>{formatIDR(prices.installment_fee)}</dd>
          </>
        ) : null}
        <dt className={styles.total}>
          <Trans>Total pembayaran</Trans>
        </dt>
        <dd className={styles.total}>{formatIDR(prices.total)}</dd>
      </dl>
    </section>
  );
}
