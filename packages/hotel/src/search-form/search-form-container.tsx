import { jakartaToday } from '@nusa/api-client/stay';
import { commonSelectors } from '@nusa/core/common-slice';
import { lazy, Suspense, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { type LastSearch, selectLastSearch, setLastSearch, setPosition } from '../search-slice';
import { SearchForm } from './search-form';
import { initialFormState } from './search-model';
import type { SuggestionsState } from './suggestions-source';
import { useSearchNavigate } from './use-search-navigate';

const SuggestionsSource = lazy(() => import('./suggestions-source'));
const NO_SUGGESTIONS: SuggestionsState = { suggestions: [], loading: false };

/**
 * Wires the search form to the store (holidays, last search), the autocomplete API and the router. The results
 * page passes its own criteria as `from` (prefill) and closes its sheet on `onSubmitted`.
 */
export function SearchFormContainer({
  from,
  onSubmitted,
}: {
  from?: LastSearch | null;
  onSubmitted?: () => void;
}) {
  const dispatch = useDispatch();
  const lastSearch = useSelector(selectLastSearch);
  const holidays = useSelector(commonSelectors.selectPublicHolidays);
  const [today] = useState(() => jakartaToday());
  // Read once: the form owns its state after the first render, a later store change must not wipe input.
  const [initialState] = useState(() => initialFormState(today, from ?? lastSearch));
  const [keyword, setKeyword] = useState(initialState.destination ? '' : initialState.text);
  const [{ suggestions, loading }, setSuggestions] = useState(NO_SUGGESTIONS);
  // Mounted from the first typed character and kept afterwards: its chunk loads while the user types the second
  // character (suggestions start at two, after a pause), and staying mounted keeps the previous list on screen.
  const [typed, setTyped] = useState(keyword !== '');
  if (!typed && keyword !== '') setTyped(true);
  const go = useSearchNavigate();

  return (
    <>
      {typed ? (
        <Suspense fallback={null}>
          <SuggestionsSource keyword={keyword} onChange={setSuggestions} />
        </Suspense>
      ) : null}
      <SearchForm
        initialState={initialState}
        today={today}
        holidays={holidays}
        suggestions={suggestions}
        suggestionsLoading={loading}
        onKeywordChange={setKeyword}
        onSubmit={(submission) => {
          dispatch(setLastSearch(submission.lastSearch));
          onSubmitted?.();
          void go(submission.target, submission.search);
        }}
        // Loaded on first use: the position request stays out of the first route's chunk.
        onNearby={(search, signal) =>
          import('./near-me').then((m) =>
            m.searchNearMe(search, signal, {
              remember: (position) => dispatch(setPosition(position)),
              go: (target, s) => {
                onSubmitted?.();
                return go(target, s);
              },
            }),
          )
        }
      />
    </>
  );
}
