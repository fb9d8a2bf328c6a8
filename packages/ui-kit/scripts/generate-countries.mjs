#!/usr/bin/env node
// Regenerates src/components/country-picker/countries.json (the country code picker's bundled list) from the
// same libraries the API uses for GET /api-country-code: names from i18n-iso-countries (id, en), calling codes
// from libphonenumber-js.
// Flags are not stored: they are emoji derived from the ISO code at runtime (no images to download).
// Run from packages/ui-kit: `pnpm countries` (resolves the libraries through apps/api).
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(join(import.meta.dirname, '../../../apps/api/package.json'));
const countries = require('i18n-iso-countries');
const { getCountries, getCountryCallingCode } = require('libphonenumber-js');
countries.registerLocale(require('i18n-iso-countries/langs/id.json'));
countries.registerLocale(require('i18n-iso-countries/langs/en.json'));
const EXTRA = {
  AC: ['Pulau Ascension', 'Ascension Island'],
  TA: ['Tristan da Cunha', 'Tristan da Cunha'],
  XK: ['Kosovo', 'Kosovo'],
};

const rows = getCountries()
  .map((iso2) => {
    const id = countries.getName(iso2, 'id') ?? EXTRA[iso2]?.[0];
    const en = countries.getName(iso2, 'en') ?? EXTRA[iso2]?.[1];
    return id && en ? [iso2, getCountryCallingCode(iso2), id, en] : null;
  })
  .filter(Boolean)
  .sort((a, b) => a[3].localeCompare(b[3]));
// Indonesia first: the default (62) and by far the most picked.
rows.sort((a, b) => (b[0] === 'ID') - (a[0] === 'ID'));
writeFileSync(
  join(import.meta.dirname, '../src/components/country-picker/countries.json'),
  `${JSON.stringify(rows)}\n`,
);
console.info(`countries.json: ${rows.length} countries`);
