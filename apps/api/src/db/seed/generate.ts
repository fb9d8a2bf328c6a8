// Builds the demo data set in memory: a pure function of the seed and the seeding day, so two runs with the
// same inputs produce identical rows (ids included). seed.ts writes the rows; per-night room inventory is
// generated in SQL afterwards (db/inventory.ts) because it is by far the largest table.

import { splitTaxesAndFees } from '../../lib/pricing.ts';
import { Random } from '../../lib/random.ts';
import { normalizeSearch, slugify } from '../../lib/text.ts';
import { addDays, jakartaStartOfDay } from '../../lib/time.ts';
import {
  DESTINATION_IMAGE_COUNT,
  HOTEL_IMAGE_COUNT,
  mediaKeys,
  PROMO_IMAGE_COUNT,
  type SceneName,
} from '../../media/catalog.ts';
import type * as schema from '../schema.ts';
import {
  BADGES,
  basePriceRange,
  FACILITIES,
  FIRST_NAMES,
  FOREIGN_NAMES,
  GROUPS,
  LAST_NAMES,
  NAME_PATTERNS,
  NAME_WORDS,
  PROPERTY_TYPE_NAMES,
  type PropertyType,
  REVIEW_TEXTS_EN,
  REVIEW_TEXTS_ID,
  ROOM_TEMPLATES,
  RULES,
} from './data/content.ts';
import { DESTINATIONS, type DestinationDef, type DestinationKind } from './data/destinations.ts';
import { HOLIDAYS } from './data/holidays.ts';
import { ACTIVITIES, howToUse, MEMBERS, MENUS, PROMOS, promoRule, terms } from './data/marketing.ts';

export const DEFAULT_SEED = 20151101; // the provider was formed in November 2015

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export interface DemoData {
  seed: number;
  today: string;
  holidays: Insert<typeof schema.holidays>[];
  menuProducts: Insert<typeof schema.menuProducts>[];
  provinces: Insert<typeof schema.provinces>[];
  cities: Insert<typeof schema.cities>[];
  areas: Insert<typeof schema.areas>[];
  pois: Insert<typeof schema.pois>[];
  popularDestinations: Insert<typeof schema.popularDestinations>[];
  hotelGroups: Insert<typeof schema.hotelGroups>[];
  facilities: Insert<typeof schema.facilities>[];
  hotels: Insert<typeof schema.hotels>[];
  hotelPhotos: Insert<typeof schema.hotelPhotos>[];
  hotelFacilities: Insert<typeof schema.hotelFacilities>[];
  roomTypes: Insert<typeof schema.roomTypes>[];
  hotelBadges: Insert<typeof schema.hotelBadges>[];
  /** Members without password hashes: seed.ts hashes `password` when it is set. */
  members: (Omit<Insert<typeof schema.members>, 'passwordHash'> & { password: string | null })[];
  socialIdentities: Insert<typeof schema.socialIdentities>[];
  reviews: Insert<typeof schema.reviews>[];
  landingPages: Insert<typeof schema.landingPages>[];
  landingPageHotels: Insert<typeof schema.landingPageHotels>[];
  activities: Insert<typeof schema.activities>[];
  favorites: Insert<typeof schema.favorites>[];
  carts: Insert<typeof schema.carts>[];
  cartItems: Insert<typeof schema.cartItems>[];
  bookings: Insert<typeof schema.bookings>[];
  bookingItems: Insert<typeof schema.bookingItems>[];
  payments: Insert<typeof schema.payments>[];
}

const PHONE_AREA: Record<string, string> = {
  Jakarta: '21',
  Tangerang: '21',
  Bali: '361',
  Yogyakarta: '274',
  Magelang: '293',
  Bandung: '22',
  Surabaya: '31',
  Malang: '341',
  Batu: '341',
  Lombok: '370',
  'Labuan Bajo': '385',
  Medan: '61',
  Makassar: '411',
  Batam: '778',
  Semarang: '24',
  Solo: '271',
  Bogor: '251',
  Puncak: '263',
  Palembang: '711',
  Pekanbaru: '761',
  Padang: '751',
  Bukittinggi: '752',
  Balikpapan: '542',
  Manado: '431',
  Banyuwangi: '333',
  Pangandaran: '265',
  Belitung: '719',
  Bintan: '771',
  'Danau Toba': '625',
  'Bandar Lampung': '721',
  Pontianak: '561',
  Ambon: '911',
  Kupang: '380',
  Jayapura: '967',
  Anyer: '254',
  'Raja Ampat': '951',
  'Banda Aceh': '651',
};

const STREETS = [
  'Diponegoro',
  'Gajah Mada',
  'Hayam Wuruk',
  'Ahmad Yani',
  'Pahlawan',
  'Merdeka',
  'Veteran',
  'Imam Bonjol',
  'Teuku Umar',
  'Pemuda',
  'Kartini',
  'Sultan Agung',
  'Pattimura',
  'Hasanuddin',
  'Gatot Subroto',
  'Sisingamangaraja',
  'Sudirman',
  'Thamrin',
  'Cendrawasih',
  'Dewi Sartika',
  'Raden Saleh',
  'Mawar',
  'Pantai Indah',
  'Kenanga',
];

const TYPE_WEIGHTS: Record<DestinationKind, readonly (readonly [PropertyType, number])[]> = {
  metro: [
    ['hotel', 70],
    ['apartment', 10],
    ['guest_house', 10],
    ['hostel', 5],
    ['resort', 2],
    ['villa', 1],
  ],
  beach: [
    ['hotel', 34],
    ['resort', 20],
    ['villa', 24],
    ['guest_house', 8],
    ['homestay', 6],
    ['hostel', 9],
  ],
  highland: [
    ['hotel', 55],
    ['villa', 12],
    ['guest_house', 11],
    ['homestay', 8],
    ['hostel', 7],
    ['resort', 6],
    ['apartment', 2],
  ],
};

/** Areas whose character differs from their destination's. */
const AREA_BIAS: Record<string, Partial<Record<PropertyType, number>>> = {
  Ubud: { villa: 3, resort: 2 },
  Seminyak: { villa: 2.5 },
  Canggu: { villa: 2, hostel: 2.5 },
  Uluwatu: { villa: 2, resort: 2 },
  Kuta: { hostel: 2, hotel: 1.5 },
  'Nusa Dua': { resort: 4, hostel: 0 },
  Jimbaran: { resort: 3 },
  'Gili Trawangan': { guest_house: 2, homestay: 2, hostel: 2.5, hotel: 0.3 },
  'Gili Air': { homestay: 3, villa: 2, hotel: 0.3 },
  'Kawasan Bandara Soekarno-Hatta': { hotel: 5, villa: 0, resort: 0 },
  Sudirman: { hotel: 2, apartment: 2, guest_house: 0, homestay: 0 },
  Lagoi: { resort: 5, hostel: 0, guest_house: 0, homestay: 0 },
  Lembang: { villa: 2.5 },
  Kaliurang: { villa: 2 },
  Prawirotaman: { guest_house: 2, homestay: 2, hostel: 2 },
};

const STAR_WEIGHTS: Record<PropertyType, readonly (readonly [number, number])[]> = {
  hotel: [
    [2, 2],
    [3, 4],
    [4, 3],
    [5, 1],
  ],
  resort: [
    [4, 2],
    [5, 1],
  ],
  villa: [
    [3, 1],
    [4, 3],
    [5, 2],
  ],
  apartment: [
    [3, 1],
    [4, 2],
  ],
  guest_house: [
    [1, 2],
    [2, 3],
    [3, 1],
  ],
  homestay: [
    [0, 2],
    [1, 2],
    [2, 1],
  ],
  hostel: [
    [1, 2],
    [2, 1],
  ],
};

const PHOTO_CAPTIONS: Record<string, { id: string; en: string }> = {
  exterior: { id: 'Tampak depan', en: 'Exterior' },
  lobby: { id: 'Lobi', en: 'Lobby' },
  room: { id: 'Kamar', en: 'Room' },
  bathroom: { id: 'Kamar mandi', en: 'Bathroom' },
  pool: { id: 'Kolam renang', en: 'Swimming pool' },
  dining: { id: 'Restoran', en: 'Restaurant' },
  view: { id: 'Pemandangan', en: 'View' },
  facility: { id: 'Fasilitas', en: 'Facilities' },
};

const DESTINATION_SCENES: Record<DestinationKind, SceneName[]> = {
  metro: ['city'],
  beach: ['beach', 'island'],
  highland: ['mountain', 'ricefield', 'temple', 'lake'],
};

function haversineKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.sqrt(a));
}

const round1000 = (n: number) => Math.round(n / 1000) * 1000;
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

export interface BuildDemoDataOptions {
  seed?: number;
  today: string;
  /**
   * Multiplies the hotels of every destination (benchmarks: `scale: 10` gives 5,580 hotels). The first
   * `hotels` of each destination are the same whatever the scale; only ids shift. 1 (the default) gives the
   * documented demo data set, unchanged.
   */
  scale?: number;
}

export function buildDemoData(options: BuildDemoDataOptions): DemoData {
  const seed = options.seed ?? DEFAULT_SEED;
  const { today } = options;
  const scale = options.scale ?? 1;
  if (!Number.isInteger(scale) || scale < 1)
    throw new Error(`scale must be a positive integer, got ${scale}`);
  const rand = (scope: string) => new Random(`${seed}:${scope}`);
  const dayStart = (offset: number) => jakartaStartOfDay(addDays(today, offset));

  // --- holidays and menus -----------------------------------------------------------------------------------
  const holidays = HOLIDAYS.map((h, i) => ({ id: i + 1, ...h, status: 'published' as const }));
  const menuProducts = MENUS.map((m, i) => ({
    id: i + 1,
    platform: 'mobile-web',
    caption: m.caption,
    captionEn: m.captionEn,
    status: m.status,
    type: m.type,
    url: m.url,
    backgroundColor: m.backgroundColor,
    textColor: m.textColor,
    icon: m.type,
    sort: (i + 1) * 10,
  }));

  // --- geography ----------------------------------------------------------------------------------------------
  const provinceIds = new Map<string, number>();
  const provinces: DemoData['provinces'] = [];
  for (const d of DESTINATIONS) {
    if (!provinceIds.has(d.province)) {
      provinceIds.set(d.province, provinces.length + 1);
      provinces.push({ id: provinces.length + 1, name: d.province, slug: slugify(d.province) });
    }
  }
  const destinationImages: Record<DestinationKind, string[]> = {
    metro: mediaKeys('destination', DESTINATION_SCENES.metro),
    beach: mediaKeys('destination', DESTINATION_SCENES.beach),
    highland: mediaKeys('destination', DESTINATION_SCENES.highland),
  };
  const kindCounter: Record<DestinationKind, number> = { metro: 0, beach: 0, highland: 0 };
  const nextDestinationImage = (kind: DestinationKind) => {
    const list = destinationImages[kind];
    return list[kindCounter[kind]++ % list.length] as string;
  };

  const cities: DemoData['cities'] = [];
  const areas: DemoData['areas'] = [];
  const pois: DemoData['pois'] = [];
  interface AreaInfo {
    id: number;
    name: string;
    slug: string;
    lat: number;
    lng: number;
    weight: number;
  }
  interface CityInfo {
    id: number;
    def: DestinationDef;
    slug: string;
    areas: AreaInfo[];
    pois: { name: string; lat: number; lng: number }[];
  }
  const cityInfos: CityInfo[] = [];
  for (const d of DESTINATIONS) {
    const id = cities.length + 1;
    const slug = slugify(d.name);
    cities.push({
      id,
      provinceId: provinceIds.get(d.province) as number,
      name: d.name,
      slug,
      searchText: normalizeSearch(d.name),
      latitude: d.lat,
      longitude: d.lng,
      popularity: d.popularity,
      imageKey: nextDestinationImage(d.kind),
      timezone: d.timezone ?? 'Asia/Jakarta',
    });
    const info: CityInfo = { id, def: d, slug, areas: [], pois: [] };
    d.areas.forEach(([name, lat, lng], index) => {
      const areaId = areas.length + 1;
      const areaSlug = slugify(name);
      areas.push({
        id: areaId,
        cityId: id,
        name,
        slug: areaSlug,
        searchText: normalizeSearch(name),
        latitude: lat,
        longitude: lng,
        popularity: Math.round(d.popularity * (1 - index / (d.areas.length + 2))),
        imageKey: nextDestinationImage(d.kind),
      });
      info.areas.push({ id: areaId, name, slug: areaSlug, lat, lng, weight: 1 / Math.sqrt(index + 1) });
    });
    for (const [category, name, code, lat, lng] of d.pois) {
      const nearest = info.areas.reduce((best, a) =>
        haversineKm(lat, lng, a.lat, a.lng) < haversineKm(lat, lng, best.lat, best.lng) ? a : best,
      );
      const poiId = pois.length + 1;
      pois.push({
        id: poiId,
        name,
        slug: slugify(name),
        code,
        category,
        cityId: id,
        areaId: haversineKm(lat, lng, nearest.lat, nearest.lng) < 8 ? nearest.id : null,
        searchText: normalizeSearch(code ? `${name} ${code}` : name),
        latitude: lat,
        longitude: lng,
        popularity: category === 'airport' ? 90 : category === 'landmark' ? 70 : 50,
      });
      info.pois.push({ name, lat, lng });
    }
    cityInfos.push(info);
  }
  const cityByName = new Map(cityInfos.map((c) => [c.def.name, c]));

  const POPULAR: readonly (readonly [string, string | null])[] = [
    ['Bali', null],
    ['Jakarta', null],
    ['Yogyakarta', null],
    ['Bandung', null],
    ['Bali', 'Ubud'],
    ['Lombok', null],
    ['Labuan Bajo', null],
    ['Surabaya', null],
    ['Malang', null],
    ['Bali', 'Seminyak'],
    ['Batu', null],
    ['Yogyakarta', 'Malioboro'],
    ['Semarang', null],
    ['Danau Toba', null],
    ['Belitung', null],
    ['Bintan', null],
    ['Puncak', null],
    ['Medan', null],
    ['Makassar', null],
    ['Solo', null],
  ];
  const popularDestinations = POPULAR.map(([cityName, areaName], i) => {
    const city = cityByName.get(cityName) as CityInfo;
    const area = areaName ? city.areas.find((a) => a.name === areaName) : undefined;
    const imageKey = area
      ? (areas.find((a) => a.id === area.id)?.imageKey as string)
      : (cities.find((c) => c.id === city.id)?.imageKey as string);
    return { id: i + 1, cityId: city.id, areaId: area?.id ?? null, sort: i + 1, imageKey };
  });

  // --- facilities and groups ----------------------------------------------------------------------------------
  const facilities = FACILITIES.map((f, i) => ({
    id: i + 1,
    code: f.code,
    nameId: f.nameId,
    nameEn: f.nameEn,
    icon: f.icon,
    category: f.category,
    popular: Boolean(f.popular),
  }));
  const facilityId = new Map(facilities.map((f) => [f.code, f.id]));
  const facilityName = new Map(FACILITIES.map((f) => [f.code, f]));
  const hotelGroups = GROUPS.map((g, i) => ({
    id: i + 1,
    name: g.name,
    slug: slugify(g.name),
    searchText: normalizeSearch(g.name),
    descriptionId: g.descriptionId,
    descriptionEn: g.descriptionEn,
  }));

  // --- hotels -------------------------------------------------------------------------------------------------
  const hotels: DemoData['hotels'] = [];
  const hotelPhotos: DemoData['hotelPhotos'] = [];
  const hotelFacilities: DemoData['hotelFacilities'] = [];
  const roomTypes: DemoData['roomTypes'] = [];
  const hotelBadges: DemoData['hotelBadges'] = [];
  const reviews: DemoData['reviews'] = [];
  const usedSlugs = new Set<string>();
  const usedNames = new Set<string>();
  const hotelMeta: { id: number; cityName: string; roomTypeIds: number[]; prices: number[] }[] = [];
  const imagesByScene = (scenes: SceneName[]) => mediaKeys('hotel', scenes);
  const roomImages = imagesByScene(['room']);
  const poolImages = imagesByScene(['pool']);
  const lobbyImages = imagesByScene(['lobby']);
  const exteriorImages: Record<DestinationKind, string[]> = {
    metro: imagesByScene(['city']),
    beach: imagesByScene(['beach', 'pool']),
    highland: imagesByScene(['mountain', 'ricefield']),
  };
  const viewImages: Record<DestinationKind, string[]> = {
    metro: imagesByScene(['city']),
    beach: imagesByScene(['beach']),
    highland: imagesByScene(['mountain', 'ricefield']),
  };

  for (const city of cityInfos) {
    const d = city.def;
    const r = rand(`hotels:${city.slug}`);
    for (let n = 0; n < d.hotels * scale; n++) {
      const area = r.weighted(city.areas.map((a) => [a, a.weight] as const));
      const bias = AREA_BIAS[area.name] ?? {};
      const type = r.weighted(TYPE_WEIGHTS[d.kind].map(([t, w]) => [t, w * (bias[t] ?? 1)] as const));
      // Chains first (45%), falling back to an independent name when no chain fits or the name is taken.
      let name: string | null = null;
      let groupId: number | null = null;
      let stars = r.weighted(STAR_WEIGHTS[type]);
      if (r.chance(0.45)) {
        const fitting = GROUPS.map((g, i) => ({ g, id: i + 1 })).filter(
          ({ g }) => g.types.includes(type) && g.kinds.includes(d.kind),
        );
        if (fitting.length > 0) {
          const { g, id } = r.pick(fitting);
          const candidate = g.brand(type, area.name);
          if (candidate && !usedNames.has(candidate)) {
            name = candidate;
            groupId = id;
            stars = r.int(g.stars[0], g.stars[1]);
          }
        }
      }
      for (let attempt = 0; !name && attempt < 20; attempt++) {
        const candidate = r.pick(NAME_PATTERNS[type])(r.pick(NAME_WORDS), area.name);
        if (!usedNames.has(candidate)) name = candidate;
      }
      if (!name) name = `${r.pick(NAME_PATTERNS[type])(r.pick(NAME_WORDS), area.name)} ${n + 1}`;
      usedNames.add(name);
      let slug = slugify(name);
      if (usedSlugs.has(slug)) slug = `${slug}-${city.slug}`;
      for (let k = 2; usedSlugs.has(slug); k++) slug = `${slugify(name)}-${k}`;
      usedSlugs.add(slug);

      const id = hotels.length + 1;
      const lat = round6(area.lat + r.float(-0.011, 0.011));
      const lng = round6(area.lng + r.float(-0.011, 0.011));
      const nearestPoi = city.pois.length
        ? city.pois.reduce((best, p) =>
            haversineKm(lat, lng, p.lat, p.lng) < haversineKm(lat, lng, best.lat, best.lng) ? p : best,
          )
        : undefined;
      const poiKm = nearestPoi ? Math.max(0.2, haversineKm(lat, lng, nearestPoi.lat, nearestPoi.lng)) : 0;

      // facilities
      const fac = new Set<string>(['wifi', 'front_desk_24h', 'non_smoking', 'luggage', 'security_24h']);
      if (type !== 'hostel' || r.chance(0.5)) fac.add('ac');
      if (r.chance(0.85)) fac.add('parking');
      if (stars >= 3 || type === 'resort' || type === 'villa') fac.add('pool');
      const addAll = (codes: string[]) => {
        for (const code of codes) fac.add(code);
      };
      if (stars >= 4) addAll(['gym', 'spa', 'bar', 'room_service', 'wheelchair']);
      if (stars >= 3 && type !== 'villa') fac.add('restaurant');
      if (type !== 'hostel' || r.chance(0.3)) fac.add('breakfast');
      if (stars >= 4 || r.chance(0.15)) fac.add('airport_shuttle');
      if ((type === 'hotel' || type === 'apartment') && stars >= 3) fac.add('elevator');
      if (r.chance(0.7)) fac.add('laundry');
      if (type === 'hotel' && stars >= 3 && d.kind !== 'beach') fac.add('meeting_room');
      if (type === 'resort') addAll(['kids_club', 'spa', 'garden']);
      if (d.kind === 'beach' && (type === 'resort' || r.chance(0.3))) fac.add('beach_access');
      if (type === 'villa') addAll(['private_pool', 'kitchen', 'garden']);
      if (type === 'apartment') fac.add('kitchen');
      if (d.kind !== 'beach' || r.chance(0.4)) fac.add('prayer_room');
      if (d.kind !== 'metro' && r.chance(0.5)) fac.add('tour_desk');
      if (d.kind !== 'metro' && r.chance(0.3)) fac.add('bicycle');
      if (d.kind === 'metro' && stars >= 4) fac.add('business_center');
      if (stars === 5 && r.chance(0.4)) fac.add('ev_charging');
      if (r.chance(0.4)) fac.add('coffee_shop');
      const extras = FACILITIES.filter((f) => f.category !== 'room' && !fac.has(f.code)).map((f) => f.code);
      while (fac.size < 8) fac.add(r.pick(extras));
      const essential = new Set(['wifi', 'ac', 'pool', 'breakfast', 'parking', 'restaurant', 'private_pool']);
      const trimmable = () => [...fac].filter((c) => !essential.has(c));
      while (fac.size > 20) fac.delete(r.pick(trimmable()));
      for (const code of fac)
        hotelFacilities.push({ hotelId: id, facilityId: facilityId.get(code) as number });

      // room types
      const payAtHotel = r.chance(0.25);
      const templates = ROOM_TEMPLATES[type];
      const count = r.int(2, Math.min(5, templates.length));
      const startIndex = type === 'hotel' && stars >= 4 && r.chance(0.5) ? 1 : 0;
      const rest = r.sample(templates.slice(startIndex + 1), count - 1);
      const chosen = templates.filter((t, i) => i === startIndex || rest.includes(t));
      const [lo, hi] = basePriceRange(type, stars);
      const standard = round1000(r.float(lo, hi) * d.priceFactor);
      const roomTypeIds: number[] = [];
      const prices: number[] = [];
      let allRefundable = true;
      chosen.forEach((t, i) => {
        const roomTypeId = roomTypes.length + 1;
        const price = clamp(round1000(standard * r.float(t.factor[0], t.factor[1])), 150_000, 4_600_000);
        const refundable = r.chance(0.6);
        allRefundable &&= refundable;
        roomTypes.push({
          id: roomTypeId,
          hotelId: id,
          name: t.name,
          nameEn: t.nameEn,
          maxAdults: t.adults,
          maxChildren: t.children,
          bedType: t.bed,
          sizeM2: r.int(t.size[0], t.size[1]),
          breakfastIncluded: type === 'hostel' ? r.chance(0.2) : r.chance(stars >= 4 ? 0.7 : 0.45),
          refundable,
          freeCancellationDays: refundable ? r.pick([1, 1, 1, 2, 3, 7]) : null,
          payAtHotel: payAtHotel && r.chance(0.8),
          discountPercent: r.chance(0.15) ? r.pick([10, 15, 20, 25]) : 0,
          memberDiscountPercent: memberDiscountOf(roomTypeId),
          smokingAllowed: false,
          basePrice: price,
          totalAllotment: r.int(t.allotment[0], t.allotment[1]),
          facilities: [...t.facilities, ...(fac.has('ac') ? ['ac'] : []), 'wifi'],
          imageKey: r.pick(roomImages),
          sort: i + 1,
        });
        roomTypeIds.push(roomTypeId);
        prices.push(price);
      });
      if (chosen.some((t) => t.nameEn.startsWith('Family'))) {
        if (!fac.has('family_rooms') && fac.size < 20) {
          fac.add('family_rooms');
          hotelFacilities.push({ hotelId: id, facilityId: facilityId.get('family_rooms') as number });
        }
      }

      // photos
      const photos: { key: string; category: string }[] = [
        { key: r.pick(exteriorImages[d.kind]), category: 'exterior' },
        ...r.sample(roomImages, r.int(2, 3)).map((key) => ({ key, category: 'room' })),
      ];
      if (fac.has('pool') || fac.has('private_pool'))
        photos.push({ key: r.pick(poolImages), category: 'pool' });
      if (type === 'hotel' || type === 'resort') photos.push({ key: r.pick(lobbyImages), category: 'lobby' });
      if (fac.has('restaurant')) photos.push({ key: r.pick(lobbyImages), category: 'dining' });
      photos.push({ key: r.pick(viewImages[d.kind]), category: 'view' });
      while (photos.length < 5) photos.push({ key: r.pick(roomImages), category: 'room' });
      photos.slice(0, 10).forEach((p, i) => {
        const caption = PHOTO_CAPTIONS[p.category] as { id: string; en: string };
        hotelPhotos.push({
          id: hotelPhotos.length + 1,
          hotelId: id,
          imageKey: p.key,
          category: p.category as 'exterior',
          captionId: `${caption.id} ${name}`,
          captionEn: `${caption.en} of ${name}`,
          sort: i + 1,
        });
      });

      // descriptions
      const typeName = PROPERTY_TYPE_NAMES[type];
      const highlights = r.sample(
        [...fac].filter(
          (c) => !['wifi', 'non_smoking', 'luggage', 'security_24h', 'front_desk_24h'].includes(c),
        ),
        3,
      );
      const hId = highlights.map((c) => facilityName.get(c)?.nameId.toLowerCase() ?? c);
      const hEn = highlights.map((c) => facilityName.get(c)?.nameEn.toLowerCase() ?? c);
      const list = (items: string[], and: string) =>
        items.length <= 1
          ? (items[0] ?? '')
          : `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
      const km = poiKm < 1 ? poiKm.toFixed(1).replace('.', ',') : String(Math.round(poiKm));
      const kmEn = poiKm < 1 ? poiKm.toFixed(1) : String(Math.round(poiKm));
      const starId = stars > 0 ? ` bintang ${stars}` : '';
      const starEn = stars > 0 ? `${stars}-star ` : '';
      const descriptionId = [
        `${name} adalah ${typeName.id}${starId} di kawasan ${area.name}, ${d.name}.`,
        nearestPoi
          ? `Berjarak sekitar ${km} km dari ${nearestPoi.name}, lokasinya memudahkan Anda menjelajahi ${d.name}.`
          : '',
        `Tamu dapat menikmati ${list(hId, 'dan')}.`,
        type === 'villa'
          ? 'Setiap vila memiliki ruang yang lega dan privasi penuh, cocok untuk bulan madu maupun liburan keluarga.'
          : type === 'hostel'
            ? 'Suasananya santai dan ramah, tempat yang pas untuk bertemu sesama pelancong.'
            : type === 'resort'
              ? 'Resor ini menawarkan suasana tenang dengan taman tropis yang asri.'
              : 'Kamar-kamarnya dirancang nyaman untuk perjalanan bisnis maupun liburan.',
      ]
        .filter(Boolean)
        .join(' ');
      const descriptionEn = [
        `${name} is a ${starEn}${typeName.en} in ${area.name}, ${d.name}.`,
        nearestPoi
          ? `About ${kmEn} km from ${nearestPoi.name}, it is a convenient base for exploring ${d.name}.`
          : '',
        `Guests can enjoy ${list(hEn, 'and')}.`,
        type === 'villa'
          ? 'Every villa offers generous space and full privacy, ideal for honeymoons and family holidays.'
          : type === 'hostel'
            ? 'The vibe is relaxed and friendly, a good place to meet fellow travellers.'
            : type === 'resort'
              ? 'The resort offers a calm atmosphere amid lush tropical gardens.'
              : 'Its rooms are designed for comfortable business and leisure stays.',
      ]
        .filter(Boolean)
        .join(' ');

      const times = r.weighted([
        [['14:00', '12:00'], 70],
        [['15:00', '12:00'], 12],
        [['14:00', '11:00'], 10],
        [['13:00', '12:00'], 8],
      ] as const);
      const [checkIn, checkOut] = times;
      const rules = RULES.filter((x) => !x.when || x.when(type, stars)).map((x) => x.rule);
      rules.unshift({
        id: `Check-in mulai pukul ${checkIn.replace(':', '.')}, check-out paling lambat pukul ${checkOut.replace(':', '.')}.`,
        en: `Check-in from ${checkIn}, check-out until ${checkOut}.`,
      });
      const street = r.chance(0.4) ? `Jl. Raya ${area.name}` : `Jl. ${r.pick(STREETS)}`;

      hotels.push({
        id,
        slug,
        name,
        searchText: normalizeSearch(name),
        groupId,
        cityId: city.id,
        areaId: area.id,
        propertyType: type,
        starRating: stars,
        address: `${street} No. ${r.int(1, 188)}, ${area.name}, ${d.name}, ${d.province}`,
        postalCode: null,
        latitude: lat,
        longitude: lng,
        phone: `+62 ${PHONE_AREA[d.name] ?? '21'} ${r.int(200, 899)} ${String(r.int(0, 9999)).padStart(4, '0')}`,
        descriptionId,
        descriptionEn,
        rules,
        checkInTime: checkIn,
        checkOutTime: checkOut,
        popularity: Math.round(clamp(d.popularity * r.float(0.3, 1) + stars * 3, 1, 100)),
        reviewScore: null,
        reviewCount: 0,
        payAtHotel,
        status: 'active',
      });
      hotelMeta.push({ id, cityName: d.name, roomTypeIds, prices });

      // reviews
      const quality = clamp(3.3 + stars * 0.22 + r.float(-0.55, 0.45), 2.6, 4.95);
      const reviewCount = Math.round(r.next() ** 1.6 * 30 * (0.4 + d.popularity / 100));
      let pointSum = 0;
      let cleanlinessSum = 0;
      for (let k = 0; k < reviewCount; k++) {
        const point = () => clamp(Math.round(quality + r.float(-1.1, 0.8)), 1, 5);
        const p = { cleanliness: point(), comfort: point(), services: point(), valueForMoney: point() };
        const avg = (p.cleanliness + p.comfort + p.services + p.valueForMoney) / 4;
        pointSum += avg;
        cleanlinessSum += p.cleanliness;
        const band = avg >= 4.5 ? 'great' : avg >= 3.75 ? 'good' : avg >= 2.75 ? 'ok' : 'poor';
        const english = r.chance(0.12);
        const texts = (english ? REVIEW_TEXTS_EN : REVIEW_TEXTS_ID)[band];
        const fill = (s: string) =>
          s
            .replaceAll('{city}', d.name)
            .replaceAll('{area}', area.name)
            .replaceAll('{poi}', nearestPoi?.name ?? d.name);
        const description = [
          r.pick(texts.openings),
          ...r.sample(texts.details, r.int(1, 2)),
          r.pick(texts.closings),
        ]
          .map(fill)
          .join(' ');
        const travel = r.weighted([
          ['personal', 30],
          ['business', d.kind === 'metro' ? 35 : 10],
          ['family', 35],
        ] as const);
        const createdAt = new Date(dayStart(-r.int(1, 720)).getTime() + r.int(8, 22) * 3_600_000);
        reviews.push({
          id: 0,
          hotelId: id,
          roomTypeId: r.chance(0.8) ? r.pick(roomTypeIds) : null,
          memberId: null,
          bookingId: null,
          reviewerName: english ? r.pick(FOREIGN_NAMES) : `${r.pick(FIRST_NAMES)} ${r.pick(LAST_NAMES)}`,
          title: fill(r.pick(texts.titles)),
          description,
          language: english ? 'en' : 'id',
          ...p,
          typeOfTravel: travel,
          hideName: r.chance(0.15),
          createdAt,
        });
      }
      const hotel = hotels[hotels.length - 1] as DemoData['hotels'][number];
      hotel.reviewCount = reviewCount;
      hotel.reviewScore = reviewCount ? Math.round((pointSum / reviewCount) * 10) / 10 : null;

      // badges
      const badge = (code: keyof typeof BADGES) => {
        const b = BADGES[code];
        hotelBadges.push({
          id: hotelBadges.length + 1,
          hotelId: id,
          code,
          labelId: b.labelId,
          labelEn: b.labelEn,
          descriptionId: b.descriptionId,
          descriptionEn: b.descriptionEn,
          icon: b.icon,
          color: b.color,
        });
      };
      if ((hotel.reviewScore ?? 0) >= 4.3 && reviewCount >= 8) badge('best_seller');
      if (reviewCount >= 5 && cleanlinessSum / reviewCount >= 4.4) badge('clean_stay');
      if (reviewCount < 3 && r.chance(0.3)) badge('new');
      if (payAtHotel) badge('pay_at_hotel');
      if (allRefundable) badge('free_cancellation');
    }
  }
  // Reviews get ids in chronological order, like a real table would.
  reviews.sort(
    (a, b) => (a.createdAt as Date).getTime() - (b.createdAt as Date).getTime() || a.hotelId - b.hotelId,
  );
  reviews.forEach((rv, i) => {
    rv.id = i + 1;
  });

  // --- promotions ---------------------------------------------------------------------------------------------
  const landingPages: DemoData['landingPages'] = [];
  const landingPageHotels: DemoData['landingPageHotels'] = [];
  const promoKeys = Array.from(
    { length: PROMO_IMAGE_COUNT },
    (_, i) => `promo-${String(i + 1).padStart(2, '0')}`,
  );
  const rp = rand('promotions');
  PROMOS.forEach((p, i) => {
    const id = i + 1;
    const startAt = dayStart(p.startDay);
    const endAt = new Date(dayStart(p.endDay + 1).getTime() - 1000);
    landingPages.push({
      id,
      slug: p.slug,
      category: p.category,
      bank: p.bank ?? null,
      titleId: p.titleId,
      titleEn: p.titleEn,
      subtitleId: p.subtitleId,
      subtitleEn: p.subtitleEn,
      descriptionId: p.descriptionId,
      descriptionEn: p.descriptionEn,
      promoCode: p.promoCode,
      discountPercent: p.discountPercent,
      maxDiscount: p.maxDiscount,
      minTransaction: p.minTransaction,
      usageLimitPerMember: 1,
      ...promoRule(p),
      startAt,
      endAt,
      howToUse: howToUse(p.promoCode, p.bank),
      terms: terms(p),
      imageKey: promoKeys[i % promoKeys.length] as string,
      published: true,
      createdAt: new Date(startAt.getTime() - 7 * 86_400_000),
    });
    const pool = p.cities.length ? hotelMeta.filter((h) => p.cities.includes(h.cityName)) : hotelMeta;
    const chosen = rp.sample(pool, p.hotelCount).sort((a, b) => a.id - b.id);
    for (const h of chosen) landingPageHotels.push({ landingPageId: id, hotelId: h.id });
    const ongoing = p.startDay <= 0 && p.endDay >= 0;
    if (ongoing && p.category === 'special_offer') {
      for (const h of chosen.slice(0, 6)) {
        if (!hotelBadges.some((b) => b.hotelId === h.id && b.code === 'promo')) {
          const b = BADGES.promo;
          hotelBadges.push({
            id: hotelBadges.length + 1,
            hotelId: h.id,
            code: 'promo',
            labelId: b.labelId,
            labelEn: b.labelEn,
            descriptionId: b.descriptionId,
            descriptionEn: b.descriptionEn,
            icon: b.icon,
            color: b.color,
          });
        }
      }
    }
  });

  // --- activities ---------------------------------------------------------------------------------------------
  const ra = rand('activities');
  const activities = ACTIVITIES.map((a, i) => {
    const city = cityByName.get(a.city) as CityInfo;
    return {
      id: i + 1,
      slug: slugify(a.nameEn),
      nameId: a.nameId,
      nameEn: a.nameEn,
      cityId: city.id,
      category: a.category,
      price: a.price,
      originalPrice: ra.chance(0.3) ? round1000(a.price * ra.float(1.1, 1.3)) : null,
      imageKey: ra.pick(destinationImages[city.def.kind]),
      rating: a.rating,
      reviewCount: ra.int(40, 2400),
      durationHours: a.durationHours,
      popularity: Math.round(a.rating * 20 - i / 4),
    };
  });

  // --- members and their history ------------------------------------------------------------------------------
  const members: DemoData['members'] = MEMBERS.map((m, i) => {
    const [first, ...rest] = m.fullName.split(' ');
    const created = dayStart(-400 + i * 17);
    return {
      id: i + 1,
      email: m.email,
      password: m.hasPassword === false ? null : 'demo',
      fullName: m.fullName,
      firstName: first ?? m.fullName,
      lastName: rest.join(' ') || null,
      phoneNumberCountryCode: '62',
      phoneNumber: m.phone,
      verifiedBySms: m.verifiedBySms,
      status: m.status,
      gender: m.gender,
      birthDate: m.birthDate,
      title: m.title,
      newsletter: m.newsletter,
      source: m.source,
      deletedAt: m.status === 'deleted' ? dayStart(-30) : null,
      createdAt: created,
      updatedAt: created,
    };
  });
  const socialIdentities = MEMBERS.flatMap((m, i) =>
    m.source === 'googleplus' || m.source === 'facebook'
      ? [{ id: 0, memberId: i + 1, provider: m.source, subject: `demo-${m.source}-${i + 1}`, email: m.email }]
      : [],
  ).map((s, i) => ({ ...s, id: i + 1 }));

  const favorites: DemoData['favorites'] = [];
  const rf = rand('favorites');
  const favoriteHotels = rf.sample(hotelMeta, 7);
  favoriteHotels.forEach((h, i) => {
    const memberId = i < 5 ? 1 : 2;
    const createdAt = i < 5 ? dayStart(-60 + i * 9) : dayStart(-20 + i);
    favorites.push({
      id: favorites.length + 1,
      memberId,
      favorableType: 'hotel',
      favorableId: h.id,
      createdAt,
    });
  });

  // Bookings of the first demo members: stays in the past (one reviewed, one awaiting a review), an upcoming
  // paid stay and an expired order, each made from a cart and paid (or not) through a payment.
  const carts: DemoData['carts'] = [];
  const cartItems: DemoData['cartItems'] = [];
  const bookings: DemoData['bookings'] = [];
  const bookingItems: DemoData['bookingItems'] = [];
  const payments: DemoData['payments'] = [];
  const rb = rand('bookings');
  const uuid = () => {
    const bytes = Array.from({ length: 16 }, () => rb.int(0, 255));
    bytes[6] = ((bytes[6] as number) & 0x0f) | 0x40;
    bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
    const hex = bytes.map((b) => b.toString(16).padStart(2, '0')).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  };
  const bookingPlan = [
    {
      memberId: 1,
      checkInOffset: -40,
      nights: 2,
      status: 'completed',
      review: true,
      method: 'virtual_account',
      channel: 'bca',
    },
    {
      memberId: 1,
      checkInOffset: -10,
      nights: 3,
      status: 'completed',
      review: false,
      method: 'credit_card',
      channel: null,
    },
    {
      memberId: 1,
      checkInOffset: 20,
      nights: 2,
      status: 'paid',
      review: false,
      method: 'e_wallet',
      channel: 'gopay',
    },
    {
      memberId: 1,
      checkInOffset: 35,
      nights: 1,
      status: 'expired',
      review: false,
      method: 'virtual_account',
      channel: 'mandiri',
    },
    {
      memberId: 2,
      checkInOffset: 14,
      nights: 4,
      status: 'paid',
      review: false,
      method: 'virtual_account',
      channel: 'bni',
    },
  ] as const;
  const inCities = hotelMeta.filter((x) => ['Bali', 'Yogyakarta', 'Bandung', 'Jakarta'].includes(x.cityName));
  bookingPlan.forEach((plan, i) => {
    const h = rb.pick(inCities);
    const roomTypeId = rb.pick(h.roomTypeIds);
    const room = roomTypes[roomTypeId - 1] as DemoData['roomTypes'][number];
    const member = members[plan.memberId - 1] as DemoData['members'][number];
    const checkIn = addDays(today, plan.checkInOffset);
    const checkOut = addDays(checkIn, plan.nights);
    const nightlyPrices = Array.from({ length: plan.nights }, (_, n) => ({
      date: addDays(checkIn, n),
      price: room.basePrice,
    }));
    const total = room.basePrice * plan.nights;
    const { roomTotal, taxesAndFees } = splitTaxesAndFees(total);
    const createdAt = new Date(
      dayStart(Math.min(plan.checkInOffset - rb.int(5, 20), -1)).getTime() + rb.int(8, 21) * 3_600_000,
    );
    const paid = plan.status !== 'expired';
    const paidAt = paid ? new Date(createdAt.getTime() + 25 * 60_000) : null;
    const paymentDeadline = new Date(createdAt.getTime() + 2 * 3_600_000);
    const contact = {
      title: member.title as 'Mr' | 'Mrs' | 'Ms',
      full_name: member.fullName,
      email: member.email,
      phone_number_country_code: '62',
      phone_number: member.phoneNumber as string,
    };
    const guests = [{ title: contact.title, full_name: contact.full_name }];
    const specialRequest = {
      bed_type: 'one_large_bed' as const,
      high_floor: plan.memberId === 1,
      non_smoking: true,
      connecting_rooms: false,
      other: null,
    };
    const cartId = uuid();
    carts.push({
      id: cartId,
      memberId: plan.memberId,
      status: paid ? 'paid' : 'expired',
      expiresAt: paymentDeadline,
      contact,
      bookingForSomeoneElse: false,
      guests,
      specialRequest,
      termsAccepted: true,
      promoCode: null,
      roomTotal,
      taxesAndFees,
      promoDiscount: 0,
      total,
      createdAt,
      updatedAt: paidAt ?? paymentDeadline,
    });
    const item = {
      hotelId: h.id,
      roomTypeId,
      checkIn,
      checkOut,
      nights: plan.nights,
      rooms: 1,
      adults: 2,
      children: [],
      roomName: room.nameEn,
      bedType: room.bedType,
      breakfastIncluded: room.breakfastIncluded,
      refundable: room.refundable,
      payAtHotel: Boolean(room.payAtHotel),
      freeCancellationDays: room.freeCancellationDays ?? null,
      pricePerNight: room.basePrice,
      nightlyPrices,
      totalPrice: total,
      sort: 1,
    };
    cartItems.push({ id: i + 1, cartId, ...item });
    const code = `NS${checkIn.slice(2, 4)}${checkIn.slice(5, 7)}${Array.from({ length: 6 }, () => rb.pick([...'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'])).join('')}`;
    const at = (d: Date | null) => (d ? d.toISOString() : null);
    const tracking: {
      key: 'created' | 'paid' | 'confirmed' | 'checked_in' | 'completed' | 'expired';
      at: string | null;
    }[] = [{ key: 'created', at: at(createdAt) }];
    if (paid) tracking.push({ key: 'paid', at: at(paidAt) }, { key: 'confirmed', at: at(paidAt) });
    else tracking.push({ key: 'expired', at: at(paymentDeadline) });
    if (plan.status === 'completed') {
      tracking.push(
        { key: 'checked_in', at: at(jakartaStartOfDay(checkIn)) },
        { key: 'completed', at: at(jakartaStartOfDay(checkOut)) },
      );
    }
    const bookingId = i + 1;
    bookings.push({
      id: bookingId,
      code,
      number: `ORD-${createdAt.toISOString().slice(0, 10).replaceAll('-', '')}-${String(rb.int(1000, 9999))}`,
      memberId: plan.memberId,
      cartId,
      status: plan.status,
      paymentMethod: plan.method,
      paymentStatus: paid ? 'paid' : 'expired',
      paidAt,
      expiresAt: paid ? null : paymentDeadline,
      contact,
      guests,
      specialRequest,
      promoCode: null,
      subtotal: roomTotal,
      taxesAndFees,
      total,
      tracking,
      createdAt,
      updatedAt: paidAt ?? paymentDeadline,
    });
    bookingItems.push({ id: i + 1, bookingId, ...item });
    payments.push({
      id: uuid(),
      cartId,
      bookingId,
      method: plan.method,
      channel: plan.channel,
      amount: total,
      status: paid ? 'paid' : 'expired',
      instructions: null,
      redirectUrl: null,
      provider: 'local',
      providerReference: `LOCAL-${code}`,
      expiresAt: paymentDeadline,
      paidAt,
      createdAt: new Date(createdAt.getTime() + 5 * 60_000),
      updatedAt: paidAt ?? paymentDeadline,
    });
    if (plan.review) {
      reviews.push({
        id: reviews.length + 1,
        hotelId: h.id,
        roomTypeId,
        memberId: plan.memberId,
        bookingId,
        reviewerName: member.fullName,
        title: 'Liburan keluarga yang menyenangkan',
        description:
          'Kamarnya bersih dan luas, stafnya ramah, sarapannya enak. Anak-anak senang berenang. Akan kembali lagi!',
        language: 'id',
        cleanliness: 5,
        comfort: 5,
        services: 4,
        valueForMoney: 4,
        typeOfTravel: 'family',
        hideName: false,
        createdAt: jakartaStartOfDay(addDays(checkOut, 1)),
      });
    }
  });

  // The images referenced above must exist in the catalog (a guard against renumbering).
  if (HOTEL_IMAGE_COUNT < 1 || DESTINATION_IMAGE_COUNT < 1) throw new Error('empty media catalog');

  return {
    seed,
    today,
    holidays,
    menuProducts,
    provinces,
    cities,
    areas,
    pois,
    popularDestinations,
    hotelGroups,
    facilities,
    hotels,
    hotelPhotos,
    hotelFacilities,
    roomTypes,
    hotelBadges,
    members,
    socialIdentities,
    reviews,
    landingPages,
    landingPageHotels,
    activities,
    favorites,
    carts,
    cartItems,
    bookings,
    bookingItems,
    payments,
  };
}

/**
 * The member rate of a demo room type (issue 13): about 40% of room types, 5-10% below the public price. A hash of
 * the id rather than the generator `r`: drawing from `r` here would shift every value drawn after it, and the
 * rest of the demo data (hotels, prices, promotions that tests and stories name) would change.
 */
function memberDiscountOf(roomTypeId: number): number {
  const hash = Math.imul(roomTypeId ^ 0x5bd1e995, 0x27d4eb2d) >>> 0;
  return hash % 100 < 40 ? 5 + ((hash >>> 8) % 6) : 0;
}
