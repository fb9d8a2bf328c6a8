// Phone rules shared by the register and the phone sign-in forms (spec §5, issue 4).

const DEFAULT_COUNTRY_CODE = '62';
export const MAX_PHONE_DIGITS = 15;

/** Leading zeros are not part of the national number (0812… → 812…); they are stripped before sending. */
export const stripLeadingZeros = (value: string): string => value.trim().replace(/^0+/, '');

/** Numbers only: no spaces, signs or letters (the country code is picked separately). */
export const isDigits = (value: string): boolean => /^\d+$/.test(value.trim());

/** At least 9 digits for Indonesia (62), 7 elsewhere, counted without the leading zeros. */
export const minPhoneDigits = (countryCode: string): number => (countryCode === DEFAULT_COUNTRY_CODE ? 9 : 7);

export const phoneDigits = (value: string): number => stripLeadingZeros(value).length;

/** +62 812 3456 7890 style, for telling the member where the code went. */
export function displayPhone(countryCode: string, phone: string): string {
  const digits = stripLeadingZeros(phone);
  const groups = digits.replace(/(\d{3})(\d{4})(\d*)/, '$1 $2 $3').trim();
  return `+${countryCode} ${groups}`;
}
