// Sample hotel, photos, rooms and reviews for tests and stories, typed from the contract so a schema change
// breaks them loudly.
import type {
  HotelBadge,
  HotelDescription,
  HotelDetail,
  HotelPhoto,
  HotelRoom,
  HotelRooms,
  Review,
  ReviewSummary,
} from './detail-model';

/** Inline SVG pictures, so stories and tests need no image server. */
const picture = (color: string, label = '') =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><rect width="600" height="400" fill="${color}"/><text x="24" y="60" font-size="40" fill="#fff">${label}</text></svg>`,
  )}`;

const COLORS = ['#0b6172', '#b45309', '#15803d', '#7c3aed', '#be123c', '#0369a1'];

export function hotelDetail(over: Partial<HotelDetail> = {}): HotelDetail {
  return {
    id: 102,
    name: 'Segara Resort Kuta',
    slug: 'segara-resort-kuta',
    star_rating: 5,
    property_type: 'resort',
    address: 'Jl. Pantai Kuta No. 8, Kuta, Badung, Bali',
    city_id: 7,
    city_name: 'Badung',
    city_slug: 'badung',
    area_id: 31,
    area_name: 'Kuta',
    area_slug: 'kuta',
    country_name: 'Indonesia',
    country_slug: 'indonesia',
    latitude: -8.72,
    longitude: 115.17,
    check_in_time: '14:00',
    check_out_time: '12:00',
    review_score: 4.5,
    review_count: 12,
    facilities: [
      { code: 'wifi', name: 'Wi-Fi gratis' },
      { code: 'pool', name: 'Kolam renang' },
      { code: 'restaurant', name: 'Restoran' },
      { code: 'parking', name: 'Parkir gratis' },
      { code: 'spa', name: 'Spa' },
      { code: 'gym', name: 'Pusat kebugaran' },
      { code: 'airport_shuttle', name: 'Antar-jemput bandara' },
      { code: 'wheelchair', name: 'Akses kursi roda' },
    ],
    description: 'Resor tepi pantai di Kuta dengan kolam renang laguna.',
    rules: ['Dilarang merokok di dalam kamar.', 'Hewan peliharaan tidak diperbolehkan.'],
    nearby_places: [
      { name: 'Bandara Internasional I Gusti Ngurah Rai', category: 'airport', distance_km: 3.4 },
      { name: 'Pantai Kuta', category: 'beach', distance_km: 0.3 },
    ],
    hotel_group: null,
    related_promo: {
      id: 2,
      slug: 'liburan-bali-diskon-20',
      title: 'Liburan ke Bali Diskon 20%',
      promo_code: 'BALI20',
      end_at: '2027-01-21T23:59:59+07:00',
    },
    cheapest_price: 1200000,
    image: {
      url: picture(COLORS[0] as string),
      thumbnail: picture(COLORS[0] as string),
      width: 600,
      height: 400,
      alt: 'Segara Resort Kuta',
    },
    ...over,
  };
}

export const photos: HotelPhoto[] = Array.from({ length: 5 }, (_, i) => ({
  id: i + 1,
  category: i === 0 ? 'exterior' : i === 1 ? 'pool' : 'room',
  caption: ['Tampak depan', 'Kolam renang', 'Kamar Deluxe', 'Kamar mandi', 'Pemandangan laut'][i] ?? null,
  image: {
    url: picture(COLORS[i % COLORS.length] as string, `${i + 1}`),
    thumbnail: picture(COLORS[i % COLORS.length] as string, `${i + 1}`),
    width: 600,
    height: 400,
    alt: `Foto ${i + 1}`,
  },
}));

export const descriptions: HotelDescription[] = [
  {
    code: 'about',
    title: 'Tentang akomodasi',
    content: 'Resor tepi pantai di Kuta.\n\nKamar menghadap laut.',
  },
  { code: 'dining', title: 'Makan & minum', content: 'Restoran terbuka pukul 06.00–22.00.' },
  { code: 'policies', title: 'Kebijakan', content: 'Anak di bawah 5 tahun menginap gratis.' },
];

export const badges: HotelBadge[] = [
  { code: 'best_seller', label: 'Terlaris', description: 'Sering dipesan.', icon: 'fire' },
  { code: 'free_cancellation', label: 'Gratis pembatalan', description: null, icon: 'check' },
];

function room(over: Partial<HotelRoom> = {}): HotelRoom {
  const id = over.id ?? 11;
  return {
    id,
    name: `Deluxe Room ${id} (termasuk sarapan)`,
    type: 'Deluxe Room',
    capacity: { adults: 2, children: 1 },
    bed_type: '1 ranjang king',
    size_m2: 26,
    facilities: [
      { code: 'ac', name: 'AC' },
      { code: 'wifi', name: 'Wi-Fi gratis' },
      { code: 'tv', name: 'TV layar datar' },
      { code: 'shower', name: 'Pancuran' },
      { code: 'minibar', name: 'Minibar' },
    ],
    breakfast_included: true,
    refundable: true,
    pay_at_hotel: false,
    cancellation_policy: 'Gratis pembatalan hingga 7 hari sebelum check-in.',
    allotment_remaining: 2,
    availability: 'available',
    price_per_night: 1200000,
    original_price_per_night: 1500000,
    total_price: 2400000,
    photos: [
      { url: picture('#0369a1'), thumbnail: picture('#0369a1'), width: 600, height: 400, alt: 'Deluxe Room' },
    ],
    ...over,
  };
}

export const availableRoom = room();
export const plainRoom = room({
  id: 12,
  name: 'Superior Room (tanpa sarapan)',
  breakfast_included: false,
  refundable: false,
  pay_at_hotel: true,
  cancellation_policy: null,
  allotment_remaining: 9,
  price_per_night: 900000,
  original_price_per_night: null,
  total_price: 1800000,
});
export const soldOutRoom = room({
  id: 13,
  name: 'Suite Laut',
  availability: 'sold_out',
  allotment_remaining: 0,
  price_per_night: 3000000,
  original_price_per_night: null,
  total_price: 6000000,
});
export const fullyBookedRoom = room({
  id: 14,
  name: 'Kamar Keluarga',
  availability: 'fully_booked',
  allotment_remaining: 1,
});

export function roomsOf(rooms: HotelRoom[], over: Partial<HotelRooms> = {}): HotelRooms {
  return {
    hotel_id: 102,
    check_in: '2026-12-01',
    check_out: '2026-12-03',
    nights: 2,
    occupancy: { rooms: 1, adults: 2, children: [] },
    rooms,
    ...over,
  };
}

export function review(id: number, over: Partial<Review> = {}): Review {
  return {
    id,
    hotel_id: 102,
    reviewer_name: `Tamu ${id}`,
    hide_name: false,
    title: `Ulasan ${id}`,
    description: 'Kamar bersih dan stafnya ramah.',
    ratings: { cleanliness: 5, comfort: 4, services: 5, value_for_money: 4 },
    average: 4.5,
    type_of_travel: 'family',
    room_name: 'Deluxe Room',
    created_at: '2026-11-10T18:00:00+07:00',
    media: [],
    ...over,
  };
}

export const reviewSummary: ReviewSummary = {
  average: 4.5,
  review_count: 12,
  points: { cleanliness: 4.6, comfort: 4.4, services: 4.7, value_for_money: 4.2 },
};

/** A room with a member rate, as a signed-in member gets it: the member price, the public one struck through. */
export const memberRateRoom = room({
  id: 14,
  name: 'Deluxe Member (termasuk sarapan)',
  price_per_night: 855000,
  original_price_per_night: null,
  public_price_per_night: 950000,
  member_price_per_night: null,
  total_price: 1710000,
});

/** The same room as a guest gets it: the public price, and what a member pays. */
export const memberTeaserRoom = room({
  id: 14,
  name: 'Deluxe Member (termasuk sarapan)',
  price_per_night: 950000,
  original_price_per_night: null,
  public_price_per_night: null,
  member_price_per_night: 855000,
  total_price: 1900000,
});
