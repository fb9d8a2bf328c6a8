import { useLingui } from '@lingui/react/macro';
import { Icon } from '@nusa/ui-kit/icon';
import { Modal } from '@nusa/ui-kit/modal';
import { TextField } from '@nusa/ui-kit/text-field';
import { useEffect, useMemo, useState } from 'react';
import styles from './auth.module.css';
import { type Country, type CountryRow, flagEmoji, loadCountryRows, searchCountries } from './countries';

export interface CountryPickerProps {
  open: boolean;
  /** ISO code of the current choice. */
  selected: string;
  onSelect: (country: Country) => void;
  onClose: () => void;
  /** Stories and tests pass rows; the app loads the bundled list. */
  rows?: readonly CountryRow[];
}

/** Searchable country list (by name or calling code). */
export function CountryPicker({ open, selected, onSelect, onClose, rows: given }: CountryPickerProps) {
  const { t, i18n } = useLingui();
  const lang = i18n.locale === 'en' ? 'en' : 'id';
  const [rows, setRows] = useState<readonly CountryRow[] | null>(given ?? null);
  const [query, setQuery] = useState('');
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (given || !open || rows) return;
    loadCountryRows().then(setRows, () => setFailed(true));
  }, [given, open, rows]);

  const list = useMemo(() => (rows ? searchCountries(rows, query, lang) : []), [rows, query, lang]);

  return (
    <Modal open={open} onClose={onClose} title={t`Pilih kode negara`} closeLabel={t`Tutup`} size="fullscreen">
      <TextField
        label={t`Cari negara atau kode`}
        hideLabel
        type="search"
        placeholder={t`Cari negara atau kode`}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        leading={<Icon name="search" />}
        autoComplete="off"
      />
      {failed ? (
        <p role="alert" className={styles.error}>
          {t`Daftar negara gagal dimuat. Coba lagi.`}
        </p>
      ) : !rows ? (
        <p className={styles.muted}>{t`Memuat…`}</p>
      ) : list.length === 0 ? (
        <p className={styles.muted} role="status">
          {t`Negara tidak ditemukan`}
        </p>
      ) : (
        <ul className={styles.countryList} aria-label={t`Daftar negara`}>
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
