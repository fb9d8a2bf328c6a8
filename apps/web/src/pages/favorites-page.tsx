// The favorites page with what only the shell may know: the dates of the member's last hotel search (the hotel
// feature's persisted state, which the favorites feature may not import), so saved hotels are priced for them.
import { FavoritesPage } from '@nusa/favorites/favorites-page';
import { selectLastSearch } from '@nusa/hotel/search-slice';
import { useAppSelector } from '../store.ts';

export default function FavoritesRoute() {
  const last = useAppSelector((state) => selectLastSearch(state));
  return <FavoritesPage lastSearch={last ? { checkIn: last.checkIn, checkOut: last.checkOut } : null} />;
}
