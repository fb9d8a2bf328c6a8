// What the shell composes into the hotel feature's slots (@nusa/hotel/slots): the favorites feature's heart on
// every hotel card (results, the home page's recommended hotels) and on the hotel page. Neither feature imports
// the other. The provider wraps the results and detail pages in their own lazily loaded bindings
// (hotel-results-page.tsx, hotel-detail-page.tsx) rather than the root layout. The home page, the first route whose
// JavaScript budget is spent, does not carry even this module: home-slots.tsx loads its FavoriteToggle when the
// first heart shows. The toggle itself is a lazy chunk from here.
import { type FavoriteToggleProps, HotelSlotsProvider } from '@nusa/hotel/slots';
import { lazy, type ReactNode, Suspense } from 'react';

let toggleChunk: Promise<typeof import('@nusa/favorites/favorite-toggle')> | undefined;
const loadToggle = () => {
  toggleChunk ??= import('@nusa/favorites/favorite-toggle');
  return toggleChunk;
};
const LazyFavoriteToggle = lazy(loadToggle);
// Started in a task of its own as soon as the page's chunk is here: the import's preload hints (a link for each
// of the toggle's 13 files not yet linked) cost a 4x-slowed phone about 30 ms, which inside the hotel page's first
// render made one of its longest tasks (issue 14).
setTimeout(loadToggle, 0);

function FavoriteToggle(props: FavoriteToggleProps) {
  return (
    // The toggle keeps its own place while its copy loads; until its code arrives nothing shows.
    <Suspense fallback={null}>
      <LazyFavoriteToggle {...props} />
    </Suspense>
  );
}

// The home page's slot (home-slots.tsx) imports this module lazily, as a component: its default export.
export default FavoriteToggle;

/** One object for the app's life, so the slots' context never changes. */
const hotelSlots = { FavoriteToggle };

export function WithHotelSlots({ children }: { children: ReactNode }) {
  return <HotelSlotsProvider slots={hotelSlots}>{children}</HotelSlotsProvider>;
}
