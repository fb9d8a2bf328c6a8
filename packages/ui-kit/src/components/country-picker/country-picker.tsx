import { type ComponentProps, useEffect, useMemo, useState } from 'react';
import { Icon } from '../icon/icon';
import { Modal } from '../modal/modal';
import { TextField } from '../text-field/text-field';
import { type Country, type CountryRow, flagEmoji, loadCountryRows, searchCountries } from './countries';
import styles from './country-picker.module.css';

export interface CountryPickerLabels {
  /** The dialog's title, e.g. "Pilih kode negara". */
  title: string;
  /** aria-label of the close button. */
  close: string;
  /** Label (and placeholder) of the search field: "Cari negara atau kode". */
  search: string;
  /** Accessible name of the list. */
  list: string;
  /** While the list loads. */
  loading: string;
  /** Nothing matches the search (announced). */
  empty: string;
  /** The list could not be loaded (an alert). */
  failed: string;
}

export interface CountryPickerProps {
  open: boolean;
  /** ISO code of the current choice. */
  selected: string;
  onSelect: (country: Country) => void;
  onClose: () => void;
  labels: CountryPickerLabels;
  /** Which names to show and search first: English for `en`, Indonesian otherwise. */
  locale: string;
  /** Stories and tests pass rows; without them the bundled list loads when the picker first opens. */
  rows?: readonly CountryRow[] | undefined;
}

/** Searchable list of countries with their calling codes (spec §2: matches the name or the code). */
export function CountryPicker({
  open,
  selected,
  onSelect,
  onClose,
  labels,
  locale,
  rows: given,
}: CountryPickerProps) {
  const [loaded, setLoaded] = useState<readonly CountryRow[] | null>(null);
  const [query, setQuery] = useState('');
  const [failed, setFailed] = useState(false);
  const rows = given ?? loaded;

  useEffect(() => {
    if (given || !open || loaded) return;
    let live = true;
    setFailed(false);
    loadCountryRows().then(
      (list) => {
        if (live) setLoaded(list);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [given, open, loaded]);

  const list = useMemo(() => (rows ? searchCountries(rows, query, locale) : []), [rows, query, locale]);

  return (
    <Modal open={open} onClose={onClose} title={labels.title} closeLabel={labels.close} size="fullscreen">
      <TextField
        label={labels.search}
        hideLabel
        type="search"
        placeholder={labels.search}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        leading={<Icon name="search" />}
        autoComplete="off"
      />
      {failed ? (
        <p role="alert" className={styles.error}>
          {labels.failed}
        </p>
      ) : !rows ? (
        <p className={styles.muted}>{labels.loading}</p>
      ) : list.length === 0 ? (
        <p className={styles.muted} role="status">
          {labels.empty}
        </p>
      ) : (
        <ul className={styles.list} aria-label={labels.list}>
          {list.map((c) => (
            <li key={c.iso2}>
              <button type="button" aria-pressed={c.iso2 === selected} onClick={() => onSelect(c)}>
                <span aria-hidden="true">{flagEmoji(c.iso2)}</span>
                <span>{c.name}</span>
                <span className={styles.code}>+{c.callingCode}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}

export interface CountryCodeButtonProps extends Omit<ComponentProps<'button'>, 'children' | 'aria-label'> {
  country: Country;
  /** Says what the button is and does, e.g. "Kode negara: Indonesia +62. Ganti". */
  'aria-label': string;
}

/** The flag and "+62" beside a phone number field; opens the picker. Aligned with the field's input. */
export function CountryCodeButton({ country, className, ...props }: CountryCodeButtonProps) {
  return (
    <button type="button" {...props} className={[styles.codeButton, className].filter(Boolean).join(' ')}>
      <span aria-hidden="true">{flagEmoji(country.iso2)}</span>+{country.callingCode}
      <Icon name="chevron-down" />
    </button>
  );
}
