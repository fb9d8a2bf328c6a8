// Handlers of the `general` tag (openapi/paths/general.yaml): reference data every screen needs.
import { and, asc, count, desc, eq, gt, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { defineHandlers } from '../../contract/handlers.ts';
import type { Database } from '../../db/database.ts';
import { holidays, landingPageHotels, landingPages, menuProducts } from '../../db/schema.ts';
import { fieldError, notFound } from '../../http/errors.ts';
import type { Lang } from '../../http/i18n.ts';
import { COUNTRY_SLUG, pageMeta } from '../../lib/paging.ts';
import { toJakartaIso } from '../../lib/time.ts';
import { imageSet } from '../../media/catalog.ts';
import { autocomplete } from './autocomplete.ts';
import { listCountryCodes } from './countries.ts';

const MIN_KEYWORD_LENGTH = 2;

type LandingPageRow = typeof landingPages.$inferSelect;

async function toLandingPages(database: Database, rows: LandingPageRow[], lang: Lang) {
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
      image: imageSet(r.imageKey, title),
      promo_code: r.promoCode,
      discount_percent: r.discountPercent,
      max_discount: r.maxDiscount,
      min_transaction: r.minTransaction,
      start_at: toJakartaIso(r.startAt),
      end_at: toJakartaIso(r.endAt),
      description: lang === 'en' ? r.descriptionEn : r.descriptionId,
      how_to_use: r.howToUse[lang],
      terms: r.terms[lang],
      hotel_ids: hotelsByPage.get(r.id) ?? [],
    };
  });
}

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
    const conditions: SQL[] = [eq(landingPages.published, true)];
    if (query.category && query.category !== 'all')
      conditions.push(eq(landingPages.category, query.category));
    if ((query.status ?? 'active') === 'active') conditions.push(gt(landingPages.endAt, services.clock()));
    const where = and(...conditions);
    const { db } = services.database;
    const [totalRow] = await db.select({ total: count() }).from(landingPages).where(where);
    const rows = await db
      .select()
      .from(landingPages)
      .where(where)
      .orderBy(desc(landingPages.startAt), desc(landingPages.id))
      .limit(perpage)
      .offset((page - 1) * perpage);
    return {
      status: 200,
      body: {
        data: await toLandingPages(services.database, rows, lang),
        meta: pageMeta(page, perpage, Number(totalRow?.total ?? 0)),
      },
    };
  },

  async getLandingPage({ params, lang, services }) {
    const key = params.id.trim();
    const numeric = /^\d{1,9}$/.test(key);
    const rows = await services.database.db
      .select()
      .from(landingPages)
      .where(
        and(
          eq(landingPages.published, true),
          numeric ? eq(landingPages.id, Number(key)) : eq(landingPages.slug, key),
        ),
      )
      .limit(1);
    const [page] = await toLandingPages(services.database, rows, lang);
    if (!page) throw notFound('landing_page_not_found');
    return { status: 200, body: { data: page } };
  },
});
