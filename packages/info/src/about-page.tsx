import { Trans, useLingui } from '@lingui/react/macro';
// The Register declaration, which types every Link and navigate of the app.
import type {} from '@nusa/router/router';
import { Link } from '@nusa/router/react';
import { InfoFrame, usePageTitle } from './info-frame';
import styles from './info.module.css';

/** Tentang Kami (`/about`): who we are and the family of products, each linked to where it lives. */
export function AboutPage() {
  return (
    <InfoFrame>
      <AboutView />
    </InfoFrame>
  );
}

function AboutView() {
  const { t } = useLingui();
  usePageTitle(t`Tentang Kami`);
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>
        <Trans>Tentang Kami</Trans>
      </h1>
      <p className={styles.lead}>
        <Trans>
          Nusa Stay adalah aplikasi pemesanan hotel dari Jakarta untuk perjalanan di seluruh Indonesia. Kami
          membantu Anda menemukan tempat menginap yang pas, dengan harga yang jelas sejak awal dan pembayaran
          yang mudah.
        </Trans>
      </p>

      <section className={styles.section} aria-labelledby="about-who">
        <h2 id="about-who" className={styles.sectionTitle}>
          <Trans>Siapa kami</Trans>
        </h2>
        <p className={styles.text}>
          <Trans>
            Kami tim kecil dari Jakarta yang percaya liburan dan perjalanan dinas seharusnya mudah
            direncanakan dari ponsel. Dari hotel bintang lima di Bali sampai penginapan keluarga di
            Yogyakarta, setiap harga yang Anda lihat sudah termasuk pajak dan biaya, dan kamar Anda ditahan
            selama Anda menyelesaikan pemesanan.
          </Trans>
        </p>
        <p className={styles.text}>
          <Trans>
            Layanan pelanggan kami siap membantu 24 jam dalam Bahasa Indonesia dan Bahasa Inggris, melalui
            menu Bantuan di aplikasi atau e-mail ke cs@nusastay.id.
          </Trans>
        </p>
      </section>

      <section className={styles.section} aria-labelledby="about-family">
        <h2 id="about-family" className={styles.sectionTitle}>
          <Trans>Keluarga Nusa Stay</Trans>
        </h2>
        <ul className={styles.cards}>
          <li className={styles.card}>
            <h3 className={styles.cardTitle}>
              <Trans>Hotel</Trans>
            </h3>
            <p className={styles.text}>
              <Trans>
                Ribuan hotel, resor, vila dan penginapan di kota-kota Indonesia, dengan harga khusus member.
              </Trans>
            </p>
            <Link to="/" className={styles.link}>
              <Trans>Cari hotel</Trans>
            </Link>
          </li>
          <li className={styles.card}>
            <h3 className={styles.cardTitle}>
              <Trans>Tiket pesawat Citilink</Trans>
            </h3>
            <p className={styles.text}>
              <Trans>
                Kirim permintaan tiket lewat e-form; layanan pelanggan kami menghubungi Anda dengan penawaran.
              </Trans>
            </p>
            <Link to="/eform-citilink" className={styles.link}>
              <Trans>Isi e-form penerbangan</Trans>
            </Link>
          </li>
          <li className={styles.card}>
            <h3 className={styles.cardTitle}>
              <Trans>Promo</Trans>
            </h3>
            <p className={styles.text}>
              <Trans>Kode diskon, promo bank dan Travel Fair dengan potongan harga di hotel mitra.</Trans>
            </p>
            <Link to="/promotions" className={styles.link}>
              <Trans>Lihat promo</Trans>
            </Link>
          </li>
          <li className={styles.card}>
            <h3 className={styles.cardTitle}>
              <Trans>Program mitra</Trans>
            </h3>
            <p className={styles.text}>
              <Trans>Hotel, maskapai, operator tur dan pemasar yang ingin tumbuh bersama Nusa Stay.</Trans>
            </p>
            <Link to="/be-our-partner" className={styles.link}>
              <Trans>Jadi mitra kami</Trans>
            </Link>
          </li>
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="about-contact">
        <h2 id="about-contact" className={styles.sectionTitle}>
          <Trans>Kantor kami</Trans>
        </h2>
        <address className={styles.text}>
          PT Nusa Stay Indonesia
          <br />
          Jl. Jenderal Sudirman Kav. 52-53, Jakarta Selatan 12190
        </address>
        <p className={styles.text}>
          <Link to="/faq" className={styles.link}>
            <Trans>Pertanyaan umum</Trans>
          </Link>
          {' · '}
          <Link to="/download" className={styles.link}>
            <Trans>Unduh aplikasi</Trans>
          </Link>
        </p>
      </section>
    </main>
  );
}

export default AboutPage;
