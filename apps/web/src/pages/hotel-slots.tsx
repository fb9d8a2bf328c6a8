// What the shell composes into the hotel feature's slots (@nusa/hotel/slots): the favorites feature's heart on
// every hotel card and on the hotel page. Neither feature imports the other. The provider wraps the hotel pages in
// their own lazily loaded bindings (hotel-results-page.tsx, hotel-detail-page.tsx) rather than the root layout:
// the home page's first route, whose JavaScript budget is spent, carries none of it. The toggle itself loads when
// the first heart shows.
import { type FavoriteToggleProps, HotelSlotsProvider } from '@nusa/hotel/slots';
import { lazy, type ReactNode, Suspense } from 'react';

const LazyFavoriteToggle = lazy(() => import('@nusa/favorites/favorite-toggle'));

function FavoriteToggle(props: FavoriteToggleProps) {
  return (
    // The toggle keeps its own place while its copy loads; until its code arrives nothing shows.
    <Suspense fallback={null}>
      <LazyFavoriteToggle {...props} />
    </Suspense>
  );
}

/** One object for the app's life, so the slots' context never changes. */
const hotelSlots = { FavoriteToggle };

export function WithHotelSlots({ children }: { children: ReactNode }) {
  return <HotelSlotsProvider slots={hotelSlots}>{children}</HotelSlotsProvider>;
}
