import { describe, expect, it } from 'vitest';
import {
  type CountryRow,
  countryOfCallingCode,
  flagEmoji,
  loadCountryRows,
  searchCountries,
} from './countries';
import rows from './countries.json';

const list = rows as unknown as CountryRow[];

describe('country list', () => {
  it('starts with Indonesia (+62) and has every country once', () => {
    expect(list[0]).toEqual(['ID', '62', 'Indonesia', 'Indonesia']);
    expect(new Set(list.map((r) => r[0])).size).toBe(list.length);
    expect(list.length).toBeGreaterThan(240);
  });

  it('loads the bundled list on demand', async () => {
    expect(await loadCountryRows()).toEqual(list);
  });

  it('searches by name in either language or by calling code, with or without +', () => {
    expect(searchCountries(list, 'singa', 'id').map((c) => c.iso2)).toEqual(['SG']);
    expect(searchCountries(list, 'Netherlands', 'id').map((c) => c.name)).toEqual(['Belanda']);
    expect(searchCountries(list, 'Belanda', 'en').map((c) => c.name)).toEqual(['Netherlands']);
    expect(searchCountries(list, '+62', 'en').map((c) => c.iso2)).toContain('ID');
    expect(searchCountries(list, '65', 'en-GB').map((c) => c.iso2)).toContain('SG');
    expect(searchCountries(list, 'zzzz', 'en')).toEqual([]);
  });

  it('finds the country of a stored calling code', () => {
    expect(countryOfCallingCode(list, '65', 'en')).toEqual({
      iso2: 'SG',
      callingCode: '65',
      name: 'Singapore',
    });
    expect(countryOfCallingCode(list, '62', 'id')?.name).toBe('Indonesia');
    expect(countryOfCallingCode(list, '9999', 'id')).toBeUndefined();
  });

  it('draws flags as emoji', () => {
    expect(flagEmoji('ID')).toBe('🇮🇩');
  });
});
