// Destination suggestions over cities, areas, points of interest, hotel groups and hotels.
//
// Matching is case- and accent-insensitive: names are stored normalized in `search_text` (lib/text.ts) and
// the keyword is normalized the same way, then matched with ILIKE '%keyword%' — served by the pg_trgm GIN
// indexes for keywords of three characters or more. Within a kind, exact names rank first, then names
// starting with the keyword, then names with a word starting with it, then any other match; ties go to the
// more popular place.
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { Lang } from '../../http/i18n.ts';
import { escapeLike, normalizeSearch } from '../../lib/text.ts';

type AutocompleteType = 'city' | 'area' | 'poi' | 'hotel_group' | 'hotel';

export interface AutocompleteItem {
  type: AutocompleteType;
  id: number;
  name: string;
  slug: string;
  label: string;
  city_id: number | null;
  city_name: string | null;
  city_slug: string | null;
  area_slug: string | null;
  country_slug: string;
  category: string | null;
  hotel_count: number | null;
  latitude: number | null;
  longitude: number | null;
}

interface Row extends Record<string, unknown> {
  id: number;
  name: string;
  slug: string;
  city_id: number | null;
  city_name: string | null;
  city_slug: string | null;
  area_slug: string | null;
  area_name: string | null;
  province: string | null;
  category: string | null;
  hotel_count: number | null;
  latitude: number | null;
  longitude: number | null;
  rank: number;
  popularity: number;
}

const KIND_ORDER: AutocompleteType[] = ['city', 'area', 'poi', 'hotel_group', 'hotel'];
/** With order_by=areas: how many of each kind before leftovers are handed out. */
const FIRST_PASS_CAP: Record<AutocompleteType, number> = {
  city: 3,
  area: 5,
  poi: 4,
  hotel_group: 3,
  hotel: 30,
};

const POI_LABELS: Record<string, Record<Lang, string>> = {
  airport: { id: 'Bandara', en: 'Airport' },
  station: { id: 'Stasiun', en: 'Station' },
  landmark: { id: 'Tempat wisata', en: 'Landmark' },
  campus: { id: 'Kampus', en: 'Campus' },
  mall: { id: 'Pusat perbelanjaan', en: 'Shopping mall' },
  hospital: { id: 'Rumah sakit', en: 'Hospital' },
};

function rank(column: SQL, exact: string, prefix: string, wordPrefix: string): SQL {
  return sql`CASE WHEN ${column} = ${exact} THEN 0 WHEN ${column} LIKE ${prefix} THEN 1 WHEN ${column} LIKE ${wordPrefix} THEN 2 ELSE 3 END`;
}

function label(type: AutocompleteType, row: Row, lang: Lang): string {
  switch (type) {
    case 'city':
      return `${row.province}, Indonesia`;
    case 'area':
      return row.city_name === row.province
        ? `${row.city_name}, Indonesia`
        : `${row.city_name}, ${row.province}`;
    case 'poi':
      return `${POI_LABELS[row.category ?? '']?.[lang] ?? row.category} · ${row.city_name}`;
    case 'hotel_group':
      return lang === 'en'
        ? `Hotel group · ${row.hotel_count} hotels`
        : `Grup hotel · ${row.hotel_count} hotel`;
    case 'hotel':
      return `${row.area_name}, ${row.city_name}`;
  }
}

export async function autocomplete(
  database: Database,
  options: { keyword: string; orderBy: 'areas' | 'relevance'; limit: number; lang: Lang },
): Promise<AutocompleteItem[] | null> {
  const normalized = normalizeSearch(options.keyword);
  if ([...normalized].length < 2) return null;
  const escaped = escapeLike(normalized);
  const contains = `%${escaped}%`;
  const prefix = `${escaped}%`;
  const wordPrefix = `% ${escaped}%`;
  const limit = options.limit;
  const r = (column: SQL) => rank(column, normalized, prefix, wordPrefix);

  const queries: Record<AutocompleteType, SQL> = {
    city: sql`
      SELECT c.id, c.name, c.slug, c.id AS city_id, c.name AS city_name, c.slug AS city_slug, NULL::text AS area_slug,
             NULL::text AS area_name, p.name AS province, NULL::text AS category,
             (SELECT count(*)::int FROM hotels h WHERE h.city_id = c.id AND h.status = 'active') AS hotel_count,
             c.latitude, c.longitude, ${r(sql`c.search_text`)} AS rank, c.popularity
        FROM cities c JOIN provinces p ON p.id = c.province_id
       WHERE c.search_text ILIKE ${contains}
       ORDER BY rank, c.popularity DESC, c.name LIMIT ${limit}`,
    area: sql`
      SELECT a.id, a.name, a.slug, c.id AS city_id, c.name AS city_name, c.slug AS city_slug, a.slug AS area_slug,
             a.name AS area_name, p.name AS province, NULL::text AS category,
             (SELECT count(*)::int FROM hotels h WHERE h.area_id = a.id AND h.status = 'active') AS hotel_count,
             a.latitude, a.longitude, ${r(sql`a.search_text`)} AS rank, a.popularity
        FROM areas a JOIN cities c ON c.id = a.city_id JOIN provinces p ON p.id = c.province_id
       WHERE a.search_text ILIKE ${contains}
       ORDER BY rank, a.popularity DESC, a.name LIMIT ${limit}`,
    poi: sql`
      SELECT o.id, o.name, o.slug, c.id AS city_id, c.name AS city_name, c.slug AS city_slug, a.slug AS area_slug,
             a.name AS area_name, p.name AS province, o.category, NULL::int AS hotel_count,
             o.latitude, o.longitude, ${r(sql`o.search_text`)} AS rank, o.popularity
        FROM pois o JOIN cities c ON c.id = o.city_id JOIN provinces p ON p.id = c.province_id
        LEFT JOIN areas a ON a.id = o.area_id
       WHERE o.search_text ILIKE ${contains}
       ORDER BY CASE WHEN lower(o.code) = ${normalized} THEN -1 ELSE 0 END, rank, o.popularity DESC, o.name
       LIMIT ${limit}`,
    hotel_group: sql`
      SELECT g.id, g.name, g.slug, NULL::int AS city_id, NULL::text AS city_name, NULL::text AS city_slug,
             NULL::text AS area_slug, NULL::text AS area_name, NULL::text AS province, NULL::text AS category,
             (SELECT count(*)::int FROM hotels h WHERE h.group_id = g.id AND h.status = 'active') AS hotel_count,
             NULL::float8 AS latitude, NULL::float8 AS longitude, ${r(sql`g.search_text`)} AS rank, 0 AS popularity
        FROM hotel_groups g
       WHERE g.search_text ILIKE ${contains}
       ORDER BY rank, g.name LIMIT ${limit}`,
    hotel: sql`
      SELECT h.id, h.name, h.slug, c.id AS city_id, c.name AS city_name, c.slug AS city_slug, a.slug AS area_slug,
             a.name AS area_name, p.name AS province, NULL::text AS category, NULL::int AS hotel_count,
             h.latitude, h.longitude, ${r(sql`h.search_text`)} AS rank, h.popularity
        FROM hotels h JOIN cities c ON c.id = h.city_id JOIN areas a ON a.id = h.area_id
        JOIN provinces p ON p.id = c.province_id
       WHERE h.status = 'active' AND h.search_text ILIKE ${contains}
       ORDER BY rank, h.popularity DESC, h.name LIMIT ${limit}`,
  };

  const results = {} as Record<AutocompleteType, Row[]>;
  // PGlite runs one query at a time anyway; sequential keeps a PostgreSQL pool free for other requests.
  for (const kind of KIND_ORDER) results[kind] = await database.rows<Row>(queries[kind]);

  const toItem = (type: AutocompleteType, row: Row): AutocompleteItem => ({
    type,
    id: row.id,
    name: row.name,
    slug: row.slug,
    label: label(type, row, options.lang),
    city_id: row.city_id,
    city_name: row.city_name,
    city_slug: row.city_slug,
    area_slug: row.area_slug,
    country_slug: 'indonesia',
    category: row.category,
    hotel_count: row.hotel_count,
    latitude: row.latitude === null ? null : Number(row.latitude),
    longitude: row.longitude === null ? null : Number(row.longitude),
  });

  if (options.orderBy === 'relevance') {
    return KIND_ORDER.flatMap((type) => results[type].map((row) => ({ type, row })))
      .sort(
        (a, b) =>
          Number(a.row.rank) - Number(b.row.rank) ||
          KIND_ORDER.indexOf(a.type) - KIND_ORDER.indexOf(b.type) ||
          Number(b.row.popularity) - Number(a.row.popularity),
      )
      .slice(0, limit)
      .map(({ type, row }) => toItem(type, row));
  }

  // order_by=areas: cities, then areas, then the rest, each kind keeping its own ranking. Each kind first gets
  // up to its cap, leftover slots go to kinds with more matches, and the total is cut at `limit` from the end.
  const take: Record<AutocompleteType, number> = { city: 0, area: 0, poi: 0, hotel_group: 0, hotel: 0 };
  let used = 0;
  for (const kind of KIND_ORDER) {
    take[kind] = Math.min(FIRST_PASS_CAP[kind], results[kind].length);
    used += take[kind];
  }
  for (const kind of KIND_ORDER) {
    if (used >= limit) break;
    const extra = Math.min(results[kind].length - take[kind], limit - used);
    take[kind] += extra;
    used += extra;
  }
  for (const kind of [...KIND_ORDER].reverse()) {
    if (used <= limit) break;
    const cut = Math.min(take[kind], used - limit);
    take[kind] -= cut;
    used -= cut;
  }
  return KIND_ORDER.flatMap((type) => results[type].slice(0, take[type]).map((row) => toItem(type, row)));
}
