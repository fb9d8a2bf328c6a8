import { Trans, useLingui } from '@lingui/react/macro';
import { staySearchOf } from '@nusa/api-client/stay';
import { formatIDR } from '@nusa/i18n/format';
import { Link, useNavigate } from '@nusa/router/react';
import { Button } from '@nusa/ui-kit/button';
import { EmptyState } from '@nusa/ui-kit/empty-state';
import { Icon } from '@nusa/ui-kit/icon';
import { useEffect } from 'react';
import styles from './checkout.module.css';
import { hotelParamsOf, stayOfItem } from './model/checkout-model';
import { dropDraft } from './model/session-store';
import type { Cart } from './model/types';

const HOTEL_ROUTE = '/hotel/product/{-$country}/{-$city}/{-$area}/{-$slug}/{-$id}' as const;

/** Back to the cart's hotel with the same stay, where a new order starts. */
export function useBackToHotel(cart: Cart) {
  const navigate = useNavigate();
  const item = cart.items[0];
  return () =>
    item
      ? navigate({
          to: HOTEL_ROUTE,
          params: hotelParamsOf(item.hotel),
          search: staySearchOf(stayOfItem(item)),
        })
      : navigate({ to: '/' });
}

/** The spec's booking-expired notice: the hold is over, the member must start a new order. */
export function ExpiredNotice({ cart }: { cart: Cart }) {
  const { t } = useLingui();
  const back = useBackToHotel(cart);
  // The hold is over: nothing the member typed for it is kept.
  useEffect(() => dropDraft(cart.id), [cart.id]);
  return (
    <div role="alert">
      <EmptyState
        illustration={<Icon name="alert" size={48} />}
        title={t`Pemesanan kedaluwarsa`}
        description={t`Waktu untuk menyelesaikan pemesanan ini sudah habis dan kamar tidak lagi ditahan untuk Anda. Silakan mulai pesanan baru.`}
        action={
          <Button onClick={() => void back()}>
            <Trans>Mulai pesanan baru</Trans>
          </Button>
        }
      />
    </div>
  );
}

/** The held price differs from the one the hotel's page showed (the spec's publishRateChanged): said before paying. */
export function PriceChangeNotice({ change }: { change: NonNullable<Cart['price_change']> }) {
  const before = formatIDR(change.shown_price_per_night);
  const now = formatIDR(change.price_per_night);
  return (
    <div className={styles.notice} role="status">
      <Icon name="info" />
      <div>
        <p>
          <strong>
            <Trans>Harga kamar berubah</Trans>
          </strong>
        </p>
        <p>
          <Trans>
            Harga per kamar per malam sekarang {now} (sebelumnya {before}). Rincian harga di bawah sudah
            memakai harga terbaru.
          </Trans>
        </p>
      </div>
    </div>
  );
}

/** Another member's cart, or one that never existed (a mistyped or foreign link). */
export function CartNotFound() {
  const { t } = useLingui();
  return (
    <EmptyState
      title={t`Pesanan tidak ditemukan`}
      description={t`Pesanan ini tidak ada atau milik akun lain. Pastikan Anda masuk dengan akun yang membuatnya.`}
      action={
        <Link to="/" className={styles.link}>
          <Trans>Kembali ke Beranda</Trans>
        </Link>
      }
    />
  );
}

/** The cart could not be read (network, server): try again. */
export function CartLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div className={styles.stack} role="alert">
      <p>
        <Trans>Pesanan tidak dapat dimuat. Periksa koneksi Anda, lalu coba lagi.</Trans>
      </p>
      <Button variant="secondary" loading={retrying} onClick={onRetry}>
        <Trans>Coba lagi</Trans>
      </Button>
    </div>
  );
}
