// The hotel results page (every results route) with what the shell composes into its cards (hotel-slots.tsx).
import { ResultsPage } from '@nusa/hotel/results-page';
import { WithHotelSlots } from './hotel-slots.tsx';

export default function HotelResultsRoute() {
  return (
    <WithHotelSlots>
      <ResultsPage />
    </WithHotelSlots>
  );
}
