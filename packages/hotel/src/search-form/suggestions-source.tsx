import { useEffect } from 'react';
import type { AutocompleteItem } from './route-target';
import { useDestinationSuggestions } from './use-destination-suggestions';

export interface SuggestionsState {
  suggestions: AutocompleteItem[];
  loading: boolean;
}

/**
 * Runs the autocomplete query for `keyword` and reports its state upwards; renders nothing. It is a component
 * (not a hook called by the form) so that TanStack Query's observer code loads with the first keystroke instead
 * of riding on the home page's first-route JavaScript (see README "Performance").
 */
export function SuggestionsSource({
  keyword,
  onChange,
}: {
  keyword: string;
  onChange: (state: SuggestionsState) => void;
}) {
  const { suggestions, loading } = useDestinationSuggestions(keyword);
  useEffect(() => onChange({ suggestions, loading }), [suggestions, loading, onChange]);
  return null;
}

export default SuggestionsSource;
