// The FAQ's questions and answers, grouped as the page shows them. Each answer states what the app really does
// (apps/api/README.md and the checkout and account READMEs): keep them in step when a rule changes.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export interface FaqEntry {
  id: string;
  question: MessageDescriptor;
  answer: MessageDescriptor;
}

export interface FaqGroup {
  id: string;
  title: MessageDescriptor;
  entries: FaqEntry[];
}

export const FAQ: FaqGroup[] = [
  {
    id: 'booking',
    title: msg`Pemesanan`,
    entries: [
      {
        id: 'how-to-book',
        question: msg`Bagaimana cara memesan hotel?`,
        answer: msg`Cari kota, area atau nama hotel di beranda, pilih tanggal menginap (paling lama 15 malam) dan jumlah tamu, lalu pilih kamar. Isi data pemesan dan tamu, setujui Syarat & Ketentuan, kemudian pilih cara bayar.`,
      },
      {
        id: 'hold',
        question: msg`Berapa lama kamar ditahan untuk saya?`,
        answer: msg`Begitu Anda memilih kamar, kamar ditahan selama 30 menit selagi Anda mengisi data. Setelah Anda memilih cara bayar, kamar ditahan sampai batas waktu pembayaran. Jika waktunya habis, pesanan kedaluwarsa dan Anda perlu memulai pesanan baru.`,
      },
      {
        id: 'voucher',
        question: msg`Di mana saya menemukan e-voucher?`,
        answer: msg`Setelah pembayaran diterima, e-voucher dikirim ke e-mail Anda dan dapat diunduh kapan saja dari Akun > Pesanan Saya. Tunjukkan e-voucher dan KTP atau paspor saat check-in.`,
      },
    ],
  },
  {
    id: 'payment',
    title: msg`Pembayaran`,
    entries: [
      {
        id: 'methods',
        question: msg`Metode pembayaran apa saja yang tersedia?`,
        answer: msg`Virtual account (BCA, Mandiri, BNI, BRI, Permata), e-wallet (GoPay, OVO, DANA, ShopeePay), QRIS, kartu kredit (penuh atau cicilan 3, 6 dan 12 bulan), dan bayar di hotel untuk kamar yang menyediakannya.`,
      },
      {
        id: 'deadline',
        question: msg`Berapa lama batas waktu pembayaran?`,
        answer: msg`Virtual account 24 jam, e-wallet dan QRIS 15 menit, kartu kredit 1 jam. Batas waktu tidak pernah melewati akhir hari check-in (WIB).`,
      },
      {
        id: 'price',
        question: msg`Apakah harga sudah termasuk pajak?`,
        answer: msg`Ya. Harga total sudah termasuk pajak dan biaya layanan, dan rinciannya ditampilkan sebelum Anda membayar. Jumlah yang ditagih selalu dihitung ulang oleh server kami.`,
      },
    ],
  },
  {
    id: 'cancellation',
    title: msg`Pembatalan dan pengembalian dana`,
    entries: [
      {
        id: 'cancel',
        question: msg`Bisakah saya membatalkan pesanan?`,
        answer: msg`Pesanan yang dapat direfund bisa dibatalkan dari Akun > Pesanan Saya sampai batas pembatalan gratis, yaitu pukul 00.00 WIB pada hari yang ditentukan kebijakan kamar sebelum check-in. Kamar yang tidak dapat direfund tidak bisa dibatalkan.`,
      },
      {
        id: 'refund',
        question: msg`Kapan dana saya kembali?`,
        answer: msg`Untuk kartu kredit, GoPay, ShopeePay dan QRIS, pengembalian dana diproses otomatis melalui penyedia pembayaran. Untuk virtual account, tim kami mentransfer kembali dana Anda secara manual. Pesanan bayar di hotel dibatalkan tanpa biaya.`,
      },
    ],
  },
  {
    id: 'account',
    title: msg`Akun`,
    entries: [
      {
        id: 'sign-in',
        question: msg`Bagaimana cara masuk ke akun saya?`,
        answer: msg`Masuk dengan e-mail dan kata sandi, dengan nomor ponsel dan kode OTP 6 digit yang dikirim melalui WhatsApp (berlaku 5 menit), atau dengan Google atau Facebook.`,
      },
      {
        id: 'otp',
        question: msg`Saya tidak menerima kode OTP.`,
        answer: msg`Kode dapat dikirim ulang setelah hitung mundur selesai. Setelah tiga kali pengiriman, Anda perlu menunggu satu jam sebelum meminta kode lagi. Pastikan nomor Anda aktif di WhatsApp.`,
      },
      {
        id: 'inactive',
        question: msg`Akun saya dinonaktifkan sementara.`,
        answer: msg`Hubungi layanan pelanggan untuk mengaktifkannya kembali. Akun yang sudah dihapus tidak dapat dipulihkan; Anda perlu mendaftar lagi.`,
      },
    ],
  },
  {
    id: 'promo',
    title: msg`Promo`,
    entries: [
      {
        id: 'use-code',
        question: msg`Bagaimana cara memakai kode promo?`,
        answer: msg`Masukkan kode di halaman pemesanan sebelum membayar. Setiap kode punya syarat: masa berlaku, minimal transaksi, hotel mitra, kuota, dan kadang metode pembayaran tertentu. Syaratnya tertulis di halaman promo.`,
      },
      {
        id: 'one-code',
        question: msg`Bisakah saya memakai lebih dari satu kode?`,
        answer: msg`Tidak. Satu pesanan memakai satu kode promo, dan setiap kode hanya dapat dipakai sekali per akun.`,
      },
    ],
  },
];
