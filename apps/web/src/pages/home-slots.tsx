// The home page with what the shell composes into its recommended hotels' cards: the favorites heart (the same
// binding as the results and detail pages', hotel-slots.tsx). The home page is the first route and its JavaScript
// budget is spent, so this costs it almost nothing: the page binding (pages.ts) wraps the page here, in the entry,
// instead of in a page module of its own, whose chunk would list the heart's files for preloading; the slots go
// to the page as a prop (it provides them inside its lazily loaded recommended row); and hotel-slots.tsx loads
// when the first heart renders, the toggle's own chunk after it.
import type { HomePageProps } from '@nusa/hotel/home-page';
import { type ComponentType, lazy } from 'react';

// One object for the app's life. The heart suspends while its binding loads; the recommended row holds each heart
// in a Suspense boundary of its own (packages/hotel recommended-hotels.tsx), so only the heart waits.
const homeSlots = {
  FavoriteToggle: lazy(() => import('./hotel-slots.tsx')),
};

/** The home page's route component: the page with the shell's slots. */
export const withHomeSlots = (HomePage: ComponentType<HomePageProps>) => () => <HomePage slots={homeSlots} />;
