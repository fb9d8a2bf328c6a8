import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type Guests, nightsBetween, staySearchOf } from '@nusa/api-client/stay';
import type { Holiday } from '@nusa/core/common-slice';
import { formatDisplayDate } from '@nusa/i18n/date-lite';
import type { Lang } from '@nusa/i18n/languages';
import type { StaySearch } from '@nusa/router/search';
import { Button } from '@nusa/ui-kit/button';
import { Icon } from '@nusa/ui-kit/icon';
import { type FormEvent, lazy, type ReactNode, Suspense, useReducer, useRef, useState } from 'react';
import { DestinationCombobox } from './destination-combobox';
import type { NearbyFailure } from './near-me';
import type { AutocompleteItem } from './route-target';
import styles from './search-form.module.css';
import {
  buildSubmission,
  destinationFromSuggestion,
  type SearchFormErrors,
  type SearchFormState,
  type SearchSubmission,
  searchFormReducer,
} from './search-model';

// The sheets carry react-day-picker, date-fns and the steppers: none of it is needed to paint the home page,
// so they load on first use (and are prefetched when the visitor reaches for the field).
export const loadDateSheet = () => import('./date-sheet');
export const loadGuestsSheet = () => import('./guests-sheet');
const DateSheet = lazy(loadDateSheet);
const GuestsSheet = lazy(loadGuestsSheet);

export interface SearchFormProps {
  /** Initial values (prefilled from lastSearch by the container). Changing it later does not reset the form. */
  initialState: SearchFormState;
  /** Jakarta's date today, 'YYYY-MM-DD': nothing before it can be picked. */
  today: string;
  holidays: Holiday[];
  suggestions: AutocompleteItem[];
  suggestionsLoading?: boolean;
  /** Called as the visitor types in the location field (not when a suggestion is picked). */
  onKeywordChange?: (text: string) => void;
  onSubmit: (submission: SearchSubmission) => void;
  /**
   * "Hotels near me" with the form's stay and guests: resolves with why it failed, or null once it navigated.
   * The signal aborts when the visitor moves on (types, picks a place) before the position arrives.
   */
  onNearby?: (search: StaySearch, signal: AbortSignal) => Promise<NearbyFailure | null>;
  /** Start with errors shown (stories). */
  initialErrors?: SearchFormErrors;
  /** Open the location suggestions on first render (stories). */
  suggestionsOpen?: boolean;
}

function useGuestSummary(g: Guests): string {
  const { t } = useLingui();
  const rooms = g.rooms;
  const adults = g.adults;
  const children = g.childrenAges.length;
  return [
    t({ message: plural(rooms, { other: '# kamar' }) }),
    t({ message: plural(adults, { other: '# dewasa' }) }),
    t({ message: plural(children, { other: '# anak' }) }),
  ].join(', ');
}

function useNightsLabel(nights: number): string {
  const { t } = useLingui();
  return t({ message: plural(nights, { other: '# malam' }) });
}

export function SearchForm({
  initialState,
  today,
  holidays,
  suggestions,
  suggestionsLoading = false,
  onKeywordChange,
  onSubmit,
  onNearby,
  initialErrors = {},
  suggestionsOpen = false,
}: SearchFormProps) {
  const { t, i18n } = useLingui();
  const lang = (i18n.locale === 'en' ? 'en' : 'id') satisfies Lang;
  const [state, dispatch] = useReducer(searchFormReducer, initialState);
  const [errors, setErrors] = useState<SearchFormErrors>(initialErrors);
  const [sheet, setSheet] = useState<'dates' | 'guests' | null>(null);
  const locationRef = useRef<HTMLInputElement>(null);
  const [locating, setLocating] = useState(false);
  const nearbyRun = useRef<AbortController | null>(null);
  // Anything the visitor does in the field supersedes a position still being looked up.
  const cancelNearby = () => {
    nearbyRun.current?.abort();
    setLocating(false);
  };

  const nights = nightsBetween(state.checkIn, state.checkOut);
  const nightsLabel = useNightsLabel(nights);
  const guestSummary = useGuestSummary(state);

  const setText = (text: string) => {
    cancelNearby();
    dispatch({ type: 'text', text });
    if (errors.location) setErrors({});
    onKeywordChange?.(text);
  };

  const findNearby = async () => {
    if (!onNearby) return;
    cancelNearby();
    const run = new AbortController();
    nearbyRun.current = run;
    setErrors({});
    setLocating(true);
    // What the visitor typed stays as it is: on failure they can go on with it.
    const failure = await onNearby(staySearchOf(state), run.signal).catch(() => 'unavailable');
    if (run.signal.aborted) return;
    setLocating(false);
    if (failure) setErrors({ location: 'nearby' });
  };

  // One message for a refusal and for no fix at all (location services off, timeout): either way the way on
  // is the same, and the first route has no room for two.
  const locationError =
    errors.location === 'required'
      ? t`Lokasi wajib diisi`
      : errors.location === 'nearby'
        ? t`Layanan lokasi tidak aktif atau ditolak. Izinkan akses lokasi untuk melihat hotel di sekitar Anda.`
        : undefined;
  const locatingText = locating ? t`Mencari lokasi Anda…` : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    cancelNearby();
    const submission = buildSubmission(state);
    if (!submission) {
      setErrors({ location: 'required' });
      locationRef.current?.focus();
      return;
    }
    onSubmit(submission);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t`Cari hotel`}>
      <DestinationCombobox
        inputRef={locationRef}
        value={state.text}
        picked={state.destination !== null}
        onValueChange={setText}
        suggestions={suggestions}
        loading={suggestionsLoading}
        defaultOpen={suggestionsOpen}
        onSelectSuggestion={(item) => {
          cancelNearby();
          dispatch({ type: 'choose', destination: destinationFromSuggestion(item) });
          setErrors({});
        }}
        onSelectText={(text) => setText(text)}
        onSelectNearby={onNearby && findNearby}
        hint={locatingText}
        error={locationError}
      />
      {/* The field's description changes silently; say the outcome of "near me" out loud. */}
      <p role="status" className="nusa-visually-hidden">
        {errors.location === 'nearby' ? locationError : locatingText}
      </p>

      <fieldset className={styles.dates}>
        <legend className="nusa-visually-hidden">
          <Trans>Tanggal menginap</Trans>
        </legend>
        <DateFieldButton
          label={<Trans>Check-in</Trans>}
          value={formatDisplayDate(state.checkIn, lang)}
          onOpen={() => setSheet('dates')}
          onWarm={loadDateSheet}
        />
        <span className={styles.nights} aria-hidden="true">
          {nightsLabel}
        </span>
        <DateFieldButton
          label={<Trans>Check-out</Trans>}
          value={formatDisplayDate(state.checkOut, lang)}
          hiddenSuffix={`, ${nightsLabel}`}
          onOpen={() => setSheet('dates')}
          onWarm={loadDateSheet}
        />
      </fieldset>

      <button
        type="button"
        className={styles.field}
        onClick={() => setSheet('guests')}
        onPointerEnter={loadGuestsSheet}
        onFocus={loadGuestsSheet}
        aria-haspopup="dialog"
      >
        <Icon name="user" size={20} className={styles.fieldIcon} />
        <span className={styles.fieldText}>
          <span className={styles.fieldLabel}>
            <Trans>Kamar & tamu</Trans>
          </span>{' '}
          <span className={styles.fieldValue}>{guestSummary}</span>
        </span>
      </button>

      <Button type="submit" size="lg" fullWidth leadingIcon={<Icon name="search" size={20} />}>
        <Trans>Cari Hotel</Trans>
      </Button>

      <Suspense fallback={null}>
        {sheet === 'dates' ? (
          <DateSheet
            open
            onClose={() => setSheet(null)}
            value={{ checkIn: state.checkIn, checkOut: state.checkOut }}
            today={today}
            holidays={holidays}
            onApply={(stay) => {
              dispatch({ type: 'dates', stay });
              setSheet(null);
            }}
          />
        ) : null}
        {sheet === 'guests' ? (
          <GuestsSheet
            open
            onClose={() => setSheet(null)}
            value={{ rooms: state.rooms, adults: state.adults, childrenAges: state.childrenAges }}
            onApply={(guests) => {
              dispatch({ type: 'guests', guests });
              setSheet(null);
            }}
          />
        ) : null}
      </Suspense>
    </form>
  );
}

/** A check-in or check-out field: opens the date sheet, and starts loading it as soon as it is pointed at. */
function DateFieldButton({
  label,
  value,
  hiddenSuffix,
  onOpen,
  onWarm,
}: {
  label: ReactNode;
  value: string;
  hiddenSuffix?: string;
  onOpen: () => void;
  onWarm: () => void;
}) {
  return (
    <button
      type="button"
      className={styles.field}
      onClick={onOpen}
      onPointerEnter={onWarm}
      onFocus={onWarm}
      aria-haspopup="dialog"
    >
      <Icon name="calendar" size={20} className={styles.fieldIcon} />
      <span className={styles.fieldText}>
        <span className={styles.fieldLabel}>{label}</span>{' '}
        <span className={styles.fieldValue}>
          {value}
          {hiddenSuffix && <span className="nusa-visually-hidden">{hiddenSuffix}</span>}
        </span>
      </span>
    </button>
  );
}
