// Sample hotels and facets for tests and stories, typed from the contract so a schema change breaks them loudly.
import type { HotelSearchFacets, HotelSummary } from './results-model';

export function hotelSummary(over: Partial<HotelSummary> = {}): HotelSummary {
  const id = over.id ?? 101;
  return {
    id,
    name: `Hotel Kuta ${id}`,
    slug: `hotel-kuta-${id}`,
    star_rating: 4,
    property_type: 'hotel',
    address: 'Jl. Pantai Kuta No. 1',
    city_id: 7,
    city_name: 'Badung',
    city_slug: 'badung',
    area_id: 31,
    area_name: 'Kuta',
    area_slug: 'kuta',
    country_slug: 'indonesia',
    latitude: -8.72,
    longitude: 115.17,
    review_score: 4.5,
    review_count: 128,
    image: {
      url: `/img/hotel-${id}-600.jpg`,
      thumbnail: `/img/hotel-${id}-230.jpg`,
      width: 600,
      height: 400,
      alt: 'Kolam renang hotel',
    },
    cheapest_price: 850000,
    original_price: null,
    breakfast_included: true,
    free_cancellation: true,
    pay_at_hotel: false,
    availability: 'available',
    distance_km: null,
    badges: [],
    ...over,
  };
}

export const discountedHotel = hotelSummary({
  id: 102,
  name: 'Segara Resort Kuta',
  star_rating: 5,
  cheapest_price: 1200000,
  original_price: 1500000,
  pay_at_hotel: true,
  badges: [{ code: 'promo', label: 'Promo', description: null, icon: 'tag' }],
});

/** Member rates, as a signed-in member gets them: the member price, and the public price it beats. */
export const memberRateHotel = hotelSummary({
  id: 105,
  name: 'Puri Sanur Member',
  cheapest_price: 810000,
  public_price: 900000,
  member_price: null,
});

/** Member rates, as a guest gets them: the public price, and what a member would pay. */
export const memberTeaserHotel = hotelSummary({
  id: 106,
  name: 'Puri Sanur Tamu',
  cheapest_price: 900000,
  public_price: null,
  member_price: 810000,
});

/** A hotel of a "near me" or point-of-interest search, with its distance. */
export const nearbyHotel = hotelSummary({ id: 104, name: 'Pondok Legian', distance_km: 1.24 });

export const unreviewedHotel = hotelSummary({
  id: 103,
  name: 'Losmen Baru',
  star_rating: 0,
  review_score: null,
  review_count: 0,
  free_cancellation: false,
});

export const sampleFacets: HotelSearchFacets = {
  total: 42,
  price: { min: 150000, max: 4500000, histogram: [] },
  star_ratings: [
    { value: 5, count: 6 },
    { value: 4, count: 14 },
    { value: 3, count: 15 },
    { value: 2, count: 5 },
    { value: 1, count: 2 },
  ],
  review_scores: [
    { min: 3, count: 36 },
    { min: 3.5, count: 31 },
    { min: 4, count: 20 },
    { min: 4.5, count: 7 },
  ],
  facilities: [
    { code: 'wifi', name: 'WiFi', count: 40 },
    { code: 'pool', name: 'Kolam renang', count: 18 },
  ],
  property_types: [
    { code: 'hotel', name: 'Hotel', count: 30 },
    { code: 'villa', name: 'Vila', count: 8 },
    { code: 'resort', name: 'Resor', count: 4 },
  ],
  areas: [
    { id: 31, name: 'Kuta', slug: 'kuta', count: 24 },
    { id: 32, name: 'Legian', slug: 'legian', count: 11 },
    { id: 33, name: 'Seminyak', slug: 'seminyak', count: 7 },
  ],
  breakfast_included: 25,
  free_cancellation: 30,
  pay_at_hotel: 9,
};
