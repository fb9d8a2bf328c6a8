// The account's form rules (spec §5), pure so they are tested without a page: password 6-20 characters and the
// confirmation equal; full name letters and spaces only; a birth date in the past. The server checks the same.
import { object, string } from 'yup';

export interface FormMessages {
  required: string;
  passwordLength: string;
  passwordMatch: string;
  letters: string;
  max: (max: number) => string;
  birthDate: string;
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
