// The recommended hotels with their data, as the home page loads them: its own chunk (home-page.tsx imports it
// lazily as the row nears the screen), so neither this code nor its query is on the first route.
import { recommendedHotelsQuery } from '@nusa/api-client/queries/hotels';
import { DEFAULT_GUESTS, defaultStay, jakartaToday, staySearchOf } from '@nusa/api-client/stay';
import { Link } from '@nusa/router/react';
import type {} from '@nusa/router/router';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import type { HotelSummary } from '../results/results-model';
import { type HotelSlots, HotelSlotsProvider } from '../slots';
import { RecommendedHotels } from './recommended-hotels';

/**
 * The hotel page's route params, as the results cards build them (results-model.ts `productParams`). Not imported
 * from there: this chunk would then share results-model (and the search request code behind it) with the results
 * and detail pages, which splits it out of their chunks into more files to fetch.
 */
function hotelPageParams(hotel: HotelSummary) {
  return {
    country: hotel.country_slug,
    city: hotel.city_slug,
    ...(hotel.area_slug ? { area: hotel.area_slug } : {}),
    slug: hotel.slug,
    id: String(hotel.id),
  };
}

/**
 * The recommended hotels from the API, each opening the hotel for tomorrow, one night, one room, two adults. The
 * shell's slots (the favorites heart) come from the home page's props and are provided here, in this chunk.
 */
export default function RecommendedSection({ slots = {} }: { slots?: HotelSlots | undefined }) {
  // The API prices each hotel for the member or guest asking (the query's key says which), so members see theirs.
  const query = useQuery(recommendedHotelsQuery());
  // The answer arrives through useSyncExternalStore, which React renders synchronously: the row of cards would be
  // built in one long task (143 ms of a 4x-slowed phone). The deferred copy renders it in a background pass that
  // yields every few milliseconds, the skeleton staying until it is done (as on the results and detail pages).
  const data = useDeferredValue(query.data);
  // The stay a card opens, fixed for the page's life like the popular destinations' (home-page.tsx).
  const [search] = useState(() => staySearchOf({ ...defaultStay(jakartaToday()), ...DEFAULT_GUESTS }));
  return (
    <HotelSlotsProvider slots={slots}>
      <RecommendedHotels
        // An error leaves no data: the section then renders nothing.
        hotels={data?.data ?? []}
        loading={data === undefined && !query.isError}
        renderLink={(hotel, { className, children }) => (
          <Link
            to="/hotel/product/{-$country}/{-$city}/{-$area}/{-$slug}/{-$id}"
            params={hotelPageParams(hotel)}
            search={search}
            className={className}
          >
            {children}
          </Link>
        )}
      />
    </HotelSlotsProvider>
  );
}
