// The terms and the privacy policy as numbered sections. They describe what the app and apps/api really do and
// store (apps/api/README.md: sign-in, limits, checkout, reviews, logs); change them with the rules, and move
// LAST_UPDATED along.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export interface LegalSection {
  id: string;
  title: MessageDescriptor;
  paragraphs: MessageDescriptor[];
}

/** The calendar day (Jakarta) both documents were last changed. */
export const LAST_UPDATED = '2026-11-25';

export const TERMS: LegalSection[] = [
  {
    id: 'general',
    title: msg`Ketentuan umum`,
    paragraphs: [
      msg`Syarat & Ketentuan ini mengatur penggunaan situs dan aplikasi Nusa Stay yang dikelola oleh PT Nusa Stay Indonesia, Jakarta. Dengan memakai layanan kami, Anda menyetujui ketentuan ini.`,
      msg`Nusa Stay menjadi perantara antara Anda dan hotel. Kamar, fasilitas dan layanan di lokasi disediakan oleh hotel.`,
    ],
  },
  {
    id: 'account',
    title: msg`Akun`,
    paragraphs: [
      msg`Anda bertanggung jawab atas kebenaran data akun dan kerahasiaan kata sandi Anda. Kode OTP dikirim ke nomor WhatsApp Anda dan tidak boleh dibagikan kepada siapa pun, termasuk staf kami.`,
      msg`Untuk melindungi akun, kami membatasi jumlah percobaan masuk dan permintaan kode. Akun yang disalahgunakan dapat dinonaktifkan sementara.`,
    ],
  },
  {
    id: 'booking',
    title: msg`Pemesanan dan harga`,
    paragraphs: [
      msg`Harga yang ditampilkan sudah termasuk pajak dan biaya layanan, per kamar per malam kecuali disebutkan lain. Satu pemesanan paling lama 15 malam.`,
      msg`Kamar ditahan selama 30 menit setelah Anda memilihnya, dan sampai batas waktu pembayaran setelah Anda memilih cara bayar. Pemesanan terkonfirmasi setelah pembayaran diterima, atau langsung untuk bayar di hotel.`,
      msg`Nama tamu harus sesuai KTP atau paspor. Hotel dapat meminta identitas dan deposit saat check-in.`,
    ],
  },
  {
    id: 'payment',
    title: msg`Pembayaran`,
    paragraphs: [
      msg`Pembayaran diproses oleh penyedia pembayaran berlisensi. Jumlah yang ditagih dihitung oleh server kami; jika harga berubah sebelum Anda membayar, Anda akan melihat harga baru terlebih dahulu.`,
    ],
  },
  {
    id: 'cancellation',
    title: msg`Pembatalan dan pengembalian dana`,
    paragraphs: [
      msg`Pesanan yang dapat direfund dapat dibatalkan sampai batas pembatalan gratis yang tertera pada pesanan (pukul 00.00 WIB). Setelah itu, atau untuk kamar yang tidak dapat direfund, pesanan tidak dapat dibatalkan.`,
      msg`Pengembalian dana dilakukan ke metode pembayaran semula. Pembayaran virtual account dikembalikan melalui transfer oleh tim kami.`,
    ],
  },
  {
    id: 'promo',
    title: msg`Promo`,
    paragraphs: [
      msg`Setiap promo memiliki syarat sendiri (masa berlaku, minimal transaksi, kuota, hotel dan metode pembayaran). Satu kode untuk satu pesanan dan sekali per akun. Kami dapat membatalkan promo yang diperoleh dengan cara curang.`,
    ],
  },
  {
    id: 'reviews',
    title: msg`Ulasan`,
    paragraphs: [
      msg`Ulasan hanya dapat ditulis untuk menginap yang sudah selesai dan tidak dapat diubah setelah dikirim. Ulasan dan foto harus jujur, sopan dan milik Anda sendiri.`,
    ],
  },
  {
    id: 'liability',
    title: msg`Tanggung jawab`,
    paragraphs: [
      msg`Kami berupaya agar informasi hotel akurat, tetapi kondisi di lokasi adalah tanggung jawab hotel. Jika ada masalah saat menginap, hubungi layanan pelanggan kami agar kami dapat membantu.`,
    ],
  },
  {
    id: 'law',
    title: msg`Hukum yang berlaku`,
    paragraphs: [
      msg`Ketentuan ini tunduk pada hukum Republik Indonesia. Sengketa diselesaikan secara musyawarah terlebih dahulu, dan jika tidak tercapai, melalui Pengadilan Negeri Jakarta Selatan.`,
    ],
  },
  {
    id: 'contact',
    title: msg`Kontak`,
    paragraphs: [
      msg`PT Nusa Stay Indonesia, Jl. Jenderal Sudirman Kav. 52-53, Jakarta Selatan 12190. E-mail: cs@nusastay.id (24 jam).`,
    ],
  },
];

export const PRIVACY: LegalSection[] = [
  {
    id: 'collect',
    title: msg`Data yang kami kumpulkan`,
    paragraphs: [
      msg`Data akun: nama lengkap, e-mail, nomor ponsel, dan bila Anda mengisinya, titel, jenis kelamin dan tanggal lahir. Jika Anda masuk dengan Google atau Facebook, kami menerima nama dan e-mail Anda dari penyedia tersebut.`,
      msg`Data pemesanan: hotel, tanggal, tamu, permintaan khusus, kode promo, status dan riwayat pembayaran. Nomor kartu Anda diproses oleh penyedia pembayaran dan tidak pernah disimpan di server kami.`,
      msg`Ulasan beserta foto dan video yang Anda unggah. Data lokasi (EXIF dan GPS) dihapus dari foto sebelum disimpan.`,
      msg`Formulir mitra dan e-form penerbangan: data perusahaan atau penumpang yang Anda isi, termasuk nama dan tanggal lahir penumpang.`,
    ],
  },
  {
    id: 'use',
    title: msg`Cara kami menggunakan data`,
    paragraphs: [
      msg`Untuk membuat dan mengelola pesanan, mengirim e-voucher dan kode OTP, menjawab pertanyaan Anda, memberi harga member, dan mencegah penipuan. Kami tidak menjual data pribadi Anda.`,
    ],
  },
  {
    id: 'security',
    title: msg`Penyimpanan dan keamanan`,
    paragraphs: [
      msg`Kata sandi disimpan sebagai hash argon2id dan kode OTP sebagai hash, tidak pernah dalam bentuk aslinya. Alamat IP hanya disimpan sebagai hash untuk membatasi percobaan yang berlebihan.`,
      msg`Catatan sistem (log) kami tidak memuat isi permintaan, e-mail, nomor ponsel atau token. Data dikirim melalui koneksi terenkripsi (HTTPS).`,
    ],
  },
  {
    id: 'share',
    title: msg`Berbagi data`,
    paragraphs: [
      msg`Hotel menerima nama tamu dan detail pesanan. Penyedia pembayaran menerima data yang diperlukan untuk memproses pembayaran dan pengembalian dana. Kode OTP dikirim melalui WhatsApp, dan e-mail melalui penyedia e-mail kami. Data formulir mitra hanya dibaca tim kemitraan; e-form penerbangan dibaca layanan pelanggan untuk memesankan tiket Anda.`,
    ],
  },
  {
    id: 'cookies',
    title: msg`Cookie dan penyimpanan di perangkat`,
    paragraphs: [
      msg`Cookie masuk menyimpan token sesi Anda. Cookie afiliasi menyimpan dari mana Anda datang selama 30 hari. Aplikasi juga menyimpan bahasa, pencarian terakhir dan draf formulir pemesanan di perangkat Anda; draf dihapus setelah pesanan dibayar.`,
    ],
  },
  {
    id: 'rights',
    title: msg`Hak Anda`,
    paragraphs: [
      msg`Sesuai Undang-Undang No. 27 Tahun 2022 tentang Pelindungan Data Pribadi, Anda berhak mengakses, memperbaiki dan meminta penghapusan data Anda. Profil dapat diubah di Akun > Profil Saya; untuk penghapusan akun, hubungi layanan pelanggan.`,
    ],
  },
  {
    id: 'retention',
    title: msg`Berapa lama data disimpan`,
    paragraphs: [
      msg`Kode OTP dihapus sehari setelah dikirim dan catatan pembatasan percobaan setelah dua hari. Data pesanan disimpan selama diwajibkan oleh peraturan perpajakan dan akuntansi.`,
    ],
  },
  {
    id: 'changes',
    title: msg`Perubahan kebijakan`,
    paragraphs: [
      msg`Jika kebijakan ini berubah, tanggal pembaruan di atas ikut berubah, dan perubahan penting kami beritahukan melalui e-mail.`,
    ],
  },
  {
    id: 'contact',
    title: msg`Kontak`,
    paragraphs: [
      msg`Pertanyaan tentang data pribadi: privasi@nusastay.id, atau PT Nusa Stay Indonesia, Jl. Jenderal Sudirman Kav. 52-53, Jakarta Selatan 12190.`,
    ],
  },
];
