// Countries for the phone country picker, built from libraries rather than typed by hand: names from
// i18n-iso-countries (Indonesian and English), calling codes from libphonenumber-js, flags from
// country-flag-icons (3:2 SVG, sent as base64 data URIs). Built once per process.
import { createRequire } from 'node:module';
import * as flags from 'country-flag-icons/string/3x2';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import type { Lang } from '../../http/i18n.ts';
import { normalizeSearch } from '../../lib/text.ts';

// The package's Node entry registers all ~80 locales; the core module plus the two we serve is enough.
const require = createRequire(import.meta.url);
const countries = require('i18n-iso-countries/index.js') as typeof import('i18n-iso-countries');
countries.registerLocale(require('i18n-iso-countries/langs/id.json'));
countries.registerLocale(require('i18n-iso-countries/langs/en.json'));

export interface CountryCode {
  iso2: string;
  country_name: string;
  calling_code: string;
  flag: string;
}

interface Entry {
  iso2: string;
  callingCode: string;
  flag: string;
  names: Record<Lang, string>;
  /** Both names, normalized, for search. */
  haystack: string;
}

// Territories libphonenumber knows that have no ISO 3166 name in the locale data.
const EXTRA_NAMES: Record<string, Record<Lang, string>> = {
  AC: { id: 'Pulau Ascension', en: 'Ascension Island' },
  TA: { id: 'Tristan da Cunha', en: 'Tristan da Cunha' },
  XK: { id: 'Kosovo', en: 'Kosovo' },
};

const NEUTRAL_FLAG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 513 342"><path fill="#D0D5DD" d="M0 0h513v342H0z"/></svg>';

function toDataUri(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

let cache: Entry[] | undefined;

function entries(): Entry[] {
  if (cache) return cache;
  const flagSvgs = flags as unknown as Record<string, string | undefined>;
  const list: Entry[] = [];
  for (const iso2 of getCountries()) {
    const names = {
      id: countries.getName(iso2, 'id') ?? EXTRA_NAMES[iso2]?.id,
      en: countries.getName(iso2, 'en') ?? EXTRA_NAMES[iso2]?.en,
    };
    if (!names.id && !names.en) continue;
    const full = { id: names.id ?? (names.en as string), en: names.en ?? (names.id as string) };
    list.push({
      iso2,
      callingCode: getCountryCallingCode(iso2),
      flag: toDataUri(flagSvgs[iso2] ?? NEUTRAL_FLAG),
      names: full,
      haystack: normalizeSearch(`${full.id} ${full.en} ${iso2}`),
    });
  }
  cache = list;
  return list;
}

const sorted = new Map<Lang, Entry[]>();

function sortedFor(lang: Lang): Entry[] {
  let list = sorted.get(lang);
  if (!list) {
    const collator = new Intl.Collator(lang, { sensitivity: 'base' });
    list = [...entries()].sort((a, b) => {
      if (a.iso2 === 'ID') return -1;
      if (b.iso2 === 'ID') return 1;
      return collator.compare(a.names[lang], b.names[lang]);
    });
    sorted.set(lang, list);
  }
  return list;
}

/** Indonesia first, then by name in the request's language; `search` matches either name or the calling code. */
export function listCountryCodes(lang: Lang, search?: string): CountryCode[] {
  const term = search?.trim() ?? '';
  const digits = term.replace(/^\+/, '');
  const isCode = /^\d{1,4}$/.test(digits);
  const needle = normalizeSearch(term);
  return sortedFor(lang)
    .filter((e) => {
      if (!term) return true;
      if (isCode) return e.callingCode.startsWith(digits);
      return needle.length > 0 && e.haystack.includes(needle);
    })
    .map((e) => ({ iso2: e.iso2, country_name: e.names[lang], calling_code: e.callingCode, flag: e.flag }));
}
