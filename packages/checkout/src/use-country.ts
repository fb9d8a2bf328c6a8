import {
  type Country,
  type CountryRow,
  countryOfCallingCode,
  INDONESIA,
  loadCountryRows,
  toCountry,
} from '@nusa/ui-kit/country-picker';
import { useEffect, useState } from 'react';

/**
 * The country of the contact's phone number. Indonesia (+62, nearly every member) is known without the list; any
 * other code loads the bundled list once to name its country (by ISO code when the member picked one: +1 is shared
 * by many countries).
 */
export function useCountry(callingCode: string, iso2: string, locale: string): Country {
  const indonesia = callingCode === INDONESIA.callingCode && (iso2 === '' || iso2 === INDONESIA.iso2);
  const [rows, setRows] = useState<readonly CountryRow[] | null>(null);
  useEffect(() => {
    if (indonesia || rows) return;
    let live = true;
    loadCountryRows().then(
      (list) => {
        if (live) setRows(list);
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [indonesia, rows]);
  if (indonesia) return INDONESIA;
  const row = rows?.find((r) => r[0] === iso2 && r[1] === callingCode);
  const found = row
    ? toCountry(row, locale)
    : rows
      ? countryOfCallingCode(rows, callingCode, locale)
      : undefined;
  // Until the list is there, the code alone (no flag, the code for a name).
  return found ?? { iso2: '', callingCode, name: `+${callingCode}` };
}
