// Handlers of the `general` tag (openapi/paths/general.yaml): reference data every screen needs.
import { and, asc, count, desc, eq, gt, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { defineHandlers } from '../../contract/handlers.ts';
import { holidays, landingPageHotels, landingPages, menuProducts } from '../../db/schema.ts';
import { fieldError, notFound } from '../../http/errors.ts';
import { COUNTRY_SLUG, pageMeta } from '../../lib/paging.ts';
import { imageSet } from '../../media/catalog.ts';
import { autocomplete } from './autocomplete.ts';
import { listCountryCodes } from './countries.ts';
import { pricesForMember } from '../hotels/pricing.ts';
import { findLandingPage, promotionHotels, statusRankSql, toLandingPages } from './promotions.ts';

const MIN_KEYWORD_LENGTH = 2;

interface PopularRow extends Record<string, unknown> {
  id: number;
  type: 'city' | 'area';
  name: string;
  slug: string;
  city_id: number;
  city_name: string;
  city_slug: string;
  area_slug: string | null;
  province: string;
  image_key: string;
  hotel_count: number;
  starting_price: number | null;
}

export const generalHandlers = defineHandlers({
  async listCountryCodes({ query, lang }) {
    return { status: 200, body: { data: listCountryCodes(lang, query.search) } };
  },

  async listHolidays({ query, lang, services }) {
    const page = query.page ?? 1;
    const perpage = query.perpage ?? 100;
    const conditions: SQL[] = [eq(holidays.status, query.status ?? 'published')];
    if (query.year !== undefined) {
      conditions.push(gte(holidays.date, `${query.year}-01-01`), lte(holidays.date, `${query.year}-12-31`));
    }
    const where = and(...conditions);
    const { db } = services.database;
    const [totalRow] = await db.select({ total: count() }).from(holidays).where(where);
    const rows = await db
      .select()
      .from(holidays)
      .where(where)
      .orderBy(asc(holidays.date), asc(holidays.id))
      .limit(perpage)
      .offset((page - 1) * perpage);
    return {
      status: 200,
      body: {
        data: rows.map((h) => ({
          id: h.id,
          date: h.date,
          name: lang === 'en' ? h.nameEn : h.nameId,
          type: h.type,
          status: h.status,
        })),
        meta: pageMeta(page, perpage, Number(totalRow?.total ?? 0)),
      },
    };
  },

  async listHomepageMenus({ headers, services }) {
    const platform = typeof headers['x-platform'] === 'string' ? headers['x-platform'] : 'mobile-web';
    const rows = await services.database.db
      .select()
      .from(menuProducts)
      .where(eq(menuProducts.platform, platform))
      .orderBy(asc(menuProducts.sort), asc(menuProducts.id));
    return {
      status: 200,
      body: {
        data: rows.map((m) => ({
          id: m.id,
          caption: m.caption,
          caption_en: m.captionEn,
          status: m.status,
          type: m.type,
          url: m.url,
          background_color: m.backgroundColor,
          text_color: m.textColor,
          icon: m.icon,
          sort: m.sort,
        })),
      },
    };
  },

  async listPopularDestinations({ query, services }) {
    const limit = query.limit ?? 12;
    // Counts and prices are computed from the hotels themselves, so they stay true as data changes.
    const rows = await services.database.rows<PopularRow>(sql`
      SELECT coalesce(a.id, c.id) AS id,
             CASE WHEN a.id IS NULL THEN 'city' ELSE 'area' END AS type,
             coalesce(a.name, c.name) AS name,
             coalesce(a.slug, c.slug) AS slug,
             c.id AS city_id, c.name AS city_name, c.slug AS city_slug,
             a.slug AS area_slug,
             p.name AS province,
             pd.image_key,
             stats.hotel_count,
             stats.starting_price
        FROM popular_destinations pd
        JOIN cities c ON c.id = pd.city_id
        JOIN provinces p ON p.id = c.province_id
        LEFT JOIN areas a ON a.id = pd.area_id
        CROSS JOIN LATERAL (
          SELECT count(DISTINCT h.id)::int AS hotel_count, min(rt.base_price)::int AS starting_price
            FROM hotels h
            LEFT JOIN room_types rt ON rt.hotel_id = h.id
           WHERE h.status = 'active'
             AND h.city_id = pd.city_id
             AND (pd.area_id IS NULL OR h.area_id = pd.area_id)
        ) AS stats
       ORDER BY pd.sort, pd.id
       LIMIT ${limit}`);
    return {
      status: 200,
      body: {
        data: rows.map((r) => ({
          id: r.id,
          type: r.type,
          name: r.name,
          slug: r.slug,
          city_id: r.city_id,
          city_name: r.city_name,
          city_slug: r.city_slug,
          area_slug: r.area_slug,
          country_slug: COUNTRY_SLUG,
          province: r.province,
          hotel_count: r.hotel_count,
          starting_price: r.starting_price ?? 0,
          image: imageSet(r.image_key, r.name),
        })),
      },
    };
  },

  async autocomplete({ query, lang, services }) {
    const keyword = query.keyword.trim();
    if ([...keyword].length < MIN_KEYWORD_LENGTH) {
      throw fieldError('keyword', 'keyword_too_short', { min: MIN_KEYWORD_LENGTH });
    }
    const data = await autocomplete(services.database, {
      keyword,
      orderBy: query.order_by ?? 'areas',
      limit: query.limit ?? 15,
      lang,
    });
    if (data === null) throw fieldError('keyword', 'keyword_too_short', { min: MIN_KEYWORD_LENGTH });
    return { status: 200, body: { data } };
  },

  async listLandingPages({ query, lang, services }) {
    const page = query.page ?? 1;
    const perpage = query.perpage ?? 20;
    const now = services.clock();
    const conditions: SQL[] = [eq(landingPages.published, true)];
    if (query.category && query.category !== 'all')
      conditions.push(eq(landingPages.category, query.category));
    if ((query.status ?? 'active') === 'active') conditions.push(gt(landingPages.endAt, now));
    if (query.hotel_id !== undefined) {
      conditions.push(
        inArray(
          landingPages.id,
          services.database.db
            .select({ id: landingPageHotels.landingPageId })
            .from(landingPageHotels)
            .where(eq(landingPageHotels.hotelId, query.hotel_id)),
        ),
      );
    }
    const where = and(...conditions);
    const { db } = services.database;
    const [totalRow] = await db.select({ total: count() }).from(landingPages).where(where);
    const rows = await db
      .select()
      .from(landingPages)
      .where(where)
      // Ongoing promotions first, then upcoming ones, then (status=all) ended ones; newest first in each.
      .orderBy(statusRankSql(now), desc(landingPages.startAt), desc(landingPages.id))
      .limit(perpage)
      .offset((page - 1) * perpage);
    return {
      status: 200,
      body: {
        data: await toLandingPages(services.database, rows, lang, now),
        meta: pageMeta(page, perpage, Number(totalRow?.total ?? 0)),
        server_time: now.toISOString(),
      },
    };
  },

  async getLandingPage({ params, lang, services }) {
    const row = await findLandingPage(services.database, params.id);
    const now = services.clock();
    const [data] = await toLandingPages(services.database, [row], lang, now);
    if (!data) throw notFound('landing_page_not_found');
    return { status: 200, body: { data, server_time: now.toISOString() } };
  },

  async listLandingPageHotels({ params, query, lang, services, request }) {
    const row = await findLandingPage(services.database, params.id);
    const page = query.page ?? 1;
    const perpage = query.perpage ?? 12;
    const { data, total, stay } = await promotionHotels(services.database, row, {
      page,
      perpage,
      clock: services.clock,
      lang,
      member: await pricesForMember(services, request),
    });
    return { status: 200, body: { data, meta: pageMeta(page, perpage, total), stay } };
  },
});
