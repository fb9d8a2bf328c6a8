// The checkout form (contact, lead guest, special requests, terms): its values, the spec's validation rules, where
// its first values come from, the requests it becomes and how the server's field errors map back onto it. Pure:
// the copy comes from the caller, translated there (see ../messages.ts).
import type { addSpecialRequest, updateCart } from '@nusa/api-client/queries/carts';
import { boolean, object, string } from 'yup';
import type { Cart, Member, PersonTitle } from './types';

export const TITLES: readonly PersonTitle[] = ['Mr', 'Mrs', 'Ms'];
export type BedChoice = '' | 'one_large_bed' | 'two_small_beds';

export interface CheckoutValues {
  title: PersonTitle | '';
  fullName: string;
  /** Calling code without "+" (62) and the ISO code of the picked country (both kept: +1 has many countries). */
  countryCode: string;
  countryIso: string;
  phone: string;
  email: string;
  forSomeoneElse: boolean;
  guestTitle: PersonTitle | '';
  guestName: string;
  bedType: BedChoice;
  highFloor: boolean;
  nonSmoking: boolean;
  connectingRooms: boolean;
  otherRequest: string;
  terms: boolean;
}

export const EMPTY_VALUES: CheckoutValues = {
  title: '',
  fullName: '',
  countryCode: '62',
  countryIso: 'ID',
  phone: '',
  email: '',
  forSomeoneElse: false,
  guestTitle: '',
  guestName: '',
  bedType: '',
  highFloor: false,
  nonSmoking: false,
  connectingRooms: false,
  otherRequest: '',
  terms: false,
};

export interface CheckoutMessages {
  required: string;
  title: string;
  name: string;
  nameLength: string;
  email: string;
  numbersOnly: string;
  phoneMin: (min: number) => string;
  phoneMax: (max: number) => string;
  otherLength: (max: number) => string;
  terms: string;
}

const MAX_PHONE_DIGITS = 15;
export const MAX_OTHER_REQUEST = 500;
// The contract's BookingName: Latin letters, spaces, dots, apostrophes and hyphens, starting with a letter, as
// printed on an ID card or passport.
const BOOKING_NAME = /^[A-Za-z][A-Za-z .'-]*$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Leading zeros are not part of the national number (0812… → 812…); they are stripped before sending. */
const stripLeadingZeros = (value: string) => value.trim().replace(/^0+/, '');
/** At least 9 digits for Indonesia (62), 7 elsewhere, counted without the leading zeros (spec §5). */
const minPhoneDigits = (countryCode: string) => (countryCode === '62' ? 9 : 7);

const nameField = (m: CheckoutMessages) =>
  string()
    .trim()
    .required(m.required)
    .matches(BOOKING_NAME, { message: m.name, excludeEmptyString: true })
    .min(2, m.nameLength)
    .max(100, m.nameLength);

const titleField = (m: CheckoutMessages) =>
  string()
    .oneOf([...TITLES, ''], m.title)
    .required(m.title);

export const checkoutSchema = (m: CheckoutMessages) =>
  object({
    title: titleField(m),
    fullName: nameField(m),
    countryCode: string().required(m.required),
    phone: string()
      .trim()
      .required(m.required)
      .test('digits', m.numbersOnly, (v) => !v || /^\d+$/.test(v))
      .test('min', '', function min(v) {
        if (!v || !/^\d+$/.test(v)) return true;
        const need = minPhoneDigits(String(this.parent.countryCode ?? ''));
        return stripLeadingZeros(v).length >= need || this.createError({ message: m.phoneMin(need) });
      })
      .test(
        'max',
        m.phoneMax(MAX_PHONE_DIGITS),
        (v) => !v || !/^\d+$/.test(v) || stripLeadingZeros(v).length <= MAX_PHONE_DIGITS,
      ),
    email: string().trim().required(m.required).max(191, m.email).matches(EMAIL, { message: m.email }),
    forSomeoneElse: boolean(),
    // Only asked for when booking for someone else (the contact is the guest otherwise).
    guestTitle: string().when('forSomeoneElse', ([other], s) => (other ? titleField(m) : s)),
    guestName: string().when('forSomeoneElse', ([other], s) => (other ? nameField(m) : s)),
    otherRequest: string().max(MAX_OTHER_REQUEST, m.otherLength(MAX_OTHER_REQUEST)),
    terms: boolean().oneOf([true], m.terms),
  });

const isTitle = (value: unknown): value is PersonTitle => TITLES.includes(value as PersonTitle);

/**
 * The form's first values when there is no draft: what the cart already holds (saved on an earlier visit), else
 * the member's profile for the contact. The terms are never ticked for the member.
 */
export function initialValues(cart: Cart, member: Member | undefined): CheckoutValues {
  const values = { ...EMPTY_VALUES };
  const { contact, special_request: request } = cart;
  if (contact) {
    Object.assign(values, {
      title: contact.title,
      fullName: contact.full_name,
      countryCode: contact.phone_number_country_code,
      countryIso: '',
      phone: contact.phone_number,
      email: contact.email,
    });
  } else if (member) {
    Object.assign(values, {
      title: isTitle(member.title) ? member.title : '',
      fullName: member.full_name,
      email: member.email,
    });
    if (member.phone_number && member.phone_number_country_code) {
      values.countryCode = member.phone_number_country_code;
      values.countryIso = member.phone_number_country_code === '62' ? 'ID' : '';
      values.phone = member.phone_number;
    }
  }
  const guest = cart.booking_for_someone_else ? cart.guests[0] : undefined;
  if (guest)
    Object.assign(values, { forSomeoneElse: true, guestTitle: guest.title, guestName: guest.full_name });
  if (request) {
    Object.assign(values, {
      bedType: request.bed_type ?? '',
      highFloor: request.high_floor,
      nonSmoking: request.non_smoking,
      connectingRooms: request.connecting_rooms,
      otherRequest: request.other ?? '',
    });
  }
  if (contact && values.countryCode === '62') values.countryIso = 'ID';
  values.terms = cart.terms_accepted;
  return values;
}

const tidyName = (name: string) => name.trim().replace(/\s+/g, ' ');

/** PUT /api/carts/{id}: the contact, the lead guest and the terms. */
export function cartUpdateOf(values: CheckoutValues): Parameters<typeof updateCart>[1] {
  return {
    contact: {
      title: values.title as PersonTitle,
      full_name: tidyName(values.fullName),
      phone_number_country_code: values.countryCode,
      phone_number: stripLeadingZeros(values.phone),
      email: values.email.trim(),
    },
    booking_for_someone_else: values.forSomeoneElse,
    guest: values.forSomeoneElse
      ? { title: values.guestTitle as PersonTitle, full_name: tidyName(values.guestName) }
      : null,
    terms_accepted: values.terms,
  };
}

/** POST /api/carts/{id}/add-special-request: replaces the earlier requests. */
export function specialRequestOf(values: CheckoutValues): Parameters<typeof addSpecialRequest>[1] {
  const other = values.otherRequest.trim();
  return {
    bed_type: values.bedType || null,
    high_floor: values.highFloor,
    non_smoking: values.nonSmoking,
    connecting_rooms: values.connectingRooms,
    other: other || null,
  };
}

// The API's field paths (422 `errors`) → the form's fields.
const FIELD_OF: Record<string, keyof CheckoutValues> = {
  'contact.title': 'title',
  'contact.full_name': 'fullName',
  'contact.phone_number_country_code': 'countryCode',
  'contact.phone_number': 'phone',
  'contact.email': 'email',
  contact: 'fullName',
  'guest.title': 'guestTitle',
  'guest.full_name': 'guestName',
  guest: 'guestName',
  bed_type: 'bedType',
  other: 'otherRequest',
  terms_accepted: 'terms',
};

/** A 422's field errors on the form's fields (first message each); the rest stays with the caller. */
export function formErrorsOf(
  fieldErrors: Record<string, string[]>,
): Partial<Record<keyof CheckoutValues, string>> {
  const out: Partial<Record<keyof CheckoutValues, string>> = {};
  for (const [path, messages] of Object.entries(fieldErrors)) {
    const field = FIELD_OF[path];
    if (field && messages[0] && !out[field]) out[field] = messages[0];
  }
  return out;
}
