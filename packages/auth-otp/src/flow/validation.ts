// Validation of the sign-in and registration forms (spec §5; issue 4). Schemas take their copy from the
// caller (translated with Lingui there), so the rules stay pure and testable.
import { boolean, object, string } from 'yup';
import { isDigits, MAX_PHONE_DIGITS, minPhoneDigits, phoneDigits } from './phone';

export interface ValidationMessages {
  required: string;
  email: string;
  fullname: string;
  numbersOnly: string;
  phoneMin: (min: number) => string;
  phoneMax: (max: number) => string;
  terms: string;
  passwordLength: string;
  passwordMatch: string;
}

// A practical e-mail shape (the server validates for real): something@domain.tld without spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const FULLNAME = /^[\p{L} ]+$/u;

const emailField = (m: ValidationMessages) =>
  string().trim().required(m.required).matches(EMAIL, { message: m.email, excludeEmptyString: true });

/** Phone number typed by the member; `countryCode` is the sibling field. Checked in digits without zeros. */
const phoneField = (m: ValidationMessages) =>
  string()
    .trim()
    .required(m.required)
    .test('digits', m.numbersOnly, (v) => !v || isDigits(v))
    .test('min', '', function min(v) {
      if (!v || !isDigits(v)) return true;
      const need = minPhoneDigits(String(this.parent.countryCode ?? ''));
      return phoneDigits(v) >= need || this.createError({ message: m.phoneMin(need) });
    })
    .test(
      'max',
      m.phoneMax(MAX_PHONE_DIGITS),
      (v) => !v || !isDigits(v) || phoneDigits(v) <= MAX_PHONE_DIGITS,
    );

export const emailSignInSchema = (m: ValidationMessages) =>
  object({ email: emailField(m), password: string().required(m.required) });

export const phoneSignInSchema = (m: ValidationMessages) =>
  object({ countryCode: string().required(m.required), phone: phoneField(m) });

export const registerSchema = (m: ValidationMessages) =>
  object({
    fullname: string()
      .trim()
      .required(m.required)
      .matches(FULLNAME, { message: m.fullname, excludeEmptyString: true }),
    email: emailField(m),
    countryCode: string().required(m.required),
    phone: phoneField(m),
    newsletter: boolean(),
    terms: boolean().oneOf([true], m.terms),
  });

export const forgotSchema = (m: ValidationMessages) => object({ email: emailField(m) });

const passwordField = (m: ValidationMessages) =>
  string().required(m.required).min(6, m.passwordLength).max(20, m.passwordLength);

export const newPasswordSchema = (m: ValidationMessages, withOld = false) =>
  object({
    oldPassword: withOld ? string().required(m.required) : string(),
    password: passwordField(m),
    confirmation: string()
      .required(m.required)
      .test('match', m.passwordMatch, function match(v) {
        return v === this.parent.password;
      }),
  });
