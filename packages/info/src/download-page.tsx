import { Trans, useLingui } from '@lingui/react/macro';
import type {} from '@nusa/router/router';
import { Link } from '@nusa/router/react';
import { InfoFrame, usePageTitle } from './info-frame';
import styles from './info.module.css';

/** The store listings of the app (one place to change them). */
export const STORE_LINKS = {
  googlePlay: 'https://play.google.com/store/apps/details?id=id.nusastay.app',
  appStore: 'https://apps.apple.com/id/app/nusa-stay/id6450000001',
} as const;

/** Unduh Aplikasi (`/download`): where the download banner leads; the store badges are links with text. */
export function DownloadPage() {
  return (
    <InfoFrame>
      <DownloadView />
    </InfoFrame>
  );
}

function DownloadView() {
  const { t } = useLingui();
  usePageTitle(t`Unduh Aplikasi`);
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>
        <Trans>Unduh Aplikasi Nusa Stay</Trans>
      </h1>
      <p className={styles.lead}>
        <Trans>
          Pesan hotel lebih cepat, simpan e-voucher di ponsel, dan dapatkan kabar promo lebih dulu.
        </Trans>
      </p>
      <ul className={styles.badges} aria-label={t`Toko aplikasi`}>
        <li>
          <a className={styles.badge} href={STORE_LINKS.googlePlay} rel="noopener" target="_blank">
            <span className={styles.badgeSmall}>
              <Trans>Dapatkan di</Trans>
            </span>{' '}
            <span className={styles.badgeStore}>Google Play</span>
          </a>
        </li>
        <li>
          <a className={styles.badge} href={STORE_LINKS.appStore} rel="noopener" target="_blank">
            <span className={styles.badgeSmall}>
              <Trans>Unduh di</Trans>
            </span>{' '}
            <span className={styles.badgeStore}>App Store</span>
          </a>
        </li>
      </ul>
      <section className={styles.section} aria-labelledby="download-why">
        <h2 id="download-why" className={styles.sectionTitle}>
          <Trans>Yang Anda dapatkan di aplikasi</Trans>
        </h2>
        <ul className={styles.list}>
          <li>
            <Trans>Harga khusus member di ribuan hotel di seluruh Indonesia.</Trans>
          </li>
          <li>
            <Trans>Masuk dengan kode OTP lewat WhatsApp, tanpa perlu mengingat kata sandi.</Trans>
          </li>
          <li>
            <Trans>E-voucher dan riwayat pesanan selalu ada di ponsel, juga saat offline.</Trans>
          </li>
          <li>
            <Trans>Notifikasi promo, Travel Fair, dan pengingat batas waktu pembayaran.</Trans>
          </li>
          <li>
            <Trans>Layanan pelanggan 24 jam langsung dari aplikasi.</Trans>
          </li>
        </ul>
      </section>
      <p className={styles.text}>
        <Trans>Lebih suka lewat browser? Semua fitur juga tersedia di situs ini.</Trans>{' '}
        <Link to="/" className={styles.link}>
          <Trans>Cari hotel sekarang</Trans>
        </Link>
      </p>
    </main>
  );
}

export default DownloadPage;
