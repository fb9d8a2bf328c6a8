// Hotel search and its filter facets: the same criteria, answered from the search result cache.
import { defineHandlers } from '../../contract/handlers.ts';
import { isMemoizedBody } from '../../contract/routes.ts';
import type { components, operations } from '../../generated/openapi.ts';
import { PreparedBody } from '../../http/reusable-body.ts';
import { pageMeta } from '../../lib/paging.ts';
import type { Clock } from '../../lib/time.ts';
import { pricesForMember } from './pricing.ts';
import { type ResolvedDestination, resolveDestination, searchFacets, searchHotelRows } from './search.ts';
import { searchCacheFor, searchKey } from './search-cache.ts';
import { searchIndexFor } from './search-index.ts';
import { summariesJson, toSummaries } from './shared.ts';
import { assertCheckInNotPast, type Stay, validateStay } from './stay.ts';

type Schemas = components['schemas'];
type SearchAnswer = operations['searchHotels']['responses'][200]['content']['application/json'];

/** Stays validated from memoized (deep-frozen, shared) criteria: only the clock-dependent check is redone. */
const criteriaStays = new WeakMap<object, Stay>();

function criteriaStay(body: Schemas['HotelSearchCriteria'], clock: Clock): Stay {
  const shared = isMemoizedBody(body);
  const known = shared ? criteriaStays.get(body) : undefined;
  if (known) {
    // Every other check of validateStay passed for these very criteria, and none of them reads the clock.
    assertCheckInNotPast(known.checkIn, clock);
    return known;
  }
  const stay = validateStay(
    {
      checkIn: body.check_in,
      checkOut: body.check_out,
      rooms: body.rooms,
      adults: body.adults,
      children: body.children,
    },
    clock,
  );
  if (shared) criteriaStays.set(body, Object.freeze(stay));
  return stay;
}

// Answers are cached as bytes, serialized once (src/http/reusable-body.ts), not as objects.
export const searchHandlers = defineHandlers({
  async searchHotels({ body, lang, services, request }) {
    const stay = criteriaStay(body, services.clock);
    const { database, clock } = services;
    const member = await pricesForMember(services, request);
    const key = searchKey('search', lang, member, body);
    const answer = await searchCacheFor(database).get(key, clock, async (version) => {
      const page = body.page ?? 1;
      const perpage = body.perpage ?? 20;
      const criteria = {
        stay,
        filters: body.filters ?? {},
        sort: body.sort ?? 'popularity',
        page,
        perpage,
        now: clock(),
        member,
        lang,
      };
      // The in-process index when its snapshot is at least as new as the version this answer is cached under
      // (search-index.ts); otherwise the same answer from SQL, while a new snapshot is built in the background.
      const index = services.config.searchIndex ? searchIndexFor(database).at(version) : null;
      if (index) {
        const { rows, total, destination } = index.search({ ...criteria, destination: body.destination });
        // Written as text from each card's pre-serialized fixed fields; equal to the SQL path's object below
        // (test/search-index.test.ts compares the two).
        return PreparedBody.fromJson<SearchAnswer>(
          `{"data":${summariesJson(rows, (row) => row.fixed_json)},"meta":${JSON.stringify(
            pageMeta(page, perpage, total),
          )},"search":${JSON.stringify(searchContext(destination, stay))}}`,
        );
      }
      const destination = await resolveDestination(database, body.destination, lang);
      const { rows, total } = await searchHotelRows(database, { ...criteria, destination });
      return new PreparedBody({
        data: toSummaries(rows),
        meta: pageMeta(page, perpage, total),
        search: searchContext(destination, stay),
      });
    });
    return { status: 200, body: answer };
  },

  async searchHotelFilters({ body, lang, services, request }) {
    const stay = criteriaStay(body, services.clock);
    const { database, clock } = services;
    const member = await pricesForMember(services, request);
    const key = searchKey('facets', lang, member, body);
    const answer = await searchCacheFor(database).get(key, clock, async () => {
      const destination = await resolveDestination(database, body.destination, lang);
      const data = await searchFacets(database, {
        destination,
        stay,
        filters: body.filters ?? {},
        now: clock(),
        lang,
        member,
      });
      return new PreparedBody({ data });
    });
    return { status: 200, body: answer };
  },
});

function searchContext(destination: Pick<ResolvedDestination, 'name' | 'type'>, stay: Stay) {
  return {
    destination_name: destination.name,
    destination_type: destination.type,
    check_in: stay.checkIn,
    check_out: stay.checkOut,
    nights: stay.nights,
  };
}
