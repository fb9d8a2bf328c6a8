// Sample data for tests and stories, typed from the contract so a schema change breaks them loudly.
import type { Holiday, MenuProduct } from '@nusa/core/common-slice';
import type { AutocompleteItem, PopularDestination } from './route-target';

export function suggestion(over: Partial<AutocompleteItem> = {}): AutocompleteItem {
  return {
    type: 'city',
    id: 1,
    name: 'Denpasar',
    slug: 'denpasar',
    label: 'Bali',
    city_id: 1,
    city_name: 'Denpasar',
    city_slug: 'denpasar',
    area_slug: null,
    country_slug: 'indonesia',
    ...over,
  };
}

export const kutaSuggestions: AutocompleteItem[] = [
  suggestion({
    type: 'area',
    id: 31,
    name: 'Kuta',
    slug: 'kuta',
    label: 'Badung, Bali',
    city_id: 7,
    city_name: 'Badung',
    city_slug: 'badung',
    area_slug: 'kuta',
  }),
  suggestion({
    type: 'area',
    id: 32,
    name: 'Kuta Utara',
    slug: 'kuta-utara',
    label: 'Badung, Bali',
    city_id: 7,
    city_name: 'Badung',
    city_slug: 'badung',
    area_slug: 'kuta-utara',
  }),
  suggestion({
    type: 'poi',
    id: 41,
    name: 'Pantai Kuta',
    slug: 'pantai-kuta',
    label: 'Pantai · Badung',
    category: 'landmark',
  }),
  suggestion({
    type: 'hotel',
    id: 501,
    name: 'Kuta Beach Hotel',
    slug: 'kuta-beach-hotel',
    label: 'Kuta, Badung',
    city_slug: 'badung',
    area_slug: 'kuta',
  }),
];

export const sampleHolidays: Holiday[] = [
  { id: 1, date: '2026-12-24', name: 'Cuti Bersama Natal', type: 'joint_leave', status: 'published' },
  { id: 2, date: '2026-12-25', name: 'Hari Raya Natal', type: 'national_holiday', status: 'published' },
  {
    id: 3,
    date: '2027-01-01',
    name: 'Tahun Baru 2027 Masehi',
    type: 'national_holiday',
    status: 'published',
  },
];

const menu = (over: Partial<MenuProduct>): MenuProduct => ({
  id: 1,
  caption: 'Hotel',
  caption_en: 'Hotels',
  status: 'active',
  type: 'hotel',
  url: '/hotel',
  background_color: '#0B6172',
  text_color: '#FFFFFF',
  icon: 'hotel',
  sort: 1,
  ...over,
});

export const sampleMenus: MenuProduct[] = [
  menu({}),
  menu({
    id: 2,
    caption: 'Pesawat',
    caption_en: 'Flights',
    type: 'flight',
    icon: 'flight',
    url: 'https://example.com/flight',
    background_color: '#FFF1E6',
    text_color: '#9C4608',
    sort: 2,
  }),
  menu({
    id: 3,
    caption: 'Kereta',
    caption_en: 'Trains',
    type: 'train',
    icon: 'train',
    status: 'inactive',
    sort: 3,
  }),
  menu({
    id: 4,
    caption: 'Promo',
    caption_en: 'Deals',
    type: 'promo',
    icon: 'promo',
    url: '/promotions',
    background_color: '#E8F5EC',
    text_color: '#1B6E3A',
    sort: 4,
  }),
];

const image = (name: string) => ({
  url: `/img/${name}-600.jpg`,
  thumbnail: `/img/${name}-230.jpg`,
  width: 600,
  height: 400,
  alt: `Pemandangan ${name}`,
});

export const samplePopular: PopularDestination[] = [
  {
    id: 12,
    type: 'city',
    name: 'Yogyakarta',
    slug: 'yogyakarta',
    city_id: 12,
    city_name: 'Yogyakarta',
    city_slug: 'yogyakarta',
    area_slug: null,
    country_slug: 'indonesia',
    province: 'DI Yogyakarta',
    hotel_count: 812,
    starting_price: 185000,
    image: image('yogyakarta'),
  },
  {
    id: 31,
    type: 'area',
    name: 'Kuta',
    slug: 'kuta',
    city_id: 7,
    city_name: 'Badung',
    city_slug: 'badung',
    area_slug: 'kuta',
    country_slug: 'indonesia',
    province: 'Bali',
    hotel_count: 1204,
    starting_price: 250000,
    image: image('kuta'),
  },
];
