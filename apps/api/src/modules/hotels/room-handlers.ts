// A hotel's rooms with availability and prices for a stay.
import { sql } from 'drizzle-orm';
import { defineHandlers } from '../../contract/handlers.ts';
import type { components } from '../../generated/openapi.ts';
import type { Lang } from '../../http/i18n.ts';
import { imageSet } from '../../media/catalog.ts';
import { pricesForMember } from './pricing.ts';
import { hotelExists } from './shared.ts';
import { originalPrice, roomOffersSql, validateStay } from './stay.ts';

type Schemas = components['schemas'];

const BED_NAMES: Record<string, { id: string; en: string }> = {
  king: { id: '1 ranjang king', en: '1 king bed' },
  queen: { id: '1 ranjang queen', en: '1 queen bed' },
  double: { id: '1 ranjang double', en: '1 double bed' },
  twin: { id: '2 ranjang single', en: '2 single beds' },
  bunk: { id: 'Ranjang susun', en: 'Bunk beds' },
};

/** A room's bed in words (carts and bookings show the same words as the room list). */
export function bedName(bedType: string, lang: Lang): string {
  return BED_NAMES[bedType]?.[lang] ?? bedType;
}

/** A room's name with its meal plan, e.g. "Deluxe Double (with breakfast)". */
export function roomName(type: string, breakfastIncluded: boolean, lang: Lang): string {
  const en = lang === 'en';
  const meal = breakfastIncluded
    ? en
      ? 'with breakfast'
      : 'termasuk sarapan'
    : en
      ? 'room only'
      : 'tanpa sarapan';
  return `${type} (${meal})`;
}

export function cancellationPolicy(refundable: boolean, days: number | null, lang: Lang): string {
  if (!refundable) {
    return lang === 'en'
      ? 'Non-refundable: cancellations and changes are not refunded.'
      : 'Tidak dapat dikembalikan: pembatalan dan perubahan tidak mendapat pengembalian dana.';
  }
  const n = days ?? 1;
  return lang === 'en'
    ? `Free cancellation until ${n} day${n === 1 ? '' : 's'} before check-in.`
    : `Gratis pembatalan hingga ${n} hari sebelum check-in.`;
}

export const roomHandlers = defineHandlers({
  async listHotelRooms({ params, query, lang, services, request }) {
    const { database } = services;
    const stay = validateStay(
      {
        checkIn: query.check_in,
        checkOut: query.check_out,
        rooms: query.rooms ?? 1,
        adults: query.adults ?? 2,
        children: query.children,
      },
      services.clock,
    );
    await hotelExists(database, params.param);
    const member = await pricesForMember(services, request);
    const rows = await database.rows<{
      room_type_id: number;
      name: string;
      name_en: string;
      max_adults: number;
      max_children: number;
      bed_type: string;
      size_m2: number | null;
      facilities: string[];
      breakfast_included: boolean;
      refundable: boolean;
      free_cancellation_days: number | null;
      pay_at_hotel: boolean;
      discount_percent: number;
      image_key: string;
      rooms_left: number;
      price_per_night: number;
      public_price_per_night: number;
      member_price_per_night: number;
      availability: Schemas['RoomAvailability'];
    }>(sql`
      SELECT o.room_type_id, rt.name, rt.name_en, rt.max_adults, rt.max_children, rt.bed_type, rt.size_m2,
             rt.facilities, rt.breakfast_included, rt.refundable, rt.free_cancellation_days, rt.pay_at_hotel,
             rt.discount_percent, rt.image_key, o.rooms_left, o.price_per_night, o.public_price_per_night,
             o.member_price_per_night, o.availability
        FROM (${roomOffersSql(sql`${params.param}`, stay, services.clock(), member)}) o
        JOIN room_types rt ON rt.id = o.room_type_id
       ORDER BY (o.availability <> 'available'), o.price_per_night, rt.sort, rt.id`);
    const codes = [...new Set(rows.flatMap((r) => r.facilities ?? []))];
    const names = new Map<string, string>();
    if (codes.length > 0) {
      const facilityRows = await database.rows<{ code: string; name: string }>(sql`
        SELECT code, ${lang === 'en' ? sql.raw('name_en') : sql.raw('name_id')} AS name FROM facilities
         WHERE code IN (${sql.join(
           codes.map((c) => sql`${c}`),
           sql`, `,
         )})`);
      for (const f of facilityRows) names.set(f.code, f.name);
    }
    const en = lang === 'en';
    return {
      status: 200,
      body: {
        data: {
          hotel_id: params.param,
          check_in: stay.checkIn,
          check_out: stay.checkOut,
          nights: stay.nights,
          occupancy: { rooms: stay.rooms, adults: stay.adults, children: stay.children },
          rooms: rows.map((r) => {
            const type = en ? r.name_en : r.name;
            return {
              id: r.room_type_id,
              name: roomName(type, r.breakfast_included, lang),
              type,
              capacity: { adults: r.max_adults, children: r.max_children },
              bed_type: bedName(r.bed_type, lang),
              size_m2: r.size_m2,
              facilities: (r.facilities ?? []).map((code) => ({ code, name: names.get(code) ?? code })),
              breakfast_included: r.breakfast_included,
              refundable: r.refundable,
              pay_at_hotel: r.pay_at_hotel,
              cancellation_policy: cancellationPolicy(r.refundable, r.free_cancellation_days, lang),
              allotment_remaining: r.rooms_left,
              availability: r.availability,
              price_per_night: r.price_per_night,
              // The discount's struck-through price is the public price's, for members too.
              original_price_per_night: originalPrice(r.public_price_per_night, r.discount_percent),
              // Never both: a member sees the public price they beat, a guest what a member pays.
              public_price_per_night:
                member && r.public_price_per_night > r.price_per_night ? r.public_price_per_night : null,
              member_price_per_night:
                !member && r.member_price_per_night < r.price_per_night ? r.member_price_per_night : null,
              total_price: r.price_per_night * stay.nights * stay.rooms,
              photos: [imageSet(r.image_key, type)],
            };
          }),
        },
      },
    };
  },
});
