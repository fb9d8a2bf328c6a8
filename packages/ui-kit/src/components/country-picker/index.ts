export type {
  CountryCodeButtonProps,
  CountryPickerLabels,
  CountryPickerProps,
} from './country-picker';
export { CountryCodeButton, CountryPicker } from './country-picker';
export type { Country, CountryRow } from './countries';
export {
  countryOfCallingCode,
  flagEmoji,
  INDONESIA,
  loadCountryRows,
  searchCountries,
  toCountry,
} from './countries';
