// The account's form rules (spec §5), pure so they are tested without a page: password 6-20 characters and the
// confirmation equal; full name letters and spaces only; a birth date in the past; a phone number of digits only,
// at least 9 (7 outside Indonesia). The server checks the same.
import { object, string } from 'yup';

export interface FormMessages {
  required: string;
  passwordLength: string;
  passwordMatch: string;
  letters: string;
  max: (max: number) => string;
  birthDate: string;
  numbersOnly: string;
  phoneMin: (min: number) => string;
  phoneMax: (max: number) => string;
  samePhone: string;
}

const password = (m: FormMessages) =>
  string().required(m.required).min(6, m.passwordLength).max(20, m.passwordLength);

export interface PasswordValues {
  oldPassword: string;
  password: string;
  confirmation: string;
}

/** `withOld` for a member who has a password; one registered by phone sets a first one without. */
export const passwordSchema = (m: FormMessages, withOld: boolean) =>
  object({
    oldPassword: withOld ? string().required(m.required) : string(),
    password: password(m),
    confirmation: string()
      .required(m.required)
      .test('match', m.passwordMatch, function match(value) {
        return value === this.parent.password;
      }),
  });

export interface ProfileValues {
  fullname: string;
  firstname: string;
  lastname: string;
  title: '' | 'Mr' | 'Mrs' | 'Ms';
  gender: '' | 'male' | 'female';
  /** YYYY-MM-DD or empty. */
  birthDate: string;
}

const LETTERS = /^[A-Za-z][A-Za-z ]*$/;

/** `today` (YYYY-MM-DD in Jakarta) is passed in, so the rule never reads the real clock. */
export const profileSchema = (m: FormMessages, today: string) =>
  object({
    fullname: string().trim().required(m.required).matches(LETTERS, m.letters).max(100, m.max(100)),
    firstname: string()
      .trim()
      .matches(LETTERS, { message: m.letters, excludeEmptyString: true })
      .max(50, m.max(50)),
    lastname: string()
      .trim()
      .matches(LETTERS, { message: m.letters, excludeEmptyString: true })
      .max(50, m.max(50)),
    title: string(),
    gender: string(),
    birthDate: string().test(
      'past',
      m.birthDate,
      (value) => !value || (/^\d{4}-\d{2}-\d{2}$/.test(value) && value < today),
    ),
  });

/** The PUT /api/members/{id} body of a profile update (empty choices sent as null: "not said"). */
export function profileBody(values: ProfileValues) {
  return {
    action_type: 'profile' as const,
    fullname: values.fullname.trim().replace(/\s+/g, ' '),
    firstname: values.firstname.trim() || null,
    lastname: values.lastname.trim() || null,
    title: values.title || null,
    gender: values.gender || null,
    birth_date: values.birthDate || null,
  };
}

export interface PhoneValues {
  /** Calling code without "+", from the country picker. */
  countryCode: string;
  /** The national number as typed (a leading 0 is allowed and dropped). */
  phone: string;
}

const INDONESIA_CODE = '62';
const MAX_PHONE_DIGITS = 15;

/** 0812… is 812… once the country code is known: leading zeros are stripped before sending (spec §5). */
const nationalNumber = (value: string): string => value.trim().replace(/^0+/, '');

/**
 * The new number: digits only, at least 9 for Indonesia and 7 elsewhere (counted without leading zeros), at most
 * 15; and not the member's current number, for which a code would be wasted.
 */
export const phoneSchema = (m: FormMessages, current: { countryCode: string | null; phone: string | null }) =>
  object({
    countryCode: string().required(m.required),
    phone: string()
      .trim()
      .required(m.required)
      .test('digits', m.numbersOnly, (value) => !value || /^\d+$/.test(value))
      .test('min', '', function min(value) {
        if (!value || !/^\d+$/.test(value)) return true;
        const need = this.parent.countryCode === INDONESIA_CODE ? 9 : 7;
        return nationalNumber(value).length >= need || this.createError({ message: m.phoneMin(need) });
      })
      .test(
        'max',
        m.phoneMax(MAX_PHONE_DIGITS),
        (value) => !value || !/^\d+$/.test(value) || nationalNumber(value).length <= MAX_PHONE_DIGITS,
      )
      .test('same', m.samePhone, function same(value) {
        return !(
          value &&
          this.parent.countryCode === current.countryCode &&
          nationalNumber(value) === current.phone
        );
      }),
  });

/** Where the code goes (POST …/otp/request) and the number the PUT changes to. */
export const phoneTarget = (values: PhoneValues) => ({
  phone_number_country_code: values.countryCode,
  phone_number: nationalNumber(values.phone),
});

/** +62 812 3456 7890 style, telling the member where the code went. */
export function displayPhone(countryCode: string, phone: string): string {
  const groups = nationalNumber(phone)
    .replace(/(\d{3})(\d{4})(\d*)/, '$1 $2 $3')
    .trim();
  return `+${countryCode} ${groups}`;
}
