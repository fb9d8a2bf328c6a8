// In-process search index (issue 14, cold searches): a search never seen before is priced, filtered, sorted and
// paged here, in memory, instead of by one SQL statement per search. On PostgreSQL a big city's statement cost
// 10-15 ms of database CPU on the same two cores as the API (README "Cold searches"), so computed searches ran at
// about 1% of a hello-world's rate however the SQL was tuned; here the same answer costs well under a millisecond.
//
// What it holds: a snapshot of everything search reads (active hotels with their card columns, first photo,
// facilities and badges; cities, areas, points of interest and hotel groups; search_nights per room type and
// night; room_holds), read so that the snapshot is exactly the data at one search_versions version: a partial
// read in one repeatable-read transaction with the counters, a full read in slices checked against them (readFull).
//
// When it answers: only for a search whose cache check (search-cache.ts) found a version the snapshot is at least
// as new as. Any write to those tables bumps the counter, so after a write the SQL path (search.ts) answers until
// a new snapshot is built (after writes to room holds alone, only the holds are read again: migration 0015);
// builds run in the background, one at a time, and at most one build's worth of time in four (a stream of
// writes cannot keep the process rebuilding). Holds are the exception that no write announces:
// a hold stops counting when it expires, so holds are kept with their expiry and subtracted when still unexpired
// at the search's `now`, exactly as the SQL does.
//
// What it must equal: searchHotelRows' answer, card for card (test/search-index.test.ts compares them over
// hundreds of random searches, guest and member, with holds, closed nights and every filter and sort). The rules
// below mirror hotelRowsSql and searchOffersSql line by line; change them together.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { type Run, runIn } from '../../db/run.ts';
import type { Lang } from '../../http/i18n.ts';
import { SeenBefore } from '../../lib/seen-before.ts';
import {
  destinationKeyword,
  distanceKm,
  type HotelCardRow,
  type HotelSort,
  NEAR_YOU,
  notFoundDestination,
  radiusBox,
  SEARCH_RADIUS_KM,
  type SearchDestination,
  type SearchPageCriteria,
  type SearchRow,
} from './search.ts';
import { cardFixedJson } from './shared.ts';
import type { Stay } from './stay.ts';

const DAY_MS = 86_400_000;
const INT_MAX = 2147483647;

interface Hold {
  day: number;
  quantity: number;
  /** Epoch microseconds (PostgreSQL's own precision, so `expires_at > now` compares exactly). */
  expiresUs: number;
}

/**
 * Night cells live in ONE Int32Array for the whole snapshot, three ints per room type and night: rooms left
 * (allotment - sold, 0 on a closed night; ABSENT where search_nights has no row), price, and
 * coalesce(member_price, price). A room type's nights are contiguous from `base`, by day - first (days since
 * 1970-01-01). Four small typed arrays per room type (72,000 at 10x) made pricing a city a chase through as many
 * separate allocations: 1.4 ms for an average city search, against about a third of that laid out flat.
 */
const CELL = 3;
const ABSENT = -2147483648;

/**
 * Room types likewise, ROOM ints each in one Int32Array, a hotel's room types contiguous (IndexedHotel.roomStart,
 * roomCount): reading a room type is then no pointer chase either.
 */
const ROOM = 8;
const R_ID = 0;
const R_ADULTS = 1;
const R_CHILDREN = 2;
const R_DISCOUNT = 3;
const R_FLAGS = 4;
const R_FIRST = 5;
const R_LENGTH = 6;
const R_BASE = 7;
const BREAKFAST = 1;
const REFUNDABLE = 2;
const PAY_AT_HOTEL = 4;
const HAS_HOLDS = 8;

/** One room type as read (turned into a row of the room table). */
interface RoomNights {
  id: number;
  maxAdults: number;
  maxChildren: number;
  discount: number;
  breakfast: boolean;
  refundable: boolean;
  payAtHotel: boolean;
  first: number;
  /** Nights from `first` (absent ones included). */
  length: number;
  /** Offset of the first night's cell in the snapshot's cells. */
  base: number;
}

interface IndexedHotel {
  id: number;
  cityId: number;
  areaId: number | null;
  groupId: number | null;
  star: number;
  propertyType: string;
  reviewScore: number | null;
  reviewCount: number;
  popularity: number;
  latitude: number;
  longitude: number;
  searchText: string;
  facilities: string[];
  card: HotelCardRow;
  /** Badges as JSON text per language (toSummaries parses them, as it does the SQL path's). */
  badges: Record<Lang, string>;
  /** The card's fixed fields as JSON text per language (shared.ts cardFixedJson), made when first needed. */
  fixedJson: Partial<Record<Lang, string>>;
  /** Its place in the snapshot's order by popularity desc, id (sortKey). */
  popularityRank: number;
  /** Its place by review score desc nulls last, review count desc, id. */
  ratingRank: number;
  /** Its room types in the snapshot's room table: [roomStart, roomStart + roomCount). */
  roomStart: number;
  roomCount: number;
}

interface Place {
  id: number;
  name: string;
  slug: string;
  searchText: string;
}

interface AreaPlace extends Place {
  cityName: string;
  popularity: number;
}

interface Poi {
  id: number;
  name: string;
  slug: string;
  latitude: number;
  longitude: number;
}

/** A hotel priced for one search (the SQL's `f` row). */
interface Priced {
  h: IndexedHotel;
  cheapest: number | null;
  cheapestPublic: number | null;
  cheapestMember: number | null;
  /** The cheapest offer by public price: its discount (original price). */
  publicDiscount: number | null;
  /** The cheapest offer by the requester's price: its breakfast. */
  breakfast: boolean;
  anyBreakfast: boolean;
  freeCancellation: boolean;
  payAtHotel: boolean;
  /** 0 available, 1 fully booked, 2 sold out (the sort's first key: bookable first). */
  availability: 0 | 1 | 2;
  distance: number | null;
  /** sortKey's number for the search's sort. */
  key: number;
}

const AVAILABILITY = ['available', 'fully_booked', 'sold_out'] as const;
/** Keywords whose hotels are remembered per snapshot (oldest out first). */
const MAX_KEYWORDS = 500;
/** Priced destinations kept per snapshot (#pricedFor; least recently used out first): some 40,000 Priced. */
const MAX_PRICED_SETS = 100;
/**
 * The stays (#pricedFor's keys) priced before, in this process, whatever the snapshot: a set is kept only for a
 * stay priced before, so a one-off search's set is never kept (the result cache's rule, search-cache.ts).
 */
const staysPricedBefore = new SeenBefore();

/** A destination's hotels priced for one stay, guests and requester (SearchIndex #pricedFor). */
interface PricedSet {
  name: string;
  point: boolean;
  priced: Priced[];
  /** Valid for searches at times in [fromUs, untilUs) (µs since the epoch). */
  fromUs: number;
  untilUs: number;
}

type IndexSearchOptions = SearchPageCriteria & { destination: SearchDestination };

/** A page row from the index: searchHotelRows' row, with its card's fixed fields as JSON (summariesJson). */
type IndexRow = SearchRow & { fixed_json: string };

export interface IndexSearchResult {
  rows: IndexRow[];
  total: number;
  destination: { type: SearchDestination['type']; name: string };
}

function dayOf(isoDate: string): number {
  return Math.round(Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS);
}

/**
 * round(x / y) half away from zero for integers, y > 0: (2 |x| + y) / (2 y) with x's sign, as averagePerNightSql
 * computes the per-night averages (and equal to numeric round() on exact quotients).
 */
function roundDiv(x: number, y: number): number {
  return x < 0 ? -Math.floor((-2 * x + y) / (2 * y)) : Math.floor((2 * x + y) / (2 * y));
}

/**
 * originalPriceSql exactly: round(price / (1 - d / 100.0) / 1000) * 1000 = round(price / ((100 - d) * 10)) * 1000,
 * in integers (no float rounding near a half).
 */
function originalPriceOf(price: number | null, discount: number | null): number | null {
  if (discount === null || !(discount > 0) || price === null) return null;
  return roundDiv(price, (100 - discount) * 10) * 1000;
}

/** Keys below this are bookable hotels' (sort keys are exact integers, under 2^53). */
const UNBOOKABLE = 2 ** 52;
const PRICE_CEILING = 2 ** 31;

/** The card's fixed fields as JSON text for `lang`, made once per hotel and language. */
function fixedJsonOf(h: IndexedHotel, lang: Lang): string {
  let json = h.fixedJson[lang];
  if (json === undefined) {
    json = cardFixedJson({ ...h.card, badges: h.badges[lang] });
    h.fixedJson[lang] = json;
  }
  return json;
}

/**
 * orderBySql's order as one number per hotel, so a page sorts with a plain numeric comparison: bookable hotels
 * first whatever the sort, then the sort's keys, the id last. Popularity and rating orders are fixed per
 * snapshot (IndexedHotel.popularityRank, ratingRank: ranks under `n`, the hotel count); price sorts put the
 * price above the popularity rank (price * n + rank, exact while price * n < 2^52). Distance needs a comparator.
 */
function sortKey(p: Priced, sort: HotelSort, n: number): number {
  const bookable = p.availability === 0;
  switch (sort) {
    case 'lowest_price':
      // A bookable hotel always has a price; an unbookable one never (cheapest comes from bookable offers).
      return bookable ? (p.cheapest ?? 0) * n + p.h.popularityRank : UNBOOKABLE + p.h.popularityRank;
    case 'highest_price':
      return bookable
        ? (PRICE_CEILING - (p.cheapest ?? 0)) * n + p.h.popularityRank
        : UNBOOKABLE + p.h.popularityRank;
    case 'rating':
      return (bookable ? 0 : UNBOOKABLE) + p.h.ratingRank;
    default:
      return (bookable ? 0 : UNBOOKABLE) + p.h.popularityRank;
  }
}

function byDistance(a: Priced, b: Priced): number {
  return (
    (a.availability === 0 ? 0 : 1) - (b.availability === 0 ? 0 : 1) ||
    (a.distance ?? 0) - (b.distance ?? 0) ||
    a.h.id - b.h.id
  );
}

export class SearchIndex {
  readonly version: string;
  readonly others: string;
  readonly nightsVersion: string;
  readonly read: IndexData['read'];
  readonly #data: IndexData;
  readonly #cells: Int32Array;
  readonly #rooms: Int32Array;
  readonly #holds: Map<number, Hold[]>;
  readonly #hotels: IndexedHotel[];
  /** The hotels by latitude, and their latitudes: a radius search scans only the band its box spans. */
  readonly #byLatitude: IndexedHotel[];
  readonly #latitudes: Float64Array;
  readonly #hotelsById = new Map<number, IndexedHotel>();
  readonly #hotelsBySlug = new Map<string, IndexedHotel>();
  readonly #byCity = new Map<number, IndexedHotel[]>();
  readonly #byArea = new Map<number, IndexedHotel[]>();
  readonly #byGroup = new Map<number, IndexedHotel[]>();
  readonly #cities: Place[];
  readonly #citiesById = new Map<number, Place>();
  readonly #citiesBySlug = new Map<string, Place>();
  readonly #areas: AreaPlace[];
  readonly #areasById = new Map<number, AreaPlace>();
  /** Area slugs repeat across cities: the most popular first, then the lowest id (resolveDestination's order). */
  readonly #areasBySlug = new Map<string, AreaPlace>();
  readonly #poisById = new Map<number, Poi>();
  readonly #poisBySlug = new Map<string, Poi>();
  readonly #groupsById = new Map<number, Place>();
  readonly #groupsBySlug = new Map<string, Place>();
  readonly #keywords = new Map<string, IndexedHotel[]>();
  /** Recent destinations priced for a stay and guests (#pricedFor), most recently used last. */
  readonly #pricedSets = new Map<string, PricedSet>();
  /** The earliest expiry (µs) among the unexpired holds #price has counted since it was last reset. */
  #holdExpiry = Number.POSITIVE_INFINITY;
  /** Searches answered from a priced set made by an earlier search (tests and the benchmark read it). */
  pricedReuses = 0;
  #slots: Map<number, number> | undefined;

  constructor(data: IndexData) {
    this.#data = data;
    this.version = data.version;
    this.others = data.others;
    this.nightsVersion = data.nightsVersion;
    this.read = data.read;
    this.#cells = data.cells;
    this.#rooms = data.rooms;
    this.#holds = data.holds;
    this.#hotels = data.hotels;
    this.#byLatitude = [...data.hotels].sort((a, b) => a.latitude - b.latitude);
    this.#latitudes = Float64Array.from(this.#byLatitude, (h) => h.latitude);
    const byPopularity = [...data.hotels].sort((a, b) => b.popularity - a.popularity || a.id - b.id);
    for (const [rank, h] of byPopularity.entries()) h.popularityRank = rank;
    const byRating = [...data.hotels].sort(
      (a, b) =>
        (a.reviewScore === b.reviewScore
          ? 0
          : a.reviewScore === null
            ? 1
            : b.reviewScore === null
              ? -1
              : b.reviewScore - a.reviewScore) ||
        b.reviewCount - a.reviewCount ||
        a.id - b.id,
    );
    for (const [rank, h] of byRating.entries()) h.ratingRank = rank;
    const push = (map: Map<number, IndexedHotel[]>, key: number | null, h: IndexedHotel) => {
      if (key === null) return;
      const list = map.get(key);
      if (list) list.push(h);
      else map.set(key, [h]);
    };
    for (const h of data.hotels) {
      this.#hotelsById.set(h.id, h);
      this.#hotelsBySlug.set(h.card.slug, h);
      push(this.#byCity, h.cityId, h);
      push(this.#byArea, h.areaId, h);
      push(this.#byGroup, h.groupId, h);
    }
    this.#cities = data.cities;
    for (const c of data.cities) {
      this.#citiesById.set(c.id, c);
      this.#citiesBySlug.set(c.slug, c);
    }
    this.#areas = data.areas;
    for (const a of data.areas) this.#areasById.set(a.id, a);
    const bySlug = [...data.areas].sort((a, b) => b.popularity - a.popularity || a.id - b.id);
    for (const a of bySlug) if (!this.#areasBySlug.has(a.slug)) this.#areasBySlug.set(a.slug, a);
    for (const p of data.pois) {
      this.#poisById.set(p.id, p);
      this.#poisBySlug.set(p.slug, p);
    }
    for (const g of data.groups) {
      this.#groupsById.set(g.id, g);
      this.#groupsBySlug.set(g.slug, g);
    }
  }

  /**
   * The same snapshot with other holds (nothing else changed since it was read): the room table is copied to
   * set each room type's has-holds flag again; cells, hotels and places are shared.
   */
  withHolds(version: string, holds: Map<number, Hold[]>): SearchIndex {
    const rooms = this.#rooms.slice();
    setHoldFlags(rooms, holds);
    return new SearchIndex({ ...this.#data, version, rooms, holds, read: 'holds' });
  }

  /**
   * Whether `changed` room types' nights, as read again (`rows`, rows of nightsSql()), can be written over this
   * snapshot's in place: every room type of an indexed hotel still has nights, over the same days, and none is
   * new to an indexed hotel. Otherwise (nights added or removed, e.g. the daily top-up) the caller reads all.
   */
  nightsFit(changed: number[], rows: Row[]): boolean {
    const slots = this.#roomSlots();
    const read = new Map<number, Row>();
    for (const r of rows) read.set(Number(r.room_type_id), r);
    for (const id of changed) {
      const m = slots.get(id);
      const r = read.get(id);
      if (m === undefined) {
        // Not in the room table: fine only if its hotel is not indexed (inactive) either.
        if (r && this.#hotelsById.has(Number(r.hotel_id))) return false;
        continue;
      }
      if (!r) return false;
      const { first, length } = parseNights(r);
      if (first !== this.#rooms[m + R_FIRST] || length !== this.#rooms[m + R_LENGTH]) return false;
    }
    return true;
  }

  /**
   * The same snapshot after updates of room_inventory (migration 0016) and with the current holds: the cells and
   * the room table are copied, the changed room types' nights and columns written over them (`rows` must pass
   * nightsFit); hotels and places are shared.
   */
  withNights(version: string, nightsVersion: string, rows: Row[], holds: Map<number, Hold[]>): SearchIndex {
    const slots = this.#roomSlots();
    const cells = this.#cells.slice();
    const rooms = this.#rooms.slice();
    for (const r of rows) {
      const m = slots.get(Number(r.room_type_id));
      if (m === undefined) continue;
      const { values, first, length } = parseNights(r);
      writeNights(cells, rooms[m + R_BASE] as number, values, first, length);
      writeRoomColumns(rooms, m, roomColumns(r));
    }
    setHoldFlags(rooms, holds);
    return new SearchIndex({ ...this.#data, version, nightsVersion, cells, rooms, holds, read: 'nights' });
  }

  /** Room type id → its offset in the room table (made on first use; tests and rebuilds only). */
  #roomSlots(): Map<number, number> {
    if (this.#slots) return this.#slots;
    const slots = new Map<number, number>();
    for (let m = 0; m < this.#rooms.length; m += ROOM) slots.set(this.#rooms[m + R_ID] as number, m);
    this.#slots = slots;
    return slots;
  }

  /** resolveDestination's rules, on the snapshot: the candidates, the name and the point distances are from. */
  #resolve(d: SearchDestination, lang: Lang) {
    const pick = <T>(byId: Map<number, T>, bySlug: Map<string, T>): T => {
      const found = d.id !== undefined ? byId.get(d.id) : bySlug.get(d.slug ?? '');
      if (found === undefined) throw notFoundDestination();
      return found;
    };
    const around = (latitude: number, longitude: number) => {
      const box = radiusBox(latitude, longitude);
      const hits: { h: IndexedHotel; distance: number }[] = [];
      // The first hotel at or above the box's southern edge, then north until its northern edge. The order of
      // the hits does not matter: every sort ends on a unique key.
      const latitudes = this.#latitudes;
      let lo = 0;
      let hi = latitudes.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if ((latitudes[mid] as number) < box.latMin) lo = mid + 1;
        else hi = mid;
      }
      for (let i = lo; i < latitudes.length && (latitudes[i] as number) <= box.latMax; i++) {
        const h = this.#byLatitude[i] as IndexedHotel;
        if (h.longitude < box.lngMin || h.longitude > box.lngMax) continue;
        const distance = distanceKm(latitude, longitude, h.latitude, h.longitude);
        if (distance <= SEARCH_RADIUS_KM) hits.push({ h, distance });
      }
      return hits;
    };
    const plain = (hotels: IndexedHotel[] | undefined) =>
      (hotels ?? []).map((h) => ({ h, distance: null as number | null }));
    switch (d.type) {
      case 'city': {
        const city = pick(this.#citiesById, this.#citiesBySlug);
        return { name: city.name, candidates: plain(this.#byCity.get(city.id)), point: false };
      }
      case 'area': {
        const area = pick(this.#areasById, this.#areasBySlug);
        return {
          name: `${area.name}, ${area.cityName}`,
          candidates: plain(this.#byArea.get(area.id)),
          point: false,
        };
      }
      case 'poi': {
        const poi = pick(this.#poisById, this.#poisBySlug);
        return { name: poi.name, candidates: around(poi.latitude, poi.longitude), point: true };
      }
      case 'hotel_group': {
        const group = pick(this.#groupsById, this.#groupsBySlug);
        return { name: group.name, candidates: plain(this.#byGroup.get(group.id)), point: false };
      }
      case 'hotel': {
        const hotel = pick(this.#hotelsById, this.#hotelsBySlug);
        return { name: hotel.card.name, candidates: plain([hotel]), point: false };
      }
      case 'keyword': {
        const keyword = destinationKeyword(d);
        return {
          name: (d.keyword ?? '').trim(),
          candidates: plain(this.#keywordHotels(keyword)),
          point: false,
        };
      }
      case 'nearby':
        return { name: NEAR_YOU[lang], candidates: around(d.latitude ?? 0, d.longitude ?? 0), point: true };
    }
  }

  /**
   * The hotels a keyword finds (in their name, city or area: resolveDestination's three branches), remembered per
   * keyword for this snapshot: scanning every hotel's text was a millisecond, and keywords repeat (autocomplete).
   */
  #keywordHotels(keyword: string): IndexedHotel[] {
    const known = this.#keywords.get(keyword);
    if (known) return known;
    const cities = new Set(this.#cities.filter((c) => c.searchText.includes(keyword)).map((c) => c.id));
    const areas = new Set(this.#areas.filter((a) => a.searchText.includes(keyword)).map((a) => a.id));
    const hits = this.#hotels.filter(
      (h) =>
        h.searchText.includes(keyword) || cities.has(h.cityId) || (h.areaId !== null && areas.has(h.areaId)),
    );
    if (this.#keywords.size >= MAX_KEYWORDS) {
      const oldest = this.#keywords.keys().next().value;
      if (oldest !== undefined) this.#keywords.delete(oldest);
    }
    this.#keywords.set(keyword, hits);
    return hits;
  }

  /** One page of results: searchHotelRows' answer, from the snapshot. */
  search(options: IndexSearchOptions): IndexSearchResult {
    const { stay, filters: f, sort, page, perpage, now, member, lang } = options;
    const resolved = this.#pricedFor(options.destination, stay, member, lang, now.getTime() * 1000);

    const facilities = f.facilities ?? [];
    const facilitySet = new Set(facilities);
    const priceSet = f.price_min !== undefined || f.price_max !== undefined;
    const priceMin = f.price_min ?? 0;
    const priceMax = f.price_max ?? INT_MAX;
    const stars = f.star_ratings?.length ? new Set(f.star_ratings) : null;
    const types = f.property_types?.length ? new Set<string>(f.property_types) : null;
    const areaIds = f.area_ids?.length ? new Set(f.area_ids) : null;

    const matches: Priced[] = [];
    for (const p of resolved.priced) {
      const h = p.h;
      if (facilities.length > 0) {
        let n = 0;
        for (const code of h.facilities) if (facilitySet.has(code)) n++;
        if (n !== facilities.length) continue;
      }
      if (priceSet && (p.cheapest === null || p.cheapest < priceMin || p.cheapest > priceMax)) continue;
      if (stars && !stars.has(h.star)) continue;
      if (
        f.review_score_min !== undefined &&
        !(h.reviewScore !== null && h.reviewScore >= f.review_score_min)
      )
        continue;
      if (types && !types.has(h.propertyType)) continue;
      if (areaIds && !(h.areaId !== null && areaIds.has(h.areaId))) continue;
      if (f.breakfast_included === true && !p.anyBreakfast) continue;
      if (f.free_cancellation === true && !p.freeCancellation) continue;
      if (f.pay_at_hotel === true && !p.payAtHotel) continue;
      matches.push(p);
    }
    if (sort === 'distance' && resolved.point) matches.sort(byDistance);
    else {
      const n = this.#hotels.length;
      // 'distance' without a point sorts by popularity, as orderBySql does.
      for (const p of matches) p.key = sortKey(p, sort, n);
      matches.sort((a, b) => a.key - b.key);
    }
    const total = matches.length;
    const rows = matches.slice((page - 1) * perpage, page * perpage).map((p): IndexRow => {
      const otherPublic =
        member && p.cheapestPublic !== null && p.cheapest !== null && p.cheapestPublic > p.cheapest
          ? p.cheapestPublic
          : null;
      const otherMember =
        !member && p.cheapestMember !== null && p.cheapest !== null && p.cheapestMember < p.cheapest
          ? p.cheapestMember
          : null;
      return {
        ...p.h.card,
        cheapest: p.cheapest,
        original_price: originalPriceOf(p.cheapestPublic, p.publicDiscount),
        public_price: otherPublic,
        member_price: otherMember,
        breakfast_included: p.breakfast,
        free_cancellation: p.freeCancellation,
        pay_at_hotel: p.payAtHotel,
        availability: AVAILABILITY[p.availability],
        distance_km: p.distance,
        badges: p.h.badges[lang],
        total,
        fixed_json: fixedJsonOf(p.h, lang),
      };
    });
    return { rows, total, destination: { type: options.destination.type, name: resolved.name } };
  }

  /**
   * The destination's hotels priced for the stay, the guests per room and the requester, shared by the searches
   * that differ only in filters, sort or page (a guest paging, sorting or filtering one search): pricing every
   * candidate was the largest part of a computed search. Kept per snapshot (a new snapshot starts empty), for
   * the latest MAX_PRICED_SETS combinations priced at least twice (staysPricedBefore), and reused only at a time
   * from the one it was priced at until the first counted hold expires: a hold counted then is counted until it
   * expires, one expired stays expired.
   * The matches' sort keys are written on the shared Priced objects, which is safe as search() is synchronous.
   */
  #pricedFor(d: SearchDestination, stay: Stay, member: boolean, lang: Lang, nowUs: number): PricedSet {
    const adultsPerRoom = Math.ceil(stay.adults / stay.rooms);
    const childrenPerRoom = Math.ceil(stay.children.length / stay.rooms);
    const key = [
      lang,
      d.type,
      d.id,
      d.slug,
      d.keyword,
      d.latitude,
      d.longitude,
      stay.checkIn,
      stay.checkOut,
      stay.rooms,
      adultsPerRoom,
      childrenPerRoom,
      member,
    ].join('|');
    const known = this.#pricedSets.get(key);
    if (known && known.fromUs <= nowUs && nowUs < known.untilUs) {
      this.#pricedSets.delete(key);
      this.#pricedSets.set(key, known);
      this.pricedReuses++;
      return known;
    }
    const resolved = this.#resolve(d, lang);
    const checkIn = dayOf(stay.checkIn);
    const checkOut = dayOf(stay.checkOut);
    this.#holdExpiry = Number.POSITIVE_INFINITY;
    const priced = resolved.candidates.map(({ h, distance }) => {
      const p = this.#price(h, checkIn, checkOut, nowUs, adultsPerRoom, childrenPerRoom, stay, member);
      p.distance = distance;
      return p;
    });
    const set: PricedSet = {
      name: resolved.name,
      point: resolved.point,
      priced,
      fromUs: nowUs,
      untilUs: this.#holdExpiry,
    };
    this.#pricedSets.delete(key);
    // Kept only for a stay priced before. Under load the last 100 sets are a fraction of a second of one-off
    // stays, never reused, yet alive at every young-generation collection: copied each time (7-11 ms pauses
    // in the benchmark's cold phase against about 3 ms without them) and promoted. A guest's refinements of
    // one search reuse the set from the second refinement on; the first prices the stay again.
    if (!staysPricedBefore.check(key)) return set;
    this.#pricedSets.set(key, set);
    if (this.#pricedSets.size > MAX_PRICED_SETS) {
      const oldest = this.#pricedSets.keys().next().value;
      if (oldest !== undefined) this.#pricedSets.delete(oldest);
    }
    return set;
  }

  /** searchOffersSql and the per-hotel aggregate of hotelRowsSql for one hotel. */
  #price(
    h: IndexedHotel,
    checkIn: number,
    checkOut: number,
    nowUs: number,
    adultsPerRoom: number,
    childrenPerRoom: number,
    stay: Stay,
    member: boolean,
  ): Priced {
    const p: Priced = {
      h,
      cheapest: null,
      cheapestPublic: null,
      cheapestMember: null,
      publicDiscount: null,
      breakfast: false,
      anyBreakfast: false,
      freeCancellation: false,
      payAtHotel: false,
      availability: 2,
      distance: null,
      key: 0,
    };
    // The cheapest offers' room type ids, for the (price, room_type_id) tie-break of DISTINCT ON.
    let bestId = 0;
    let bestPublicId = 0;
    const cells = this.#cells;
    const rooms = this.#rooms;
    const end = (h.roomStart + h.roomCount) * ROOM;
    for (let m = h.roomStart * ROOM; m < end; m += ROOM) {
      if (
        (rooms[m + R_ADULTS] as number) < adultsPerRoom ||
        (rooms[m + R_CHILDREN] as number) < childrenPerRoom
      )
        continue;
      const id = rooms[m + R_ID] as number;
      const flags = rooms[m + R_FLAGS] as number;
      const first = rooms[m + R_FIRST] as number;
      const base = rooms[m + R_BASE] as number;
      const holds = flags & HAS_HOLDS ? this.#holds.get(id) : undefined;
      let count = 0;
      let publicSum = 0;
      let memberSum = 0;
      let minLeft = Number.POSITIVE_INFINITY;
      const from = Math.max(checkIn, first);
      const to = Math.min(checkOut, first + (rooms[m + R_LENGTH] as number));
      for (let day = from; day < to; day++) {
        const o = base + CELL * (day - first);
        let left = cells[o] as number;
        if (left === ABSENT) continue;
        count++;
        publicSum += cells[o + 1] as number;
        memberSum += cells[o + 2] as number;
        if (holds) {
          for (const hold of holds) {
            if (hold.expiresUs <= nowUs) continue;
            // Counted from now until it expires: the priced set of this search is good until then (#pricedFor).
            if (hold.expiresUs < this.#holdExpiry) this.#holdExpiry = hold.expiresUs;
            if (hold.day === day) left -= hold.quantity;
          }
        }
        if (left < minLeft) minLeft = left;
      }
      // A room type without a night of the stay is no offer (searchOffersSql's rows come from its nights).
      if (count === 0) continue;
      const complete = count === stay.nights;
      const state = complete && minLeft >= stay.rooms ? 0 : complete && minLeft > 0 ? 1 : 2;
      if (state < p.availability) p.availability = state;
      if (state !== 0) continue;
      const publicPrice = roundDiv(publicSum, count);
      const memberPrice = roundDiv(memberSum, count);
      const price = member ? memberPrice : publicPrice;
      if (p.cheapest === null || price < p.cheapest || (price === p.cheapest && id < bestId)) {
        p.cheapest = price;
        p.breakfast = (flags & BREAKFAST) !== 0;
        bestId = id;
      }
      if (
        p.cheapestPublic === null ||
        publicPrice < p.cheapestPublic ||
        (publicPrice === p.cheapestPublic && id < bestPublicId)
      ) {
        p.cheapestPublic = publicPrice;
        p.publicDiscount = rooms[m + R_DISCOUNT] as number;
        bestPublicId = id;
      }
      if (p.cheapestMember === null || memberPrice < p.cheapestMember) p.cheapestMember = memberPrice;
      if (flags & BREAKFAST) p.anyBreakfast = true;
      if (flags & REFUNDABLE) p.freeCancellation = true;
      if (flags & PAY_AT_HOTEL) p.payAtHotel = true;
    }
    return p;
  }
}

interface IndexData {
  version: string;
  /**
   * Writes counted by search_versions other than to room_holds and other than updates of room_inventory
   * (version - holds_version - nights_version: migrations 0015 and 0016).
   */
  others: string;
  /** Updates of room_inventory counted so far (nights_version): when it moved, the index re-reads their nights. */
  nightsVersion: string;
  /** What this snapshot read: everything, or only the holds or the changed nights over the previous one. */
  read: 'full' | 'holds' | 'nights';
  cells: Int32Array;
  rooms: Int32Array;
  holds: Map<number, Hold[]>;
  hotels: IndexedHotel[];
  cities: Place[];
  areas: AreaPlace[];
  pois: Poi[];
  groups: Place[];
}

type Row = Record<string, unknown>;

/**
 * Each room type's nights as one row: its columns (the most restrictive over its nights) and its nights as text,
 * four numbers a night (day, price, member price, rooms left). `only`: just these room types (a partial read);
 * `hotels`: just the hotels with ids in this range, both ends included (a slice of a full read).
 */
function nightsSql(choice: { only?: number[]; hotels?: [number, number] } = {}) {
  const { only, hotels } = choice;
  const ids = only ? `{${only.join(',')}}` : '';
  // By hotel as well: search_nights' key starts with hotel_id, so the partial read is an index scan of those
  // hotels' nights rather than a scan of every night.
  const where = only
    ? sql`WHERE s.hotel_id IN (SELECT rt.hotel_id FROM room_types rt WHERE rt.id = ANY(${ids}::int[]))
            AND s.room_type_id = ANY(${ids}::int[])`
    : hotels
      ? sql`WHERE s.hotel_id BETWEEN ${hotels[0]}::int AND ${hotels[1]}::int`
      : sql``;
  return sql`
    SELECT s.hotel_id, s.room_type_id, min(s.max_adults)::int AS max_adults,
           min(s.max_children)::int AS max_children, min(s.discount_percent)::int AS discount_percent,
           bool_and(s.breakfast_included) AS breakfast_included, bool_and(s.refundable) AS refundable,
           bool_and(s.pay_at_hotel) AS pay_at_hotel,
           string_agg(concat_ws(',', s.date - DATE '1970-01-01', s.price, coalesce(s.member_price, s.price),
                                s.rooms_left), ',' ORDER BY s.date) AS nights
      FROM search_nights s ${where} GROUP BY s.hotel_id, s.room_type_id`;
}

const HOLDS_SQL = sql`
  SELECT room_type_id, (date - DATE '1970-01-01')::int AS day, quantity::int AS quantity,
         (extract(epoch FROM expires_at) * 1000000)::bigint::text AS expires_us
    FROM room_holds`;

const HOTELS_SQL = sql`
  SELECT h.id, h.name, h.slug, h.star_rating, h.property_type, h.address, h.city_id, c.name AS city_name,
         c.slug AS city_slug, h.area_id, a.name AS area_name, a.slug AS area_slug, h.latitude, h.longitude,
         h.review_score, h.review_count, h.group_id, h.popularity, h.search_text,
         (SELECT p.image_key FROM hotel_photos p WHERE p.hotel_id = h.id ORDER BY p.sort, p.id LIMIT 1) AS image_key,
         (SELECT coalesce(json_agg(fa.code), '[]')::text FROM hotel_facilities hf
            JOIN facilities fa ON fa.id = hf.facility_id WHERE hf.hotel_id = h.id) AS facilities,
         (SELECT coalesce(json_agg(json_build_object('code', b.code, 'label', b.label_id,
                   'description', b.description_id, 'icon', b.icon) ORDER BY b.id)::text, '[]')
            FROM hotel_badges b WHERE b.hotel_id = h.id) AS badges_id,
         (SELECT coalesce(json_agg(json_build_object('code', b.code, 'label', b.label_en,
                   'description', b.description_en, 'icon', b.icon) ORDER BY b.id)::text, '[]')
            FROM hotel_badges b WHERE b.hotel_id = h.id) AS badges_en
    FROM hotels h JOIN cities c ON c.id = h.city_id LEFT JOIN areas a ON a.id = h.area_id
   WHERE h.status = 'active'`;

const VERSIONS_SQL = sql`
  SELECT version::text AS version, holds_version::text AS holds_version,
         nights_version::text AS nights_version, night_changes_pruned_to::text AS pruned_to
    FROM search_versions WHERE id = 1`;

interface Versions {
  version: string;
  nightsVersion: string;
  /** Writes to anything but holds and nights: version - holds_version - nights_version. */
  others: string;
  prunedTo: string;
}

async function readVersions(run: Run): Promise<Versions> {
  const [row] = await run<{
    version: string;
    holds_version: string;
    nights_version: string;
    pruned_to: string;
  }>(VERSIONS_SQL);
  if (!row) throw new Error('search_versions has no row (migration 0003)');
  const others = (BigInt(row.version) - BigInt(row.holds_version) - BigInt(row.nights_version)).toString();
  return { version: row.version, nightsVersion: row.nights_version, others, prunedTo: row.pruned_to };
}

/**
 * Hotels per statement of a full read. Reading every night in one statement took 2.1 s on PGlite with the demo
 * data (558 hotels, 1,804 room types, 400 nights), and PGlite runs a statement synchronously in the API's only
 * thread: for those seconds no request was even read (an end-to-end sign-in timed out behind it, 2026-11-29).
 * Sixteen hotels' nights take about 50 ms there; between two slices the requests waiting meanwhile run.
 */
const HOTELS_PER_READ = 16;
/** Full reads in slices that a write interrupted, before one read in a single transaction instead. */
const SLICED_ATTEMPTS = 3;

type FullData = Parameters<typeof toIndexData>[0];

export interface LoadOptions {
  /** Hotels per statement of a full read (HOTELS_PER_READ). */
  hotelsPerRead?: number;
  /** Tests: runs before each slice of a full read (to write meanwhile). */
  beforeSlice?: () => Promise<void>;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Whether hotels or nights were written between two readings of the versions (holds do not count). */
const moved = (from: Versions, now: Versions) =>
  now.others !== from.others || now.nightsVersion !== from.nightsVersion;

/** The holds and the small tables (places), on a transaction's connection. */
async function readSmall(run: Run) {
  return {
    holds: await run<Row>(HOLDS_SQL),
    cities: await run<Row>(sql`SELECT id, name, slug, search_text FROM cities`),
    areas: await run<Row>(sql`
      SELECT a.id, a.name, a.slug, a.search_text, a.popularity, c.name AS city_name
        FROM areas a JOIN cities c ON c.id = a.city_id`),
    pois: await run<Row>(sql`SELECT id, name, slug, latitude, longitude FROM pois`),
    groups: await run<Row>(sql`SELECT id, name, slug, search_text FROM hotel_groups`),
  };
}

/**
 * The holds and the small tables, in one repeatable-read transaction with the versions; null when hotels or
 * nights were written since `from` (what was read in slices may then mix two states).
 */
async function readRest(database: Database, from: Versions) {
  return database.transaction(async (tx) => {
    const run = runIn(tx);
    await run(sql`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY`);
    const versions = await readVersions(run);
    if (moved(from, versions)) return null;
    return { ...versions, ...(await readSmall(run)) };
  });
}

/**
 * Everything, read in slices outside a transaction, then checked: the versions are read first, the hotels and
 * their nights in slices of a few hotels, and the rest with the versions again in one transaction. Every write to
 * hotels or nights bumps its counter in the writer's own transaction, so if neither counter moved, no write was
 * committed between the first statement and the last, and every slice saw the same data. Holds are read last, at
 * the final version. A write in between (the versions are also read before each slice): read again; after
 * SLICED_ATTEMPTS, one transaction holds it all (on PGlite that blocks for its whole length, as every full read
 * did before).
 */
async function readFull(database: Database, options: LoadOptions): Promise<FullData> {
  const perRead = Math.max(1, options.hotelsPerRead ?? HOTELS_PER_READ);
  attempts: for (let attempt = 0; attempt < SLICED_ATTEMPTS; attempt++) {
    const from = await readVersions(database.rows);
    const hotels = await database.rows<Row>(HOTELS_SQL);
    const ids = hotels.map((h) => Number(h.id)).sort((a, b) => a - b);
    const nights: Row[] = [];
    for (let i = 0; i < ids.length; i += perRead) {
      await options.beforeSlice?.();
      await nextTurn();
      // A write meanwhile dooms this read: start again now rather than read the rest for nothing.
      if (moved(from, await readVersions(database.rows))) continue attempts;
      const range: [number, number] = [
        ids[i] as number,
        ids[Math.min(i + perRead, ids.length) - 1] as number,
      ];
      for (const row of await database.rows<Row>(nightsSql({ hotels: range }))) nights.push(row);
    }
    const rest = await readRest(database, from);
    if (rest) return { ...rest, hotels, nights };
  }
  return database.transaction(async (tx) => {
    const run = runIn(tx);
    await run(sql`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY`);
    const versions = await readVersions(run);
    const hotels = await run<Row>(HOTELS_SQL);
    const nights = await run<Row>(nightsSql());
    return { ...versions, hotels, nights, ...(await readSmall(run)) };
  });
}

/**
 * Reads a snapshot. Given the current index (`previous`), when nothing but room holds was written since its
 * snapshot (migration 0015: version - holds_version unchanged), only the holds are read and the rest of
 * `previous` is shared; when room inventory was updated too, only those room types' nights (migration 0016). A
 * partial read is one repeatable-read, read-only transaction, the versions first; a full read is readFull's.
 */
export async function loadSearchIndex(
  database: Database,
  previous?: SearchIndex,
  options: LoadOptions = {},
): Promise<SearchIndex> {
  const data = previous
    ? await database.transaction(async (tx) => {
        const run = runIn(tx);
        await run(sql`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY`);
        const versions = await readVersions(run);
        if (previous.others !== versions.others) return null;
        const base = {
          version: versions.version,
          nightsVersion: versions.nightsVersion,
          others: versions.others,
        };
        if (previous.nightsVersion === versions.nightsVersion) {
          return { kind: 'holds' as const, ...base, holds: await run<Row>(HOLDS_SQL) };
        }
        // Updates of room_inventory since the previous snapshot, if their log is still whole (migration 0016).
        if (BigInt(versions.prunedTo) <= BigInt(previous.version)) {
          const changed = (
            await run<{ id: number }>(sql`
              SELECT DISTINCT room_type_id AS id FROM search_night_changes
               WHERE version > ${previous.version}::bigint`)
          ).map((r) => Number(r.id));
          const rows = changed.length > 0 ? await run<Row>(nightsSql({ only: changed })) : [];
          if (previous.nightsFit(changed, rows)) {
            return { kind: 'nights' as const, ...base, rows, holds: await run<Row>(HOLDS_SQL) };
          }
        }
        return null;
      })
    : null;
  if (data?.kind === 'holds' && previous) return previous.withHolds(data.version, holdsMap(data.holds));
  if (data?.kind === 'nights' && previous) {
    return previous.withNights(data.version, data.nightsVersion, data.rows, holdsMap(data.holds));
  }
  return new SearchIndex(await toIndexData(await readFull(database, options)));
}

/** Holds by room type id. */
function holdsMap(rows: Row[]): Map<number, Hold[]> {
  const byRoom = new Map<number, Hold[]>();
  for (const r of rows) {
    const id = Number(r.room_type_id);
    const list = byRoom.get(id) ?? [];
    list.push({ day: Number(r.day), quantity: Number(r.quantity), expiresUs: Number(r.expires_us) });
    byRoom.set(id, list);
  }
  return byRoom;
}

interface ParsedNights {
  /** Four numbers a night: day (since 1970-01-01), price, member price, rooms left. */
  values: number[];
  first: number;
  /** Days from the first night to the last, both included (nights in between may be absent). */
  length: number;
}

/** A row of nightsSql(): its nights. */
function parseNights(r: Row): ParsedNights {
  const values = String(r.nights).split(',').map(Number);
  const first = values[0] as number;
  return { values, first, length: (values[values.length - 4] as number) - first + 1 };
}

/** Writes a room type's nights into its cells from `base`: absent days first, then each night present. */
function writeNights(cells: Int32Array, base: number, values: number[], first: number, length: number): void {
  for (let i = 0; i < length; i++) cells[base + CELL * i] = ABSENT;
  for (let k = 0; k < values.length; k += 4) {
    const o = base + CELL * ((values[k] as number) - first);
    cells[o] = values[k + 3] as number;
    cells[o + 1] = values[k + 1] as number;
    cells[o + 2] = values[k + 2] as number;
  }
}

type RoomColumns = Omit<RoomNights, 'first' | 'length' | 'base'>;

/** A row of nightsSql(): its room type's columns. */
function roomColumns(r: Row): RoomColumns {
  return {
    id: Number(r.room_type_id),
    maxAdults: Number(r.max_adults),
    maxChildren: Number(r.max_children),
    discount: Number(r.discount_percent),
    breakfast: r.breakfast_included === true,
    refundable: r.refundable === true,
    payAtHotel: r.pay_at_hotel === true,
  };
}

/** Writes a room type's id, guests, discount and flags at `m` in the room table; the has-holds flag is cleared. */
function writeRoomColumns(rooms: Int32Array, m: number, rt: RoomColumns): void {
  rooms[m + R_ID] = rt.id;
  rooms[m + R_ADULTS] = rt.maxAdults;
  rooms[m + R_CHILDREN] = rt.maxChildren;
  rooms[m + R_DISCOUNT] = rt.discount;
  rooms[m + R_FLAGS] =
    (rt.breakfast ? BREAKFAST : 0) | (rt.refundable ? REFUNDABLE : 0) | (rt.payAtHotel ? PAY_AT_HOTEL : 0);
}

/** Sets each room type's has-holds flag from `holds`. */
function setHoldFlags(rooms: Int32Array, holds: Map<number, Hold[]>): void {
  for (let m = 0; m < rooms.length; m += ROOM) {
    const flags = (rooms[m + R_FLAGS] as number) & ~HAS_HOLDS;
    rooms[m + R_FLAGS] = holds.has(rooms[m + R_ID] as number) ? flags | HAS_HOLDS : flags;
  }
}

/**
 * Lets the event loop run when the current slice has taken 5 ms: turning a big snapshot into the index takes a
 * few hundred milliseconds of JavaScript, which in one piece would hold every request meanwhile.
 */
function slicer(): () => Promise<void> | undefined {
  let since = performance.now();
  let n = 0;
  return () => {
    if (++n % 128 !== 0 || performance.now() - since < 5) return undefined;
    return new Promise<void>((resolve) =>
      setImmediate(() => {
        since = performance.now();
        resolve();
      }),
    );
  };
}

async function toIndexData(raw: {
  version: string;
  nightsVersion: string;
  others: string;
  hotels: Row[];
  nights: Row[];
  holds: Row[];
  cities: Row[];
  areas: Row[];
  pois: Row[];
  groups: Row[];
}): Promise<IndexData> {
  const pause = slicer();
  const holdsByRoom = holdsMap(raw.holds);
  const roomsByHotel = new Map<number, RoomNights[]>();
  // Parsed first, so the cells can be one allocation of the right size.
  const parsed: ParsedNights[] = [];
  let size = 0;
  for (const r of raw.nights) {
    await pause();
    const nights = parseNights(r);
    parsed.push(nights);
    size += nights.length * CELL;
  }
  const cells = new Int32Array(size);
  let next = 0;
  for (const [n, r] of raw.nights.entries()) {
    await pause();
    const { values, first, length } = parsed[n] as ParsedNights;
    const rt: RoomNights = { ...roomColumns(r), first, length, base: next };
    next += length * CELL;
    writeNights(cells, rt.base, values, first, length);
    const hotelId = Number(r.hotel_id);
    const list = roomsByHotel.get(hotelId) ?? [];
    list.push(rt);
    roomsByHotel.set(hotelId, list);
  }
  const nullableNumber = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  const hotels: IndexedHotel[] = [];
  // Room types of active hotels only (no other hotel is ever a candidate), each hotel's together.
  const rooms = new Int32Array(raw.nights.length * ROOM);
  let roomCount = 0;
  for (const r of raw.hotels) {
    await pause();
    const mine = roomsByHotel.get(Number(r.id)) ?? [];
    const card: HotelCardRow = {
      id: Number(r.id),
      name: String(r.name),
      slug: String(r.slug),
      star_rating: Number(r.star_rating),
      property_type: r.property_type as HotelCardRow['property_type'],
      address: String(r.address),
      city_id: Number(r.city_id),
      city_name: String(r.city_name),
      city_slug: String(r.city_slug),
      area_id: nullableNumber(r.area_id),
      area_name: r.area_name === null ? null : String(r.area_name),
      area_slug: r.area_slug === null ? null : String(r.area_slug),
      latitude: Number(r.latitude),
      longitude: Number(r.longitude),
      review_score: nullableNumber(r.review_score),
      review_count: Number(r.review_count),
      image_key: r.image_key === null ? null : String(r.image_key),
    };
    hotels.push({
      id: card.id,
      cityId: card.city_id,
      areaId: card.area_id,
      groupId: nullableNumber(r.group_id),
      star: card.star_rating,
      propertyType: card.property_type,
      reviewScore: card.review_score,
      reviewCount: card.review_count,
      popularity: Number(r.popularity),
      latitude: card.latitude,
      longitude: card.longitude,
      searchText: String(r.search_text),
      facilities: JSON.parse(String(r.facilities)) as string[],
      card,
      badges: { id: String(r.badges_id), en: String(r.badges_en) },
      fixedJson: {},
      popularityRank: 0,
      ratingRank: 0,
      roomStart: roomCount,
      roomCount: mine.length,
    });
    for (const rt of mine) {
      const m = roomCount * ROOM;
      writeRoomColumns(rooms, m, rt);
      if (holdsByRoom.has(rt.id)) rooms[m + R_FLAGS] = (rooms[m + R_FLAGS] as number) | HAS_HOLDS;
      rooms[m + R_FIRST] = rt.first;
      rooms[m + R_LENGTH] = rt.length;
      rooms[m + R_BASE] = rt.base;
      roomCount++;
    }
  }
  const place = (r: Row): Place => ({
    id: Number(r.id),
    name: String(r.name),
    slug: String(r.slug),
    searchText: String(r.search_text),
  });
  return {
    version: raw.version,
    nightsVersion: raw.nightsVersion,
    others: raw.others,
    read: 'full',
    cells,
    rooms: rooms.subarray(0, roomCount * ROOM),
    holds: holdsByRoom,
    hotels,
    cities: raw.cities.map(place),
    areas: raw.areas.map((r) => ({
      ...place(r),
      cityName: String(r.city_name),
      popularity: Number(r.popularity),
    })),
    pois: raw.pois.map((r) => ({
      id: Number(r.id),
      name: String(r.name),
      slug: String(r.slug),
      latitude: Number(r.latitude),
      longitude: Number(r.longitude),
    })),
    groups: raw.groups.map(place),
  };
}

/** Versions are bigint counters as text: compared by length, then by digits. */
function atLeast(version: string, than: string): boolean {
  return version.length !== than.length ? version.length > than.length : version >= than;
}

/**
 * Keeps one database's index current: `at(version)` answers the snapshot when it is at least that new, and
 * otherwise schedules a build (one at a time; the next starts no sooner than three build-durations after the
 * last one ended, so at most a quarter of the time goes to rebuilding under a stream of writes).
 */
export class SearchIndexHolder {
  readonly #database: Database;
  #index: SearchIndex | null = null;
  #building: Promise<void> | null = null;
  #timer: ReturnType<typeof setTimeout> | null = null;
  #nextAllowed = 0;
  #closed = false;
  builds = 0;
  /** Builds that read only the holds again (nothing else had changed). */
  holdsOnly = 0;
  /** Builds that read only the holds and the nights of room types updated since (migration 0016). */
  nightsOnly = 0;
  /** Searches the index answered (at() found it current). */
  served = 0;

  constructor(database: Database) {
    this.#database = database;
  }

  /** The current snapshot's searches answered from a priced set an earlier search made (SearchIndex). */
  get pricedReuses(): number {
    return this.#index?.pricedReuses ?? 0;
  }

  at(version: string): SearchIndex | null {
    const index = this.#index;
    if (index && atLeast(index.version, version)) {
      this.served++;
      return index;
    }
    this.#schedule();
    return null;
  }

  /** Builds now unless a build is running; resolves when the index is at least as new as the data was then. */
  refresh(): Promise<void> {
    if (this.#closed) return Promise.resolve();
    this.#building ??= this.#build();
    return this.#building;
  }

  #schedule(): void {
    if (this.#building || this.#timer || this.#closed) return;
    const wait = this.#nextAllowed - performance.now();
    if (wait <= 0) {
      void this.refresh();
      return;
    }
    this.#timer = setTimeout(() => {
      this.#timer = null;
      void this.refresh();
    }, wait);
    this.#timer.unref?.();
  }

  async #build(): Promise<void> {
    const started = performance.now();
    try {
      const previous = this.#index ?? undefined;
      const index = await loadSearchIndex(this.#database, previous);
      if (!this.#closed && (!this.#index || atLeast(index.version, this.#index.version))) this.#index = index;
      this.builds++;
      if (index.read === 'holds') this.holdsOnly++;
      if (index.read === 'nights') this.nightsOnly++;
    } catch {
      // The database closed or failed mid-read: searches keep using SQL, and the next search schedules again.
    } finally {
      const ended = performance.now();
      this.#nextAllowed = ended + 3 * (ended - started);
      this.#building = null;
    }
  }

  close(): void {
    this.#closed = true;
    this.#index = null;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
  }
}

const holders = new WeakMap<Database, SearchIndexHolder>();

/** One index per database (tests open many). */
export function searchIndexFor(database: Database): SearchIndexHolder {
  let holder = holders.get(database);
  if (!holder) {
    holder = new SearchIndexHolder(database);
    holders.set(database, holder);
  }
  return holder;
}
