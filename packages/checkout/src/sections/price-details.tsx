import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatIDR } from '@nusa/i18n/format';
import layout from '@nusa/ui-kit/page-layout.module.css';
import styles from '../checkout.module.css';
import type { Cart } from '../model/types';

/** Room price, taxes and fees, the promo's discount and the total to pay, in rupiah (`Rp 1.234.567`). */
export function PriceDetails({ cart, headingId }: { cart: Cart; headingId: string }) {
  const { t } = useLingui();
  const prices = cart.price_details;
  const item = cart.items[0];
  const rooms = item?.rooms ?? 1;
  const nights = item?.nights ?? 1;
  const discount = formatIDR(prices.promo_discount);
  return (
    <section className={layout.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={layout.sectionTitle}>
        <Trans>Rincian harga</Trans>
      </h2>
      <dl className={styles.prices}>
        <dt>{t({ message: plural(nights, { other: `Harga kamar (${rooms} kamar × # malam)` }) })}</dt>
        <dd>{formatIDR(prices.room_total)}</dd>
        <dt>
          <Trans>Pajak dan biaya</Trans>
        </dt>
        <dd>{formatIDR(prices.taxes_and_fees)}</dd>
        {prices.promo_discount > 0 ? (
          <>
            <dt>
              <Trans>Diskon promo</Trans>
            </dt>
            <dd className={styles.discount}>-{discount}</dd>
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
