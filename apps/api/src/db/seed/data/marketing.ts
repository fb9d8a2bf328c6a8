// Home page menu products, promotions (landing pages), favorite activities and demo members.
import type { LocalizedList } from '../../schema.ts';

export interface MenuDef {
  caption: string;
  captionEn: string;
  status: 'active' | 'inactive';
  type: 'hotel' | 'flight' | 'train' | 'tour' | 'activity' | 'promo' | 'partner' | 'eform';
  url: string;
  backgroundColor: string;
  textColor: string;
}

export const MENUS: readonly MenuDef[] = [
  { caption: 'Hotel', captionEn: 'Hotels', status: 'active', type: 'hotel', url: '/hotel', backgroundColor: '#E8F4FD', textColor: '#0B5394' },
  { caption: 'Pesawat', captionEn: 'Flights', status: 'inactive', type: 'flight', url: '/flight', backgroundColor: '#FFF4E5', textColor: '#B45309' },
  { caption: 'Kereta Api', captionEn: 'Trains', status: 'inactive', type: 'train', url: '/train', backgroundColor: '#FDECEC', textColor: '#B91C1C' },
  { caption: 'Tur', captionEn: 'Tours', status: 'inactive', type: 'tour', url: '/tour', backgroundColor: '#EAF7EE', textColor: '#15803D' },
  { caption: 'Aktivitas', captionEn: 'Activities', status: 'inactive', type: 'activity', url: '/activity', backgroundColor: '#F3EEFC', textColor: '#6D28D9' },
  { caption: 'Promo', captionEn: 'Promos', status: 'active', type: 'promo', url: '/promotions', backgroundColor: '#FFF1F2', textColor: '#BE123C' },
  { caption: 'Jadi Partner', captionEn: 'Be Our Partner', status: 'active', type: 'partner', url: '/be-our-partner', backgroundColor: '#ECFEFF', textColor: '#0E7490' },
  { caption: 'E-Form Citilink', captionEn: 'Citilink E-Form', status: 'active', type: 'eform', url: '/eform-citilink', backgroundColor: '#F0FDF4', textColor: '#166534' },
];

export interface PromoDef {
  slug: string;
  category: 'special_offer' | 'bank_promo';
  bank?: 'BCA' | 'Mandiri' | 'BNI' | 'BRI';
  titleId: string;
  titleEn: string;
  subtitleId: string;
  subtitleEn: string;
  descriptionId: string;
  descriptionEn: string;
  promoCode: string | null;
  discountPercent: number | null;
  maxDiscount: number | null;
  minTransaction: number | null;
  /** Days relative to the seeding day (negative: in the past). */
  startDay: number;
  endDay: number;
  /** Destinations whose hotels take part (empty: a spread over all destinations). */
  cities: readonly string[];
  hotelCount: number;
  /** Uses of the code by all members together. */
  quota: number;
  extraTermsId?: readonly string[];
  extraTermsEn?: readonly string[];
}

export const PROMOS: readonly PromoDef[] = [
  {
    slug: 'staycation-hemat-akhir-pekan',
    category: 'special_offer',
    titleId: 'Staycation Hemat Akhir Pekan',
    titleEn: 'Weekend Staycation Deals',
    subtitleId: 'Diskon 15% untuk menginap Jumat–Minggu',
    subtitleEn: '15% off Friday to Sunday stays',
    descriptionId: 'Rehat sejenak dari rutinitas tanpa perlu jauh-jauh. Nikmati diskon 15% di hotel-hotel pilihan di Jakarta, Bandung, dan Bogor.',
    descriptionEn: 'Take a break without going far: 15% off selected hotels in Jakarta, Bandung and Bogor.',
    promoCode: 'STAYHEMAT',
    discountPercent: 15,
    maxDiscount: 300_000,
    minTransaction: 500_000,
    startDay: -20,
    endDay: 40,
    cities: ['Jakarta', 'Bandung', 'Bogor'],
    hotelCount: 24,
    quota: 500,
  },
  {
    slug: 'liburan-bali-diskon-20',
    category: 'special_offer',
    titleId: 'Liburan ke Bali Diskon 20%',
    titleEn: 'Bali Getaway 20% Off',
    subtitleId: 'Vila dan resor pilihan di Pulau Dewata',
    subtitleEn: 'Selected villas and resorts on the Island of the Gods',
    descriptionId: 'Saatnya liburan ke Bali! Hemat hingga Rp 750.000 untuk menginap di vila dan resor pilihan di Ubud, Seminyak, dan Nusa Dua.',
    descriptionEn: 'Time for Bali! Save up to Rp 750.000 on selected villas and resorts in Ubud, Seminyak and Nusa Dua.',
    promoCode: 'BALI20',
    discountPercent: 20,
    maxDiscount: 750_000,
    minTransaction: 1_500_000,
    startDay: -10,
    endDay: 60,
    cities: ['Bali'],
    hotelCount: 20,
    quota: 300,
  },
  {
    slug: 'gajian-sale',
    category: 'special_offer',
    titleId: 'Gajian Sale',
    titleEn: 'Payday Sale',
    subtitleId: 'Diskon 10% setiap tanggal 25–31',
    subtitleEn: '10% off from the 25th to the 31st',
    descriptionId: 'Gajian sudah cair? Saatnya pesan hotel untuk liburan berikutnya dengan diskon 10% tanpa minimum transaksi.',
    descriptionEn: 'Just got paid? Book your next trip with 10% off and no minimum spend.',
    promoCode: 'GAJIAN10',
    discountPercent: 10,
    maxDiscount: 150_000,
    minTransaction: null,
    startDay: -3,
    endDay: 25,
    cities: [],
    hotelCount: 40,
    quota: 1000,
  },
  {
    slug: 'jelajah-jogja-istimewa',
    category: 'special_offer',
    titleId: 'Jelajah Jogja Istimewa',
    titleEn: 'Explore Special Yogyakarta',
    subtitleId: 'Hemat Rp 100.000 untuk menginap di Yogyakarta dan Magelang',
    subtitleEn: 'Save Rp 100.000 on stays in Yogyakarta and Magelang',
    descriptionId: 'Dari Malioboro hingga Borobudur, nikmati potongan langsung Rp 100.000 di hotel pilihan.',
    descriptionEn: 'From Malioboro to Borobudur, get Rp 100.000 off at selected hotels.',
    promoCode: 'JOGJAISTIMEWA',
    discountPercent: null,
    maxDiscount: 100_000,
    minTransaction: 600_000,
    startDay: -30,
    endDay: 30,
    cities: ['Yogyakarta', 'Magelang'],
    hotelCount: 16,
    quota: 200,
  },
  {
    slug: 'early-bird-libur-lebaran',
    category: 'special_offer',
    titleId: 'Early Bird Libur Lebaran',
    titleEn: 'Eid Holiday Early Bird',
    subtitleId: 'Pesan lebih awal, hemat hingga 25%',
    subtitleEn: 'Book early and save up to 25%',
    descriptionId: 'Rencanakan mudik dan liburan Lebaran lebih awal. Promo dimulai sebentar lagi!',
    descriptionEn: 'Plan your Eid homecoming and holiday early. The promotion starts soon!',
    promoCode: 'LEBARANHEMAT',
    discountPercent: 25,
    maxDiscount: 500_000,
    minTransaction: 1_000_000,
    startDay: 12,
    endDay: 75,
    cities: [],
    hotelCount: 30,
    quota: 500,
  },
  {
    slug: 'flash-sale-tengah-bulan',
    category: 'special_offer',
    titleId: 'Flash Sale Tengah Bulan',
    titleEn: 'Mid-Month Flash Sale',
    subtitleId: 'Diskon 30% hanya 3 hari',
    subtitleEn: '30% off for three days only',
    descriptionId: 'Kuota terbatas! Diskon 30% untuk hotel-hotel pilihan di seluruh Indonesia.',
    descriptionEn: 'Limited quota! 30% off selected hotels all over Indonesia.',
    promoCode: 'FLASH30',
    discountPercent: 30,
    maxDiscount: 400_000,
    minTransaction: 750_000,
    startDay: 5,
    endDay: 8,
    cities: [],
    hotelCount: 25,
    quota: 50,
  },
  {
    slug: 'pesona-labuan-bajo',
    category: 'special_offer',
    titleId: 'Pesona Labuan Bajo',
    titleEn: 'Wonders of Labuan Bajo',
    subtitleId: 'Menginap dekat gerbang Taman Nasional Komodo',
    subtitleEn: 'Stay at the gateway to Komodo National Park',
    descriptionId: 'Diskon 12% untuk hotel dan resor di Labuan Bajo dan Lombok.',
    descriptionEn: '12% off hotels and resorts in Labuan Bajo and Lombok.',
    promoCode: 'KOMODO12',
    discountPercent: 12,
    maxDiscount: 350_000,
    minTransaction: 800_000,
    startDay: -60,
    endDay: -5,
    cities: ['Labuan Bajo', 'Lombok'],
    hotelCount: 14,
    quota: 100,
  },
  {
    slug: 'kartu-kredit-bca-diskon-15',
    category: 'bank_promo',
    bank: 'BCA',
    titleId: 'Diskon 15% dengan BCA Virtual Account',
    titleEn: '15% Off with BCA Virtual Account',
    subtitleId: 'Hemat hingga Rp 250.000',
    subtitleEn: 'Save up to Rp 250.000',
    descriptionId: 'Bayar dengan BCA Virtual Account dan nikmati diskon 15% hingga Rp 250.000.',
    descriptionEn: 'Pay by BCA Virtual Account and get 15% off, up to Rp 250.000.',
    promoCode: 'BCAHOTEL',
    discountPercent: 15,
    maxDiscount: 250_000,
    minTransaction: 700_000,
    startDay: -15,
    endDay: 45,
    cities: [],
    hotelCount: 30,
    quota: 200,
    extraTermsId: ['Berlaku untuk pembayaran dengan BCA Virtual Account.', 'Kuota terbatas.'],
    extraTermsEn: ['Valid for payments by BCA Virtual Account.', 'Limited quota.'],
  },
  {
    slug: 'mandiri-cashback-hotel',
    category: 'bank_promo',
    bank: 'Mandiri',
    titleId: 'Diskon 10% dengan Mandiri Virtual Account',
    titleEn: '10% Off with Mandiri Virtual Account',
    subtitleId: 'Minimal transaksi Rp 1.000.000',
    subtitleEn: 'Minimum spend Rp 1.000.000',
    descriptionId: 'Dapatkan diskon 10% hingga Rp 300.000 untuk pemesanan hotel yang dibayar dengan Mandiri Virtual Account.',
    descriptionEn: 'Get 10% off, up to Rp 300.000, on hotel bookings paid by Mandiri Virtual Account.',
    promoCode: 'MANDIRIHOTEL',
    discountPercent: 10,
    maxDiscount: 300_000,
    minTransaction: 1_000_000,
    startDay: -40,
    endDay: 20,
    cities: [],
    hotelCount: 30,
    quota: 200,
    extraTermsId: ['Berlaku untuk pembayaran dengan Mandiri Virtual Account.'],
    extraTermsEn: ['Valid for payments by Mandiri Virtual Account.'],
  },
  {
    slug: 'bni-weekend-deal',
    category: 'bank_promo',
    bank: 'BNI',
    titleId: 'BNI Weekend Deal',
    titleEn: 'BNI Weekend Deal',
    subtitleId: 'Hemat Rp 150.000 dengan BNI Virtual Account',
    subtitleEn: 'Save Rp 150.000 with BNI Virtual Account',
    descriptionId: 'Potongan langsung Rp 150.000 untuk menginap dengan pembayaran BNI Virtual Account.',
    descriptionEn: 'Rp 150.000 off your stay when you pay by BNI Virtual Account.',
    promoCode: 'BNIWEEKEND',
    discountPercent: null,
    maxDiscount: 150_000,
    minTransaction: 900_000,
    startDay: 3,
    endDay: 33,
    cities: [],
    hotelCount: 20,
    quota: 150,
    extraTermsId: ['Berlaku untuk pembayaran dengan BNI Virtual Account.'],
    extraTermsEn: ['Valid for payments by BNI Virtual Account.'],
  },
  {
    slug: 'bri-liburan-hemat',
    category: 'bank_promo',
    bank: 'BRI',
    titleId: 'BRI Liburan Hemat',
    titleEn: 'BRI Holiday Savings',
    subtitleId: 'Diskon 12% dengan BRI Virtual Account (BRIVA)',
    subtitleEn: '12% off with BRI Virtual Account (BRIVA)',
    descriptionId: 'Liburan makin hemat dengan diskon 12% hingga Rp 200.000 dengan pembayaran BRI Virtual Account.',
    descriptionEn: 'Save 12%, up to Rp 200.000, when you pay by BRI Virtual Account.',
    promoCode: 'BRIHEMAT',
    discountPercent: 12,
    maxDiscount: 200_000,
    minTransaction: 500_000,
    startDay: -7,
    endDay: 53,
    cities: [],
    hotelCount: 25,
    quota: 200,
    extraTermsId: ['Berlaku untuk pembayaran dengan BRI Virtual Account (BRIVA).'],
    extraTermsEn: ['Valid for payments by BRI Virtual Account (BRIVA).'],
  },
  {
    slug: 'bca-libur-akhir-tahun',
    category: 'bank_promo',
    bank: 'BCA',
    titleId: 'BCA Libur Akhir Tahun',
    titleEn: 'BCA Year-End Holiday',
    subtitleId: 'Diskon 20% hingga Rp 400.000',
    subtitleEn: '20% off, up to Rp 400.000',
    descriptionId: 'Promo akhir tahun untuk pembayaran dengan BCA Virtual Account. Periode promo telah berakhir.',
    descriptionEn: 'Year-end promotion for payments by BCA Virtual Account. This promotion has ended.',
    promoCode: 'BCAAKHIRTAHUN',
    discountPercent: 20,
    maxDiscount: 400_000,
    minTransaction: 1_200_000,
    startDay: -90,
    endDay: -30,
    cities: [],
    hotelCount: 20,
    quota: 100,
  },
];

/**
 * The rules of a promotion's code beside the columns the promotion already shows (landing_pages; applied by
 * src/modules/carts/promo.ts): a code without a percentage takes its cap off as a fixed amount, and a bank promo
 * is for that bank's virtual account, the one payment channel that names the bank.
 */
export function promoRule(promo: PromoDef) {
  const bank = promo.bank?.toLowerCase() as 'bca' | 'mandiri' | 'bni' | 'bri' | undefined;
  return {
    discountAmount: promo.discountPercent === null ? promo.maxDiscount : null,
    quota: promo.quota,
    paymentMethods: bank ? ['virtual_account' as const] : [],
    paymentChannels: bank ? [bank] : [],
  };
}

export function howToUse(promoCode: string | null, bank?: string): LocalizedList {
  const id = [
    'Masuk atau daftar akun Nusa Stay.',
    'Cari dan pilih hotel yang ikut serta dalam promo ini.',
    'Isi detail pemesanan, lalu lanjutkan ke halaman pembayaran.',
  ];
  const en = [
    'Sign in or create a Nusa Stay account.',
    'Search for a hotel taking part in this promotion.',
    'Fill in the booking details and continue to payment.',
  ];
  if (promoCode) {
    id.push(`Masukkan kode promo ${promoCode} di kolom kode promo.`);
    en.push(`Enter the promo code ${promoCode} in the promo code field.`);
  }
  if (bank) {
    id.push(`Bayar dengan ${bank} Virtual Account.`);
    en.push(`Pay by ${bank} Virtual Account.`);
  }
  id.push('Diskon otomatis terpotong dari total pembayaran.');
  en.push('The discount is deducted from the total automatically.');
  return { id, en };
}

export function terms(promo: PromoDef): LocalizedList {
  const rp = (n: number) => `Rp ${n.toLocaleString('id-ID')}`;
  const id = ['Promo berlaku selama periode promo dan selama kuota masih tersedia.'];
  const en = ['Valid during the promotion period while the quota lasts.'];
  if (promo.minTransaction) {
    id.push(`Minimum transaksi ${rp(promo.minTransaction)}.`);
    en.push(`Minimum spend ${rp(promo.minTransaction)}.`);
  }
  if (promo.maxDiscount) {
    id.push(`Maksimal potongan ${rp(promo.maxDiscount)} per transaksi.`);
    en.push(`Maximum discount ${rp(promo.maxDiscount)} per transaction.`);
  }
  id.push('Satu kode promo hanya dapat digunakan satu kali per akun.', 'Tidak dapat digabungkan dengan promo lain.');
  en.push('Each promo code can be used once per account.', 'Cannot be combined with other promotions.');
  id.push(...(promo.extraTermsId ?? []));
  en.push(...(promo.extraTermsEn ?? []));
  id.push('Nusa Stay berhak mengubah syarat dan ketentuan tanpa pemberitahuan sebelumnya.');
  en.push('Nusa Stay may change these terms without prior notice.');
  return { id, en };
}

export interface ActivityDef {
  nameId: string;
  nameEn: string;
  city: string;
  category: 'tour' | 'attraction' | 'outdoor' | 'water' | 'culture';
  price: number;
  rating: number;
  durationHours: number;
}

export const ACTIVITIES: readonly ActivityDef[] = [
  { nameId: 'Tur Matahari Terbenam di Tanah Lot', nameEn: 'Tanah Lot Sunset Tour', city: 'Bali', category: 'tour', price: 350_000, rating: 4.7, durationHours: 5 },
  { nameId: 'Pendakian Matahari Terbit Gunung Batur', nameEn: 'Mount Batur Sunrise Trek', city: 'Bali', category: 'outdoor', price: 550_000, rating: 4.8, durationHours: 8 },
  { nameId: 'Arung Jeram Sungai Ayung', nameEn: 'Ayung River Rafting', city: 'Bali', category: 'water', price: 425_000, rating: 4.6, durationHours: 4 },
  { nameId: 'Snorkeling Nusa Penida Sehari Penuh', nameEn: 'Nusa Penida Full-Day Snorkelling', city: 'Bali', category: 'water', price: 850_000, rating: 4.7, durationHours: 10 },
  { nameId: 'Tur Ubud: Tegallalang dan Monkey Forest', nameEn: 'Ubud Tour: Tegallalang and Monkey Forest', city: 'Bali', category: 'tour', price: 400_000, rating: 4.6, durationHours: 8 },
  { nameId: 'Tiket Pertunjukan Tari Kecak Uluwatu', nameEn: 'Uluwatu Kecak Dance Ticket', city: 'Bali', category: 'culture', price: 150_000, rating: 4.8, durationHours: 1.5 },
  { nameId: 'Kelas Memasak Masakan Bali', nameEn: 'Balinese Cooking Class', city: 'Bali', category: 'culture', price: 375_000, rating: 4.9, durationHours: 5 },
  { nameId: 'Tiket Masuk Candi Borobudur', nameEn: 'Borobudur Temple Admission', city: 'Magelang', category: 'culture', price: 75_000, rating: 4.7, durationHours: 3 },
  { nameId: 'Sunrise Borobudur dari Punthuk Setumbu', nameEn: 'Borobudur Sunrise from Punthuk Setumbu', city: 'Magelang', category: 'tour', price: 450_000, rating: 4.6, durationHours: 6 },
  { nameId: 'Tiket Candi Prambanan dan Sendratari Ramayana', nameEn: 'Prambanan Temple and Ramayana Ballet', city: 'Yogyakarta', category: 'culture', price: 300_000, rating: 4.7, durationHours: 4 },
  { nameId: 'Lava Tour Merapi dengan Jeep', nameEn: 'Merapi Lava Jeep Tour', city: 'Yogyakarta', category: 'outdoor', price: 400_000, rating: 4.7, durationHours: 3 },
  { nameId: 'Cave Tubing Goa Pindul', nameEn: 'Goa Pindul Cave Tubing', city: 'Yogyakarta', category: 'water', price: 125_000, rating: 4.5, durationHours: 2 },
  { nameId: 'Tur Sepeda Keliling Kota Yogyakarta', nameEn: 'Yogyakarta City Bike Tour', city: 'Yogyakarta', category: 'tour', price: 225_000, rating: 4.6, durationHours: 4 },
  { nameId: 'Tiket Dunia Fantasi (Dufan) Ancol', nameEn: 'Dunia Fantasi (Dufan) Ancol Ticket', city: 'Jakarta', category: 'attraction', price: 275_000, rating: 4.5, durationHours: 8 },
  { nameId: 'Tiket SeaWorld Ancol', nameEn: 'SeaWorld Ancol Ticket', city: 'Jakarta', category: 'attraction', price: 130_000, rating: 4.4, durationHours: 3 },
  { nameId: 'Walking Tour Kota Tua Jakarta', nameEn: 'Jakarta Old Town Walking Tour', city: 'Jakarta', category: 'culture', price: 150_000, rating: 4.6, durationHours: 3 },
  { nameId: 'Tiket Taman Mini Indonesia Indah', nameEn: 'Taman Mini Indonesia Indah Ticket', city: 'Jakarta', category: 'attraction', price: 40_000, rating: 4.4, durationHours: 6 },
  { nameId: 'Snorkeling Tiga Gili', nameEn: 'Three Gili Islands Snorkelling', city: 'Lombok', category: 'water', price: 300_000, rating: 4.7, durationHours: 6 },
  { nameId: 'Pendakian Rinjani 2 Hari 1 Malam', nameEn: 'Rinjani Trek 2 Days 1 Night', city: 'Lombok', category: 'outdoor', price: 2_100_000, rating: 4.8, durationHours: 36 },
  { nameId: 'Tur Desa Sade dan Pantai Kuta Mandalika', nameEn: 'Sade Village and Mandalika Beach Tour', city: 'Lombok', category: 'culture', price: 350_000, rating: 4.5, durationHours: 6 },
  { nameId: 'Open Trip Pulau Komodo dan Padar', nameEn: 'Komodo and Padar Island Hopping', city: 'Labuan Bajo', category: 'tour', price: 1_250_000, rating: 4.9, durationHours: 12 },
  { nameId: 'Sailing Labuan Bajo 3 Hari 2 Malam', nameEn: 'Labuan Bajo 3-Day Sailing Trip', city: 'Labuan Bajo', category: 'water', price: 4_500_000, rating: 4.8, durationHours: 60 },
  { nameId: 'Snorkeling Pink Beach', nameEn: 'Pink Beach Snorkelling', city: 'Labuan Bajo', category: 'water', price: 950_000, rating: 4.7, durationHours: 8 },
  { nameId: 'Tiket Kawah Putih Ciwidey', nameEn: 'Kawah Putih Ciwidey Ticket', city: 'Bandung', category: 'outdoor', price: 100_000, rating: 4.5, durationHours: 3 },
  { nameId: 'Tur Tangkuban Perahu dan Floating Market', nameEn: 'Tangkuban Perahu and Floating Market Tour', city: 'Bandung', category: 'tour', price: 450_000, rating: 4.5, durationHours: 8 },
  { nameId: 'Tiket Jatim Park 2', nameEn: 'Jatim Park 2 Ticket', city: 'Batu', category: 'attraction', price: 150_000, rating: 4.6, durationHours: 6 },
  { nameId: 'Tiket Museum Angkut', nameEn: 'Museum Angkut Ticket', city: 'Batu', category: 'attraction', price: 120_000, rating: 4.7, durationHours: 4 },
  { nameId: 'Sunrise Bromo dengan Jeep', nameEn: 'Bromo Sunrise Jeep Tour', city: 'Malang', category: 'outdoor', price: 650_000, rating: 4.8, durationHours: 10 },
  { nameId: 'Blue Fire Kawah Ijen', nameEn: 'Ijen Crater Blue Fire Trek', city: 'Banyuwangi', category: 'outdoor', price: 500_000, rating: 4.8, durationHours: 8 },
  { nameId: 'Tur Pulau Samosir', nameEn: 'Samosir Island Tour', city: 'Danau Toba', category: 'culture', price: 350_000, rating: 4.6, durationHours: 7 },
  { nameId: 'Island Hopping Belitung', nameEn: 'Belitung Island Hopping', city: 'Belitung', category: 'water', price: 400_000, rating: 4.7, durationHours: 7 },
  { nameId: 'Body Rafting Green Canyon', nameEn: 'Green Canyon Body Rafting', city: 'Pangandaran', category: 'water', price: 225_000, rating: 4.6, durationHours: 3 },
  { nameId: 'Diving Bunaken untuk Pemula', nameEn: 'Bunaken Discover Scuba Diving', city: 'Manado', category: 'water', price: 1_100_000, rating: 4.8, durationHours: 6 },
  { nameId: 'Tur Piaynemo Raja Ampat', nameEn: 'Raja Ampat Piaynemo Tour', city: 'Raja Ampat', category: 'tour', price: 2_500_000, rating: 4.9, durationHours: 9 },
  { nameId: 'Tiket Taman Safari Indonesia', nameEn: 'Taman Safari Indonesia Ticket', city: 'Puncak', category: 'attraction', price: 230_000, rating: 4.6, durationHours: 6 },
  { nameId: 'Tur Lawang Sewu dan Kota Lama Semarang', nameEn: 'Lawang Sewu and Semarang Old Town Tour', city: 'Semarang', category: 'culture', price: 175_000, rating: 4.5, durationHours: 4 },
];

export interface MemberDef {
  email: string;
  fullName: string;
  phone: string;
  status: 'active' | 'temporary-inactive' | 'deleted';
  verifiedBySms: boolean;
  gender: 'male' | 'female';
  title: 'Mr' | 'Mrs' | 'Ms';
  birthDate: string;
  newsletter: boolean;
  source: 'email' | 'phone' | 'googleplus' | 'facebook';
  /** False for members who never set a password (social sign-up). */
  hasPassword?: boolean;
}

/** The password of every demo member that has one (documented in README.md). */
export const DEMO_PASSWORD = 'Rahasia123';

export const MEMBERS: readonly MemberDef[] = [
  // active, verified by SMS
  { email: 'andi@example.com', fullName: 'Andi Pratama', phone: '81234567801', status: 'active', verifiedBySms: true, gender: 'male', title: 'Mr', birthDate: '1990-04-12', newsletter: true, source: 'email' },
  { email: 'siti@example.com', fullName: 'Siti Rahmawati', phone: '81234567802', status: 'active', verifiedBySms: true, gender: 'female', title: 'Mrs', birthDate: '1988-09-23', newsletter: false, source: 'phone' },
  { email: 'putu@example.com', fullName: 'Putu Ayu Wulandari', phone: '81234567803', status: 'active', verifiedBySms: true, gender: 'female', title: 'Ms', birthDate: '1995-01-30', newsletter: true, source: 'email' },
  { email: 'yohanes@example.com', fullName: 'Yohanes Simanjuntak', phone: '81234567804', status: 'active', verifiedBySms: true, gender: 'male', title: 'Mr', birthDate: '1985-12-05', newsletter: false, source: 'facebook' },
  { email: 'sari.google@example.com', fullName: 'Sari Kusuma', phone: '81234567805', status: 'active', verifiedBySms: true, gender: 'female', title: 'Ms', birthDate: '1998-06-17', newsletter: false, source: 'googleplus', hasPassword: false },
  // active, phone not yet verified (the app asks for the SMS/WhatsApp step after sign-in)
  { email: 'rina@example.com', fullName: 'Rina Marlina', phone: '81234567811', status: 'active', verifiedBySms: false, gender: 'female', title: 'Ms', birthDate: '1993-03-08', newsletter: false, source: 'email' },
  { email: 'fajar@example.com', fullName: 'Fajar Nugroho', phone: '81234567812', status: 'active', verifiedBySms: false, gender: 'male', title: 'Mr', birthDate: '1991-11-21', newsletter: true, source: 'email' },
  { email: 'intan@example.com', fullName: 'Intan Permatasari', phone: '81234567813', status: 'active', verifiedBySms: false, gender: 'female', title: 'Mrs', birthDate: '1987-07-14', newsletter: false, source: 'email' },
  // temporarily deleted (reactivation through customer service)
  { email: 'joko@example.com', fullName: 'Joko Susilo', phone: '81234567821', status: 'temporary-inactive', verifiedBySms: true, gender: 'male', title: 'Mr', birthDate: '1980-02-02', newsletter: false, source: 'email' },
  { email: 'lina@example.com', fullName: 'Lina Kurniawati', phone: '81234567822', status: 'temporary-inactive', verifiedBySms: true, gender: 'female', title: 'Mrs', birthDate: '1984-10-10', newsletter: false, source: 'email' },
  { email: 'bayu@example.com', fullName: 'Bayu Saputra', phone: '81234567823', status: 'temporary-inactive', verifiedBySms: false, gender: 'male', title: 'Mr', birthDate: '1996-05-25', newsletter: true, source: 'phone' },
  // deleted (must register again)
  { email: 'hendra@example.com', fullName: 'Hendra Gunawan', phone: '81234567831', status: 'deleted', verifiedBySms: true, gender: 'male', title: 'Mr', birthDate: '1979-08-19', newsletter: false, source: 'email' },
  { email: 'wulan@example.com', fullName: 'Wulan Sari', phone: '81234567832', status: 'deleted', verifiedBySms: true, gender: 'female', title: 'Ms', birthDate: '1999-12-31', newsletter: false, source: 'email' },
  { email: 'teguh@example.com', fullName: 'Teguh Prasetyo', phone: '81234567833', status: 'deleted', verifiedBySms: false, gender: 'male', title: 'Mr', birthDate: '1992-04-04', newsletter: false, source: 'email' },
];
