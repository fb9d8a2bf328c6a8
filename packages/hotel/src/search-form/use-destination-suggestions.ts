import { autocompleteQuery } from '@nusa/api-client/queries/general';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MIN_KEYWORD_LENGTH } from './destination-combobox';
import type { AutocompleteItem } from './route-target';
import { useDebouncedValue } from './use-debounced-value';

/** Spec: suggestions follow typing after a short pause so a cheap phone on 3G is not flooded with requests. */
const SUGGEST_DEBOUNCE_MS = 300;

const NONE: AutocompleteItem[] = [];

/** Autocomplete for the location field: debounced, at least two characters, cities and areas first. */
export function useDestinationSuggestions(text: string): {
  suggestions: AutocompleteItem[];
  loading: boolean;
} {
  const keyword = useDebouncedValue(text.trim(), SUGGEST_DEBOUNCE_MS);
  const enabled = keyword.length >= MIN_KEYWORD_LENGTH;
  const query = useQuery({
    ...autocompleteQuery({ keyword, order_by: 'areas' }),
    enabled,
    // Keeps the previous list on screen while the next keyword loads instead of flashing empty.
    placeholderData: keepPreviousData,
  });
  return {
    suggestions: enabled ? (query.data?.data ?? NONE) : NONE,
    loading: enabled && query.isFetching,
  };
}
