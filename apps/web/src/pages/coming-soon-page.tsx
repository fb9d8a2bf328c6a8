import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { PageKey } from '@nusa/router/routes';
import { Link } from '@nusa/router/react';
import styles from './page.module.css';
import { useDocumentTitle } from './use-document-title.ts';

export type ComingSoonKey = Exclude<PageKey, 'home'>;

/** What each not-yet-built page is called, so the placeholder says honestly which page is missing. */
export const PAGE_NAMES: Record<ComingSoonKey, MessageDescriptor> = {
  about: msg`Tentang Kami`,
  account: msg`Akun Saya`,
  accountHistory: msg`Riwayat Pesanan`,
  accountMyBooking: msg`Pesanan Saya`,
  accountPassword: msg`Kata Sandi & Keamanan`,
  accountProfile: msg`Profil Saya`,
  accountReview: msg`Ulasan Saya`,
  accountReviewProduct: msg`Tulis Ulasan`,
  beOurPartner: msg`Jadi Mitra Kami`,
  checkout: msg`Pemesanan Hotel`,
  download: msg`Unduh Aplikasi`,
  eformCitilink: msg`E-Form Citilink`,
  faq: msg`Pertanyaan Umum`,
  favorite: msg`Favorit`,
  favoriteV3: msg`Favorit`,
  hotel: msg`Hotel`,
  login: msg`Masuk`,
  logout: msg`Keluar`,
  productLogout: msg`Keluar`,
  privacy: msg`Kebijakan Privasi`,
  promotions: msg`Promo`,
  promotionsMobile: msg`Promo`,
  promotion: msg`Detail Promo`,
  register: msg`Daftar`,
  resetPassword: msg`Atur Ulang Kata Sandi`,
  terms: msg`Syarat & Ketentuan`,
  travelfair: msg`Travel Fair`,
  updatePassword: msg`Perbarui Kata Sandi`,
  hotelPoi: msg`Hotel di Sekitar Tempat Menarik`,
  hotelSearch: msg`Hasil Pencarian Hotel`,
  hotelCity: msg`Hotel di Kota`,
  hotelCityArea: msg`Hotel di Area`,
  hotelGroup: msg`Grup Hotel`,
  hotelProduct: msg`Detail Hotel`,
};

export function ComingSoonPage({ page }: { page: ComingSoonKey }) {
  const { t, i18n } = useLingui();
  const name = i18n._(PAGE_NAMES[page]);
  useDocumentTitle(name);
  return (
    <main className={styles.page}>
      <svg
        className={styles.art}
        viewBox="0 0 64 64"
        width="72"
        height="72"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="32" cy="32" r="26" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M32 18v15l10 6" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <p className={styles.eyebrow}>{name}</p>
      <h1 className={styles.title}>{t`Halaman ini belum tersedia`}</h1>
      <p className={styles.text}>
        {t`Halaman ${name} sedang kami siapkan dan akan segera hadir. Sementara itu, Anda bisa mencari dan memesan hotel dari beranda.`}
      </p>
      <Link to="/" className={styles.homeLink}>
        {t`Kembali ke Beranda`}
      </Link>
    </main>
  );
}
