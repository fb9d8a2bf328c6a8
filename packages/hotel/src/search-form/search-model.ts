// The search form's state, validation and submission, free of React so it can be unit-tested and reused by
// the results page's "change search" form later.
import { DEFAULT_GUESTS, type Guests, type StayDates, staySearchOf } from '@nusa/api-client/stay';
import type { StaySearch } from '@nusa/router/search';
import type { LastSearch } from '../search-slice';
import { normalizeGuests } from './guests';
import {
  type AutocompleteItem,
  type DestinationType,
  type PopularDestination,
  type RouteTarget,
  targetForKeyword,
  targetForPopular,
  targetForSuggestion,
} from './route-target';
import { initialStay } from './stay-dates';

/** A destination the user picked (from the suggestions, a popular destination, or the last search). */
export interface ChosenDestination {
  type: DestinationType;
  id: number | null;
  name: string;
  label?: string;
  target: RouteTarget;
}

export interface SearchFormState extends StayDates, Guests {
  /** What the location field shows. */
  text: string;
  /** Set when a suggestion was picked; typing again clears it (the text no longer names it). */
  destination: ChosenDestination | null;
}

/** `nearby`: "hotels near me" got no position (location services denied or off, or no fix in time). */
export type SearchFormErrors = { location?: 'required' | 'nearby' };

export type SearchFormAction =
  | { type: 'text'; text: string }
  | { type: 'choose'; destination: ChosenDestination }
  | { type: 'dates'; stay: StayDates }
  | { type: 'guests'; guests: Guests };

export function searchFormReducer(state: SearchFormState, action: SearchFormAction): SearchFormState {
  switch (action.type) {
    case 'text':
      return { ...state, text: action.text, destination: null };
    case 'choose':
      return { ...state, text: action.destination.name, destination: action.destination };
    case 'dates':
      return { ...state, ...action.stay };
    case 'guests':
      return { ...state, ...normalizeGuests(action.guests) };
  }
}

export function destinationFromSuggestion(item: AutocompleteItem): ChosenDestination {
  return {
    type: item.type,
    id: item.id,
    name: item.name,
    label: item.label,
    target: targetForSuggestion(item),
  };
}

export function destinationFromPopular(dest: PopularDestination): ChosenDestination {
  return {
    type: dest.type,
    id: dest.id,
    name: dest.name,
    label: dest.province ?? dest.city_name,
    target: targetForPopular(dest),
  };
}

/** The form as the visitor left it last time, or empty with the default stay. */
export function initialFormState(today: string, last?: LastSearch | null): SearchFormState {
  const stay = initialStay(today, last ? { checkIn: last.checkIn, checkOut: last.checkOut } : null);
  const guests = normalizeGuests(
    last ? { rooms: last.rooms, adults: last.adults, childrenAges: last.childrenAges } : DEFAULT_GUESTS,
  );
  const remembered = last?.destination;
  // Free text is searched again as typed; a picked place comes back picked, with the route it opened.
  const destination: ChosenDestination | null =
    remembered && remembered.type !== 'keyword' ? remembered : null;
  return { text: remembered?.name ?? '', destination, ...stay, ...guests };
}

export function validateSearchForm(state: SearchFormState): SearchFormErrors {
  // Spec §5 "Location required in search": either a picked destination or some text to search for.
  if (!state.destination && state.text.trim() === '') return { location: 'required' };
  return {};
}

export interface SearchSubmission {
  target: RouteTarget;
  search: StaySearch;
  lastSearch: LastSearch;
}

/** Where a valid form goes, with what to remember; null when the form is invalid. */
export function buildSubmission(state: SearchFormState): SearchSubmission | null {
  if (validateSearchForm(state).location) return null;
  const keyword = state.text.trim().slice(0, 100);
  const target = state.destination ? state.destination.target : targetForKeyword(keyword);
  // A free-text search names its place in the query (`q`), after the stay.
  const search: StaySearch = state.destination ? staySearchOf(state) : { ...staySearchOf(state), q: keyword };
  const lastSearch: LastSearch = {
    destination: state.destination
      ? {
          type: state.destination.type,
          id: state.destination.id,
          name: state.destination.name,
          ...(state.destination.label ? { label: state.destination.label } : {}),
          target,
        }
      : { type: 'keyword', id: null, name: keyword },
    checkIn: state.checkIn,
    checkOut: state.checkOut,
    rooms: state.rooms,
    adults: state.adults,
    childrenAges: state.childrenAges,
  };
  return { target, search, lastSearch };
}
