// Slots: places in the hotel pages where the shell composes another feature's UI (spec: "the shell composes
// anything that belongs to another feature through slots"). This package never imports those features; the
// shell wraps the routes in <HotelSlotsProvider> with whatever it has. An empty slot renders nothing.
import { type ComponentType, createContext, type ReactNode, useContext } from 'react';

export interface FavoriteToggleProps {
  hotelId: number;
  /** For the toggle's accessible name, e.g. "Simpan Segara Resort ke favorit". */
  hotelName: string;
}

export interface HotelSlots {
  /**
   * Favorite (heart) toggle on every hotel card of the results and in the detail page's header; provided by the
   * favorites feature.
   */
  FavoriteToggle?: ComponentType<FavoriteToggleProps> | undefined;
}

const SlotsContext = createContext<HotelSlots>({});

export function HotelSlotsProvider({ slots, children }: { slots: HotelSlots; children: ReactNode }) {
  return <SlotsContext.Provider value={slots}>{children}</SlotsContext.Provider>;
}

export function useHotelSlots(): HotelSlots {
  return useContext(SlotsContext);
}
