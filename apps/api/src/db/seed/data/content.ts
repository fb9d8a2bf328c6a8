// Copy and vocabularies for the demo hotels: facilities, chains, name parts, room types, house rules,
// badges, reviewer names and review texts. Indonesian first, English beside it.
import type { Localized } from '../../schema.ts';

/** The contract's PropertyType (openapi/components/hotels.yaml). */
export type PropertyType = 'hotel' | 'resort' | 'villa' | 'apartment' | 'guest_house' | 'homestay' | 'hostel';

export interface FacilityDef {
  code: string;
  nameId: string;
  nameEn: string;
  icon: string;
  category: 'general' | 'room' | 'food' | 'wellness' | 'transport' | 'business';
  popular?: boolean;
}

export const FACILITIES: readonly FacilityDef[] = [
  { code: 'wifi', nameId: 'Wi-Fi gratis', nameEn: 'Free Wi-Fi', icon: 'wifi', category: 'general', popular: true },
  { code: 'ac', nameId: 'AC', nameEn: 'Air conditioning', icon: 'snowflake', category: 'general', popular: true },
  { code: 'parking', nameId: 'Parkir gratis', nameEn: 'Free parking', icon: 'parking', category: 'transport', popular: true },
  { code: 'front_desk_24h', nameId: 'Resepsionis 24 jam', nameEn: '24-hour front desk', icon: 'bell', category: 'general', popular: true },
  { code: 'breakfast', nameId: 'Sarapan', nameEn: 'Breakfast', icon: 'coffee', category: 'food', popular: true },
  { code: 'restaurant', nameId: 'Restoran', nameEn: 'Restaurant', icon: 'utensils', category: 'food', popular: true },
  { code: 'pool', nameId: 'Kolam renang', nameEn: 'Swimming pool', icon: 'pool', category: 'wellness', popular: true },
  { code: 'gym', nameId: 'Pusat kebugaran', nameEn: 'Fitness centre', icon: 'dumbbell', category: 'wellness', popular: true },
  { code: 'spa', nameId: 'Spa', nameEn: 'Spa', icon: 'spa', category: 'wellness', popular: true },
  { code: 'airport_shuttle', nameId: 'Antar-jemput bandara', nameEn: 'Airport shuttle', icon: 'shuttle', category: 'transport', popular: true },
  { code: 'elevator', nameId: 'Lift', nameEn: 'Elevator', icon: 'elevator', category: 'general' },
  { code: 'room_service', nameId: 'Layanan kamar', nameEn: 'Room service', icon: 'tray', category: 'food' },
  { code: 'laundry', nameId: 'Layanan binatu', nameEn: 'Laundry service', icon: 'shirt', category: 'general' },
  { code: 'meeting_room', nameId: 'Ruang rapat', nameEn: 'Meeting rooms', icon: 'presentation', category: 'business' },
  { code: 'bar', nameId: 'Bar', nameEn: 'Bar', icon: 'glass', category: 'food' },
  { code: 'coffee_shop', nameId: 'Kedai kopi', nameEn: 'Coffee shop', icon: 'coffee', category: 'food' },
  { code: 'kids_club', nameId: 'Klub anak', nameEn: "Kids' club", icon: 'child', category: 'general' },
  { code: 'beach_access', nameId: 'Akses ke pantai', nameEn: 'Beach access', icon: 'umbrella-beach', category: 'general' },
  { code: 'garden', nameId: 'Taman', nameEn: 'Garden', icon: 'leaf', category: 'general' },
  { code: 'prayer_room', nameId: 'Musala', nameEn: 'Prayer room', icon: 'mosque', category: 'general' },
  { code: 'wheelchair', nameId: 'Akses kursi roda', nameEn: 'Wheelchair accessible', icon: 'wheelchair', category: 'general' },
  { code: 'non_smoking', nameId: 'Kamar bebas rokok', nameEn: 'Non-smoking rooms', icon: 'no-smoking', category: 'general' },
  { code: 'family_rooms', nameId: 'Kamar keluarga', nameEn: 'Family rooms', icon: 'family', category: 'general' },
  { code: 'tour_desk', nameId: 'Meja informasi wisata', nameEn: 'Tour desk', icon: 'map', category: 'general' },
  { code: 'bicycle', nameId: 'Sewa sepeda', nameEn: 'Bicycle rental', icon: 'bicycle', category: 'transport' },
  { code: 'luggage', nameId: 'Penitipan bagasi', nameEn: 'Luggage storage', icon: 'suitcase', category: 'general' },
  { code: 'security_24h', nameId: 'Keamanan 24 jam', nameEn: '24-hour security', icon: 'shield', category: 'general' },
  { code: 'private_pool', nameId: 'Kolam renang pribadi', nameEn: 'Private pool', icon: 'pool', category: 'wellness' },
  { code: 'kitchen', nameId: 'Dapur', nameEn: 'Kitchen', icon: 'kitchen', category: 'general' },
  { code: 'business_center', nameId: 'Pusat bisnis', nameEn: 'Business centre', icon: 'briefcase', category: 'business' },
  { code: 'ev_charging', nameId: 'Pengisian kendaraan listrik', nameEn: 'EV charging', icon: 'plug', category: 'transport' },
  // In-room facilities (used by room types)
  { code: 'tv', nameId: 'TV layar datar', nameEn: 'Flat-screen TV', icon: 'tv', category: 'room' },
  { code: 'minibar', nameId: 'Minibar', nameEn: 'Minibar', icon: 'fridge', category: 'room' },
  { code: 'shower', nameId: 'Pancuran', nameEn: 'Shower', icon: 'shower', category: 'room' },
  { code: 'bathtub', nameId: 'Bak mandi', nameEn: 'Bathtub', icon: 'bath', category: 'room' },
  { code: 'hair_dryer', nameId: 'Pengering rambut', nameEn: 'Hair dryer', icon: 'wind', category: 'room' },
  { code: 'safe', nameId: 'Brankas', nameEn: 'In-room safe', icon: 'lock', category: 'room' },
  { code: 'kettle', nameId: 'Ketel listrik', nameEn: 'Electric kettle', icon: 'kettle', category: 'room' },
  { code: 'desk', nameId: 'Meja kerja', nameEn: 'Work desk', icon: 'desk', category: 'room' },
  { code: 'balcony', nameId: 'Balkon', nameEn: 'Balcony', icon: 'balcony', category: 'room' },
  { code: 'toiletries', nameId: 'Perlengkapan mandi', nameEn: 'Toiletries', icon: 'soap', category: 'room' },
];

export interface GroupDef {
  name: string;
  descriptionId: string;
  descriptionEn: string;
  /** Builds a hotel name for an area; null when the chain has no brand for that property type. */
  brand: (type: PropertyType, area: string) => string | null;
  types: readonly PropertyType[];
  stars: readonly [number, number];
  /** Relative weight per destination kind. */
  kinds: readonly ('metro' | 'beach' | 'highland')[];
}

export const GROUPS: readonly GroupDef[] = [
  {
    name: 'Nusantara Hotels & Resorts',
    descriptionId: 'Jaringan hotel dan resor bintang lima dengan keramahan khas Nusantara.',
    descriptionEn: 'Five-star hotels and resorts with the warmth of the archipelago.',
    brand: (type, area) => (type === 'resort' ? `Nusantara Resort & Spa ${area}` : `Nusantara Grand ${area}`),
    types: ['hotel', 'resort'],
    stars: [5, 5],
    kinds: ['metro', 'beach', 'highland'],
  },
  {
    name: 'Griya Inn',
    descriptionId: 'Hotel praktis dan terjangkau di pusat kota, cocok untuk perjalanan bisnis maupun liburan.',
    descriptionEn: 'Practical, affordable hotels in city centres for business and leisure trips.',
    brand: (_type, area) => `Griya Inn ${area}`,
    types: ['hotel'],
    stars: [2, 3],
    kinds: ['metro', 'highland', 'beach'],
  },
  {
    name: 'Kembang Resorts',
    descriptionId: 'Resor dan vila tropis dengan taman rimbun dan kolam renang pribadi.',
    descriptionEn: 'Tropical resorts and villas with lush gardens and private pools.',
    brand: (type, area) => (type === 'villa' ? `Villa Kembang ${area}` : `Kembang Resort ${area}`),
    types: ['resort', 'villa'],
    stars: [4, 5],
    kinds: ['beach', 'highland'],
  },
  {
    name: 'Teras Suites',
    descriptionId: 'Suite dan apartemen servis modern untuk tamu yang menginap lebih lama.',
    descriptionEn: 'Modern suites and serviced apartments for longer stays.',
    brand: (type, area) => (type === 'apartment' ? `Teras Residence ${area}` : `Teras Suites ${area}`),
    types: ['hotel', 'apartment'],
    stars: [4, 4],
    kinds: ['metro'],
  },
  {
    name: 'Pelangi Hostels',
    descriptionId: 'Hostel ceria untuk para pelancong muda dengan kamar asrama dan kamar pribadi.',
    descriptionEn: 'Cheerful hostels for young travellers with dorms and private rooms.',
    brand: (_type, area) => `Pelangi Hostel ${area}`,
    types: ['hostel'],
    stars: [1, 2],
    kinds: ['beach', 'highland', 'metro'],
  },
  {
    name: 'Sari Hospitality',
    descriptionId: 'Hotel bintang tiga yang nyaman dengan sarapan prasmanan khas daerah.',
    descriptionEn: 'Comfortable three-star hotels with regional breakfast buffets.',
    brand: (_type, area) => `Hotel Sari ${area}`,
    types: ['hotel'],
    stars: [3, 3],
    kinds: ['metro', 'highland'],
  },
  {
    name: 'Cakrawala Hotels',
    descriptionId: 'Hotel bintang empat dengan rooftop dan pemandangan kota.',
    descriptionEn: 'Four-star hotels with rooftops and city views.',
    brand: (_type, area) => `Cakrawala ${area} Hotel`,
    types: ['hotel'],
    stars: [4, 4],
    kinds: ['metro', 'highland'],
  },
  {
    name: 'Samudra Collection',
    descriptionId: 'Hotel dan resor tepi pantai dengan akses langsung ke laut.',
    descriptionEn: 'Beachfront hotels and resorts with direct access to the sea.',
    brand: (type, area) => (type === 'resort' ? `Samudra Beach Resort ${area}` : `Samudra Beach Hotel ${area}`),
    types: ['hotel', 'resort'],
    stars: [4, 5],
    kinds: ['beach'],
  },
  {
    name: 'Merapi Heritage',
    descriptionId: 'Hotel butik bernuansa warisan budaya Jawa dengan arsitektur joglo.',
    descriptionEn: 'Boutique hotels steeped in Javanese heritage with joglo architecture.',
    brand: (_type, area) => `Merapi Heritage ${area}`,
    types: ['hotel'],
    stars: [4, 4],
    kinds: ['highland'],
  },
  {
    name: 'Rumah Singgah',
    descriptionId: 'Penginapan sederhana dan bersih dengan harga bersahabat.',
    descriptionEn: 'Simple, clean guesthouses at friendly prices.',
    brand: (_type, area) => `Rumah Singgah ${area}`,
    types: ['guest_house', 'homestay'],
    stars: [1, 2],
    kinds: ['metro', 'highland', 'beach'],
  },
];

/** Words for independent hotel names. */
export const NAME_WORDS = [
  'Melati', 'Cendana', 'Kenanga', 'Anggrek', 'Teratai', 'Kamboja', 'Flamboyan', 'Cempaka', 'Dahlia', 'Wijaya Kusuma',
  'Matahari', 'Bintang', 'Permata', 'Mutiara', 'Nirwana', 'Pelita', 'Harmoni', 'Asri', 'Sejahtera', 'Lestari',
  'Santika', 'Candra', 'Surya', 'Bulan', 'Samudera', 'Bahari', 'Tirta', 'Giri', 'Segara', 'Arunika',
  'Kirana', 'Swarna', 'Banyu', 'Sekar', 'Ayodya', 'Padma', 'Kusuma', 'Indah', 'Jaya', 'Makmur',
  'Sakti', 'Dewata', 'Puspa', 'Tunjung', 'Rinjani', 'Kalpataru', 'Bougenville', 'Lotus', 'Bambu', 'Jati',
] as const;

export const NAME_PATTERNS: Record<PropertyType, readonly ((word: string, area: string) => string)[]> = {
  hotel: [
    (w, a) => `Hotel ${w} ${a}`,
    (w) => `Hotel ${w}`,
    (w) => `${w} Boutique Hotel`,
    (w, a) => `The ${w} ${a}`,
    (w) => `Graha ${w} Hotel`,
    (w) => `${w} Hotel & Convention`,
    (w, a) => `Puri ${w} ${a}`,
  ],
  resort: [
    (w) => `${w} Resort & Spa`,
    (w, a) => `${w} Beach Resort ${a}`,
    (w) => `${w} Eco Resort`,
    (w, a) => `The ${w} Retreat ${a}`,
  ],
  villa: [
    (w, a) => `Villa ${w} ${a}`,
    (w) => `${w} Private Villas`,
    (w) => `Puri ${w} Villas`,
    (w, a) => `${w} Pool Villas ${a}`,
  ],
  apartment: [(w) => `${w} Residence`, (w, a) => `${w} Suites ${a}`, (w) => `Apartemen ${w}`],
  guest_house: [(w) => `Wisma ${w}`, (w, a) => `${w} Guest House ${a}`, (w) => `Rumah ${w}`],
  homestay: [(w) => `Homestay ${w}`, (w, a) => `${w} Homestay ${a}`, (w) => `Omah ${w}`],
  hostel: [(w) => `${w} Hostel`, (w, a) => `${w} Backpackers ${a}`, (w) => `Kapsul ${w} Hostel`],
};

export const PROPERTY_TYPE_NAMES: Record<PropertyType, Localized> = {
  hotel: { id: 'hotel', en: 'hotel' },
  resort: { id: 'resor', en: 'resort' },
  villa: { id: 'vila', en: 'villa' },
  apartment: { id: 'apartemen', en: 'apartment' },
  guest_house: { id: 'penginapan', en: 'guest house' },
  homestay: { id: 'homestay', en: 'homestay' },
  hostel: { id: 'hostel', en: 'hostel' },
};

export interface RoomTemplate {
  name: string;
  nameEn: string;
  bed: 'king' | 'queen' | 'double' | 'twin' | 'bunk';
  adults: number;
  children: number;
  size: readonly [number, number];
  /** Price relative to the cheapest room type. */
  factor: readonly [number, number];
  allotment: readonly [number, number];
  facilities: readonly string[];
}

const BASIC_ROOM = ['tv', 'shower', 'toiletries', 'kettle'] as const;
const UPPER_ROOM = ['tv', 'shower', 'toiletries', 'kettle', 'minibar', 'hair_dryer', 'safe', 'desk'] as const;
const SUITE_ROOM = [...UPPER_ROOM, 'bathtub', 'balcony'] as const;

export const ROOM_TEMPLATES: Record<PropertyType, readonly RoomTemplate[]> = {
  hotel: [
    { name: 'Superior Room', nameEn: 'Superior Room', bed: 'double', adults: 2, children: 1, size: [18, 24], factor: [1, 1], allotment: [8, 25], facilities: BASIC_ROOM },
    { name: 'Deluxe Room', nameEn: 'Deluxe Room', bed: 'king', adults: 2, children: 1, size: [24, 30], factor: [1.2, 1.35], allotment: [6, 20], facilities: UPPER_ROOM },
    { name: 'Executive Room', nameEn: 'Executive Room', bed: 'king', adults: 2, children: 1, size: [30, 38], factor: [1.5, 1.75], allotment: [4, 12], facilities: UPPER_ROOM },
    { name: 'Kamar Keluarga', nameEn: 'Family Room', bed: 'double', adults: 4, children: 2, size: [36, 45], factor: [1.7, 1.95], allotment: [2, 8], facilities: UPPER_ROOM },
    { name: 'Junior Suite', nameEn: 'Junior Suite', bed: 'king', adults: 3, children: 1, size: [42, 55], factor: [2.0, 2.3], allotment: [2, 6], facilities: SUITE_ROOM },
    { name: 'Suite', nameEn: 'Suite', bed: 'king', adults: 3, children: 2, size: [60, 90], factor: [2.7, 3.2], allotment: [1, 3], facilities: SUITE_ROOM },
  ],
  resort: [
    { name: 'Deluxe Garden View', nameEn: 'Deluxe Garden View', bed: 'king', adults: 2, children: 1, size: [32, 40], factor: [1, 1], allotment: [8, 20], facilities: UPPER_ROOM },
    { name: 'Deluxe Ocean View', nameEn: 'Deluxe Ocean View', bed: 'king', adults: 2, children: 1, size: [32, 40], factor: [1.2, 1.3], allotment: [6, 16], facilities: [...UPPER_ROOM, 'balcony'] },
    { name: 'Premier Pool Access', nameEn: 'Premier Pool Access', bed: 'king', adults: 2, children: 1, size: [40, 48], factor: [1.5, 1.7], allotment: [4, 10], facilities: SUITE_ROOM },
    { name: 'Family Suite', nameEn: 'Family Suite', bed: 'twin', adults: 4, children: 2, size: [55, 70], factor: [1.9, 2.2], allotment: [2, 6], facilities: SUITE_ROOM },
    { name: 'One Bedroom Pool Villa', nameEn: 'One Bedroom Pool Villa', bed: 'king', adults: 2, children: 1, size: [90, 140], factor: [2.6, 3.2], allotment: [1, 4], facilities: [...SUITE_ROOM] },
  ],
  villa: [
    { name: 'Garden Villa', nameEn: 'Garden Villa', bed: 'king', adults: 2, children: 1, size: [60, 80], factor: [1, 1], allotment: [2, 6], facilities: SUITE_ROOM },
    { name: 'One Bedroom Pool Villa', nameEn: 'One Bedroom Pool Villa', bed: 'king', adults: 2, children: 1, size: [90, 130], factor: [1.3, 1.5], allotment: [2, 6], facilities: SUITE_ROOM },
    { name: 'Two Bedroom Pool Villa', nameEn: 'Two Bedroom Pool Villa', bed: 'king', adults: 4, children: 2, size: [150, 220], factor: [1.9, 2.3], allotment: [1, 4], facilities: SUITE_ROOM },
    { name: 'Three Bedroom Family Villa', nameEn: 'Three Bedroom Family Villa', bed: 'king', adults: 6, children: 3, size: [240, 320], factor: [2.6, 3.1], allotment: [1, 2], facilities: SUITE_ROOM },
  ],
  apartment: [
    { name: 'Studio', nameEn: 'Studio', bed: 'queen', adults: 2, children: 1, size: [24, 32], factor: [1, 1], allotment: [4, 12], facilities: [...UPPER_ROOM, 'kitchen'] },
    { name: 'Apartemen 1 Kamar Tidur', nameEn: 'One Bedroom Apartment', bed: 'king', adults: 2, children: 2, size: [36, 48], factor: [1.35, 1.55], allotment: [3, 8], facilities: [...UPPER_ROOM, 'kitchen', 'balcony'] },
    { name: 'Apartemen 2 Kamar Tidur', nameEn: 'Two Bedroom Apartment', bed: 'twin', adults: 4, children: 2, size: [55, 75], factor: [1.9, 2.2], allotment: [2, 5], facilities: [...UPPER_ROOM, 'kitchen', 'balcony'] },
  ],
  guest_house: [
    { name: 'Kamar Standar', nameEn: 'Standard Room', bed: 'double', adults: 2, children: 0, size: [12, 16], factor: [1, 1], allotment: [3, 10], facilities: ['shower', 'toiletries'] },
    { name: 'Kamar Deluxe', nameEn: 'Deluxe Room', bed: 'queen', adults: 2, children: 1, size: [16, 22], factor: [1.25, 1.45], allotment: [2, 8], facilities: BASIC_ROOM },
    { name: 'Kamar Keluarga', nameEn: 'Family Room', bed: 'twin', adults: 4, children: 1, size: [24, 30], factor: [1.7, 2.0], allotment: [1, 4], facilities: BASIC_ROOM },
  ],
  homestay: [
    { name: 'Kamar Standar', nameEn: 'Standard Room', bed: 'double', adults: 2, children: 1, size: [12, 18], factor: [1, 1], allotment: [2, 5], facilities: ['shower', 'toiletries'] },
    { name: 'Kamar Keluarga', nameEn: 'Family Room', bed: 'twin', adults: 4, children: 2, size: [22, 30], factor: [1.6, 1.9], allotment: [1, 3], facilities: BASIC_ROOM },
  ],
  hostel: [
    { name: 'Ranjang di Asrama Campur 6 Tempat Tidur', nameEn: 'Bed in 6-Bed Mixed Dormitory', bed: 'bunk', adults: 1, children: 0, size: [20, 26], factor: [1, 1], allotment: [6, 12], facilities: ['shower'] },
    { name: 'Ranjang di Asrama Wanita 4 Tempat Tidur', nameEn: 'Bed in 4-Bed Female Dormitory', bed: 'bunk', adults: 1, children: 0, size: [14, 18], factor: [1.15, 1.25], allotment: [4, 8], facilities: ['shower'] },
    { name: 'Kamar Pribadi Double', nameEn: 'Private Double Room', bed: 'double', adults: 2, children: 0, size: [12, 16], factor: [2.0, 2.4], allotment: [2, 5], facilities: ['shower', 'toiletries'] },
    { name: 'Kamar Pribadi Twin', nameEn: 'Private Twin Room', bed: 'twin', adults: 2, children: 0, size: [12, 16], factor: [2.0, 2.4], allotment: [2, 5], facilities: ['shower', 'toiletries'] },
  ],
};

/** Nightly price of the cheapest room type before the destination factor, by property type and stars. */
export function basePriceRange(type: PropertyType, stars: number): readonly [number, number] {
  switch (type) {
    case 'hostel':
      return [150_000, 190_000];
    case 'guest_house':
      return stars >= 3 ? [320_000, 480_000] : [160_000, 320_000];
    case 'homestay':
      return [150_000, 300_000];
    case 'apartment':
      return stars >= 4 ? [650_000, 1_100_000] : [380_000, 650_000];
    case 'villa':
      return stars >= 5 ? [2_300_000, 3_600_000] : [1_100_000, 2_300_000];
    case 'resort':
      return stars >= 5 ? [1_800_000, 3_200_000] : [1_000_000, 1_800_000];
    default:
      return (
        (
          {
            1: [150_000, 230_000],
            2: [220_000, 380_000],
            3: [380_000, 720_000],
            4: [700_000, 1_400_000],
            5: [1_300_000, 2_600_000],
          } as Record<number, readonly [number, number]>
        )[stars] ?? [380_000, 720_000]
      );
  }
}

export const RULES: readonly { rule: Localized; when?: (type: PropertyType, stars: number) => boolean }[] = [
  {
    rule: {
      id: 'Tamu wajib menunjukkan KTP atau paspor yang masih berlaku saat check-in.',
      en: 'Guests must show a valid ID card or passport at check-in.',
    },
  },
  { rule: { id: 'Dilarang merokok di dalam kamar.', en: 'Smoking is not allowed in the rooms.' } },
  { rule: { id: 'Hewan peliharaan tidak diperbolehkan.', en: 'Pets are not allowed.' } },
  {
    rule: {
      id: 'Tamu berusia di bawah 17 tahun harus didampingi orang dewasa.',
      en: 'Guests under 17 must be accompanied by an adult.',
    },
  },
  {
    rule: {
      id: 'Deposit keamanan Rp 500.000 dibayarkan saat check-in dan dikembalikan saat check-out.',
      en: 'A security deposit of Rp 500.000 is payable at check-in and refunded at check-out.',
    },
    when: (_t, stars) => stars >= 4,
  },
  {
    rule: {
      id: 'Deposit keamanan Rp 200.000 dibayarkan saat check-in.',
      en: 'A security deposit of Rp 200.000 is payable at check-in.',
    },
    when: (type, stars) => stars < 4 && type !== 'hostel',
  },
  {
    rule: { id: 'Jam tenang pukul 22.00–07.00.', en: 'Quiet hours are 10 pm to 7 am.' },
    when: (type) => type === 'hostel' || type === 'guest_house' || type === 'homestay' || type === 'villa',
  },
  {
    rule: { id: 'Pesta dan acara tidak diperbolehkan.', en: 'Parties and events are not allowed.' },
    when: (type) => type === 'villa' || type === 'apartment',
  },
  {
    rule: { id: 'Sarapan disajikan pukul 06.00–10.00.', en: 'Breakfast is served from 6 am to 10 am.' },
    when: (type) => type === 'hotel' || type === 'resort',
  },
];

export const BADGES = {
  best_seller: {
    labelId: 'Terlaris',
    labelEn: 'Best Seller',
    descriptionId: 'Salah satu hotel yang paling sering dipesan di kawasan ini.',
    descriptionEn: 'One of the most booked hotels in the area.',
    icon: 'fire',
    color: '#E63946',
  },
  clean_stay: {
    labelId: 'Bersih & Nyaman',
    labelEn: 'Clean Stay',
    descriptionId: 'Tamu menilai kebersihannya sangat baik.',
    descriptionEn: 'Guests rate its cleanliness very highly.',
    icon: 'sparkles',
    color: '#2A9D8F',
  },
  new: {
    labelId: 'Baru',
    labelEn: 'New',
    descriptionId: 'Baru bergabung di Nusa Stay.',
    descriptionEn: 'New on Nusa Stay.',
    icon: 'star',
    color: '#457B9D',
  },
  pay_at_hotel: {
    labelId: 'Bayar di Hotel',
    labelEn: 'Pay at Hotel',
    descriptionId: 'Pesan sekarang, bayar saat menginap.',
    descriptionEn: 'Book now, pay during your stay.',
    icon: 'wallet',
    color: '#F4A261',
  },
  free_cancellation: {
    labelId: 'Gratis Pembatalan',
    labelEn: 'Free Cancellation',
    descriptionId: 'Semua kamar dapat dibatalkan tanpa biaya sesuai ketentuan.',
    descriptionEn: 'Every room can be cancelled free of charge within its terms.',
    icon: 'calendar-check',
    color: '#2B9348',
  },
  promo: {
    labelId: 'Promo Spesial',
    labelEn: 'Special Promo',
    descriptionId: 'Ikut serta dalam promo yang sedang berlangsung.',
    descriptionEn: 'Part of a running promotion.',
    icon: 'tag',
    color: '#D62828',
  },
} as const;

export const FIRST_NAMES = [
  'Andi', 'Siti', 'Budi', 'Dewi', 'Rizky', 'Putu', 'Made', 'Ketut', 'Agus', 'Fitri', 'Yohanes', 'Maria', 'Hendra',
  'Lina', 'Fajar', 'Intan', 'Bayu', 'Rina', 'Teguh', 'Ayu', 'Dimas', 'Nur', 'Yusuf', 'Anisa', 'Gilang', 'Ratna',
  'Joko', 'Sri', 'Michael', 'Stefani', 'Kevin', 'Felicia', 'Ahmad', 'Dian', 'Irfan', 'Mega', 'Rudi', 'Yuliana',
  'Arief', 'Wulan', 'Samuel', 'Novi', 'Eko', 'Lestari', 'Taufik', 'Citra', 'Reza', 'Nadia', 'Wayan', 'Komang',
  'Adit', 'Indah', 'Bagus', 'Puspita', 'Hadi', 'Maya', 'Rahmat', 'Tiara', 'Galih', 'Sekar',
] as const;

export const LAST_NAMES = [
  'Pratama', 'Rahmawati', 'Santoso', 'Lestari', 'Maulana', 'Wulandari', 'Wirawan', 'Sudarsana', 'Setiawan',
  'Handayani', 'Simanjuntak', 'Manurung', 'Gunawan', 'Kurniawati', 'Nugroho', 'Permatasari', 'Saputra', 'Marlina',
  'Prasetyo', 'Kartika', 'Hidayat', 'Aisyah', 'Ramadhan', 'Sari', 'Susilo', 'Wahyuni', 'Tanoto', 'Wijaya',
  'Halim', 'Fauzi', 'Puspitasari', 'Hakim', 'Utami', 'Hartono', 'Lubis', 'Rahman', 'Pangaribuan', 'Andriani',
  'Purnomo', 'Ningsih', 'Siregar', 'Nasution', 'Tambunan', 'Sitompul', 'Hutapea', 'Daeng', 'Mahendra', 'Kusuma',
] as const;

export const FOREIGN_NAMES = [
  'Emma Thompson', 'Lucas Martin', 'Sophie Müller', 'Daniel Kim', 'Olivia Brown', 'Kenji Watanabe', 'Chloé Dubois',
  'Liam O’Connor', 'Mia Jensen', 'Noah Williams', 'Sarah Lee', 'Tom Van Dijk',
] as const;

interface ReviewTexts {
  titles: readonly string[];
  openings: readonly string[];
  details: readonly string[];
  closings: readonly string[];
}

/** Indonesian review copy by overall rating band; {area}, {city} and {poi} are filled in. */
export const REVIEW_TEXTS_ID: Record<'great' | 'good' | 'ok' | 'poor', ReviewTexts> = {
  great: {
    titles: ['Sangat memuaskan!', 'Luar biasa', 'Pasti kembali lagi', 'Nyaman banget', 'Pelayanan bintang lima', 'Recommended!'],
    openings: [
      'Menginap di sini benar-benar menyenangkan.',
      'Pengalaman menginap terbaik selama di {city}.',
      'Dari check-in sampai check-out semuanya lancar.',
      'Hotel ini melebihi ekspektasi kami.',
    ],
    details: [
      'Kamarnya bersih, wangi, dan kasurnya empuk.',
      'Stafnya ramah dan sigap membantu, bahkan tengah malam.',
      'Sarapannya bervariasi, ada menu lokal dan internasional.',
      'Lokasinya strategis, dekat {poi} dan banyak tempat makan di sekitar {area}.',
      'Kolam renangnya bersih dan anak-anak betah berenang.',
      'Wi-Fi kencang, cocok untuk kerja jarak jauh.',
    ],
    closings: ['Pasti akan menginap di sini lagi.', 'Sangat direkomendasikan untuk keluarga.', 'Terima kasih atas pelayanannya!'],
  },
  good: {
    titles: ['Lokasi strategis', 'Nyaman dan bersih', 'Pelayanan ramah', 'Cocok untuk keluarga', 'Worth it'],
    openings: ['Secara keseluruhan menginap di sini cukup menyenangkan.', 'Pilihan yang tepat untuk liburan di {city}.', 'Hotelnya nyaman untuk istirahat.'],
    details: [
      'Kamar bersih meski agak kecil.',
      'Akses ke {poi} mudah, tinggal naik ojek online.',
      'Sarapan enak tapi pilihannya tidak terlalu banyak.',
      'Proses check-in agak lama karena ramai, tapi stafnya sopan.',
      'Area {area} ramai dan banyak pilihan kuliner.',
      'Kamar mandi bersih, air panas lancar.',
    ],
    closings: ['Harga sesuai dengan kualitas.', 'Lain kali mungkin menginap di sini lagi.', 'Overall oke.'],
  },
  ok: {
    titles: ['Lumayan untuk harganya', 'Standar', 'Cukup oke', 'Biasa saja'],
    openings: ['Hotelnya standar, sesuai harga.', 'Untuk semalam transit cukuplah.', 'Ada kelebihan dan kekurangannya.'],
    details: [
      'AC kurang dingin dan agak berisik.',
      'Parkirnya sempit kalau akhir pekan.',
      'Kamar agak lembap, tapi sprei bersih.',
      'Lokasi dekat {poi}, tapi jalanannya sering macet.',
      'Sarapan seadanya.',
    ],
    closings: ['Semoga ke depan bisa lebih baik.', 'Cukup untuk istirahat.'],
  },
  poor: {
    titles: ['Perlu perbaikan', 'Kurang bersih', 'Tidak sesuai foto', 'Kecewa'],
    openings: ['Sayang sekali pengalaman kali ini kurang menyenangkan.', 'Tidak sesuai ekspektasi.'],
    details: [
      'Kamar berbau apek dan handuknya kurang bersih.',
      'Air panas tidak berfungsi.',
      'Pelayanan resepsionis kurang responsif.',
      'Suara bising dari jalan raya sampai larut malam.',
    ],
    closings: ['Semoga manajemen segera berbenah.', 'Mungkin tidak akan kembali.'],
  },
};

export const REVIEW_TEXTS_EN: Record<'great' | 'good' | 'ok' | 'poor', ReviewTexts> = {
  great: {
    titles: ['Wonderful stay', 'Exceeded expectations', 'Would come back', 'Perfect location'],
    openings: ['We loved every minute of our stay.', 'Best hotel of our trip to {city}.'],
    details: [
      'Spotless room and a very comfortable bed.',
      'The staff were warm and helpful.',
      'Great breakfast with plenty of local dishes.',
      'Easy to reach {poi} and lots of places to eat around {area}.',
    ],
    closings: ['Highly recommended.', 'Thank you for the hospitality!'],
  },
  good: {
    titles: ['Good value', 'Nice and clean', 'Friendly staff'],
    openings: ['A pleasant stay overall.', 'Good base for exploring {city}.'],
    details: ['The room was a bit small but clean.', 'Breakfast was fine.', 'Close to {poi}.'],
    closings: ['Good value for money.', 'Would stay again.'],
  },
  ok: {
    titles: ['Okay for the price', 'Average'],
    openings: ['Fine for a night or two.'],
    details: ['The air conditioning was noisy.', 'Traffic around {area} can be heavy.'],
    closings: ['Does the job.'],
  },
  poor: {
    titles: ['Disappointing', 'Needs maintenance'],
    openings: ['Not what we expected.'],
    details: ['No hot water on the second night.', 'The room smelled damp.'],
    closings: ['Would not stay again.'],
  },
};
