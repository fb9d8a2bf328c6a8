// Promotions (landing pages): their answers with the rules of their code and where the server's clock is in
// their period, and their participating hotels priced with the code. Business rules: packages/promotions/README.md.
//
// The code itself is applied by the cart (modules/carts/promo.ts); what the pages show must be what the cart
// does: the period is compared as instants (start_at <= now <= end_at, as the cart refuses a code before
// start_at and after end_at), and the discount on a price is the cart's rule (promoDiscountOn below).
import { DEFAULT_GUESTS, defaultStay } from '@nusa/api-client/stay';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { landingPageHotels, landingPages } from '../../db/schema.ts';
import type { components } from '../../generated/openapi.ts';
import { notFound } from '../../http/errors.ts';
import type { Lang } from '../../http/i18n.ts';
import { addDays, type Clock, jakartaToday, toJakartaIso } from '../../lib/time.ts';
import { imageSet } from '../../media/catalog.ts';
import { promoDiscount } from '../carts/promo.ts';
import { pricedHotelCards } from '../hotels/shared.ts';
import { validateStay } from '../hotels/stay.ts';

type Schemas = components['schemas'];
type LandingPageRow = typeof landingPages.$inferSelect;
type PromotionStatus = Schemas['LandingPage']['status'];

/** Where `now` is in the promotion's period: before its start, inside it (both ends included), or after it. */
function promotionStatus(row: Pick<LandingPageRow, 'startAt' | 'endAt'>, now: Date): PromotionStatus {
  if (now.getTime() < row.startAt.getTime()) return 'upcoming';
  if (now.getTime() > row.endAt.getTime()) return 'ended';
  return 'ongoing';
}

/** SQL rank of the status, for the list's order: ongoing, upcoming, ended. */
export function statusRankSql(now: Date) {
  const at = now.toISOString();
  return sql`CASE WHEN ${landingPages.startAt} > ${at}::timestamptz THEN 1
                  WHEN ${landingPages.endAt} < ${at}::timestamptz THEN 2 ELSE 0 END`;
}

export async function toLandingPages(
  database: Database,
  rows: LandingPageRow[],
  lang: Lang,
  now: Date,
): Promise<Schemas['LandingPage'][]> {
  const ids = rows.map((r) => r.id);
  const links = ids.length
    ? await database.db
        .select({ landingPageId: landingPageHotels.landingPageId, hotelId: landingPageHotels.hotelId })
        .from(landingPageHotels)
        .where(inArray(landingPageHotels.landingPageId, ids))
        .orderBy(asc(landingPageHotels.hotelId))
    : [];
  const hotelsByPage = new Map<number, number[]>();
  for (const link of links) {
    const list = hotelsByPage.get(link.landingPageId) ?? [];
    list.push(link.hotelId);
    hotelsByPage.set(link.landingPageId, list);
  }
  return rows.map((r) => {
    const title = lang === 'en' ? r.titleEn : r.titleId;
    return {
      id: r.id,
      slug: r.slug,
      title,
      subtitle: lang === 'en' ? r.subtitleEn : r.subtitleId,
      category: r.category,
      bank: r.bank,
      image: imageSet(r.imageKey, title),
      promo_code: r.promoCode,
      discount_percent: r.discountPercent,
      max_discount: r.maxDiscount,
      discount_amount: r.discountAmount,
      min_transaction: r.minTransaction,
      payment_methods: r.paymentMethods,
      payment_channels: r.paymentChannels,
      start_at: toJakartaIso(r.startAt),
      end_at: toJakartaIso(r.endAt),
      status: promotionStatus(r, now),
      description: lang === 'en' ? r.descriptionEn : r.descriptionId,
      how_to_use: r.howToUse[lang],
      terms: r.terms[lang],
      hotel_ids: hotelsByPage.get(r.id) ?? [],
    };
  });
}

/** A published promotion by numeric id or slug, or 404 landing_page_not_found. */
export async function findLandingPage(database: Database, key: string): Promise<LandingPageRow> {
  const trimmed = key.trim();
  const numeric = /^\d{1,9}$/.test(trimmed);
  const [row] = await database.db
    .select()
    .from(landingPages)
    .where(
      and(
        eq(landingPages.published, true),
        numeric ? eq(landingPages.id, Number(trimmed)) : eq(landingPages.slug, trimmed),
      ),
    )
    .limit(1);
  if (!row) throw notFound('landing_page_not_found');
  return row;
}

/**
 * The discount of the promotion's code on a booking total (taxes and fees included), in whole rupiah: the cart's
 * own rule (modules/carts/promo.ts promoDiscount), and nothing below the minimum transaction, which the cart
 * refuses. Tested against a cart with the code applied (promotions.test.ts).
 */
export function promoDiscountOn(
  rule: Pick<LandingPageRow, 'discountPercent' | 'maxDiscount' | 'discountAmount' | 'minTransaction'>,
  total: number,
): number | null {
  if (rule.minTransaction !== null && total < rule.minTransaction) return null;
  return promoDiscount(
    {
      discount_percent: rule.discountPercent,
      max_discount: rule.maxDiscount,
      discount_amount: rule.discountAmount,
    },
    total,
  );
}

/**
 * The stay participating hotels are priced for: one night from tomorrow in Jakarta (the app's default stay), or
 * from the promotion's first day (in Jakarta) when that is later, with the default guests.
 */
function promotionStay(row: Pick<LandingPageRow, 'startAt'>, clock: Clock) {
  const usual = defaultStay(jakartaToday(clock));
  const firstDay = toJakartaIso(row.startAt).slice(0, 10);
  // A promotion that starts later: the stay the app would offer on its eve (ISO dates compare as strings).
  const { checkIn, checkOut } = firstDay > usual.checkIn ? defaultStay(addDays(firstDay, -1)) : usual;
  return validateStay(
    {
      checkIn,
      checkOut,
      rooms: DEFAULT_GUESTS.rooms,
      adults: DEFAULT_GUESTS.adults,
      children: [],
    },
    clock,
  );
}

/**
 * A page of the promotion's hotels as cards priced by the hotel search for its stay (cheapest first), each with
 * what the code takes off: nothing for a promotion that has ended, a hotel with nothing bookable, or a price
 * below the minimum transaction.
 */
export async function promotionHotels(
  database: Database,
  row: LandingPageRow,
  options: { page: number; perpage: number; clock: Clock; lang: Lang; member: boolean },
) {
  const { page, perpage, clock, lang, member } = options;
  const stay = promotionStay(row, clock);
  const now = clock();
  const { cards, total } = await pricedHotelCards(database, {
    where: sql`h.id IN (SELECT lph.hotel_id FROM landing_page_hotels lph WHERE lph.landing_page_id = ${row.id})`,
    stay,
    sort: 'lowest_price',
    page,
    perpage,
    now,
    lang,
    // Priced for the requester (issue 13, member rates): the promo code then comes off that price.
    member,
  });
  const ended = promotionStatus(row, now) === 'ended';
  const data = cards.map((hotel) => {
    const price = hotel.availability === 'available' ? hotel.cheapest_price : null;
    const discount = ended || price === null ? null : promoDiscountOn(row, price);
    return {
      hotel,
      promo_discount: discount,
      promo_price: discount === null || price === null ? null : price - discount,
    };
  });
  return {
    data,
    total,
    stay: { check_in: stay.checkIn, check_out: stay.checkOut, nights: stay.nights },
  };
}
