// The hotel page with what the shell composes into it (hotel-slots.tsx).
import { DetailPage } from '@nusa/hotel/detail-page';
import { WithHotelSlots } from './hotel-slots.tsx';

export function HotelDetailRoute() {
  return (
    <WithHotelSlots>
      <DetailPage />
    </WithHotelSlots>
  );
}
