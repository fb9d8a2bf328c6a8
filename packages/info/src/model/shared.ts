// What both forms share: the validation copy they need, the phone and website rules (the API's own), and mapping
// the API's field errors back onto a form's field names.
import { setIn } from 'formik';
import { string } from 'yup';

export interface FormMessages {
  required: string;
  minLength: string;
  maxLength: (max: number) => string;
  email: string;
  phone: string;
  website: string;
  productType: string;
  departurePast: string;
  departureTooFar: (days: number) => string;
  returnBeforeDeparture: string;
  sameRoute: string;
  birthdateFuture: string;
  birthdateTooOld: string;
  passengersMax: (max: number) => string;
}

/** The contract's phone: digits with an optional leading "+", 7 to 15 digits, once spaces and dashes are gone. */
const PHONE = /^\+?[0-9]{7,15}$/;
/** Spaces, dashes, dots and brackets people type in phone numbers ("+62 21-555 0100"). */
const PHONE_SEPARATORS = /[\s\-.()]/g;
/** The number as the API takes it. */
export const phoneOf = (value: string) => value.replace(PHONE_SEPARATORS, '');

/** apps/api modules/forms/handlers.ts's WEBSITE: a host name with a dot, optionally a scheme and a path. */
export const WEBSITE = /^(https?:\/\/)?([a-z0-9](-*[a-z0-9])*\.)+[a-z]{2,}(:\d{1,5})?([/?#]\S*)?$/i;

/** A required text of 2 to `max` characters, spaces alone not counting (the API trims them away too). */
export const textField = (m: FormMessages, max: number) =>
  string().trim().required(m.required).min(2, m.minLength).max(max, m.maxLength(max));

/** The phone rule on what was typed: the separators do not count. */
export const phoneField = (m: FormMessages) =>
  string()
    .trim()
    .required(m.required)
    .test('phone', m.phone, (value) => PHONE.test(phoneOf(value ?? '')));

/**
 * The API's 422 field errors as a form's errors: `names` maps the API's top-level fields to the form's, and a
 * nested path (`passengers.1.birthdate`) keeps its tail. Fields the form does not have are dropped.
 */
export function mapFieldErrors<Values>(
  fieldErrors: Record<string, string[]>,
  names: Record<string, keyof Values & string>,
): Record<string, unknown> {
  let errors: Record<string, unknown> = {};
  for (const [field, messages] of Object.entries(fieldErrors)) {
    const [head, ...rest] = field.split('.');
    const name = head ? names[head] : undefined;
    const message = messages[0];
    if (!name || !message) continue;
    errors = setIn(errors, [name, ...rest].join('.'), message);
  }
  return errors;
}
