import { describe, expect, it } from 'vitest';
import { makeCart, memberProfile, readyCart } from '../test/fixtures';
import {
  type CheckoutMessages,
  cartUpdateOf,
  checkoutSchema,
  EMPTY_VALUES,
  formErrorsOf,
  initialValues,
  specialRequestOf,
} from './checkout-form';

const messages: CheckoutMessages = {
  required: 'required',
  title: 'title',
  name: 'name',
  nameLength: 'nameLength',
  email: 'email',
  numbersOnly: 'numbers',
  phoneMin: (min) => `min ${min}`,
  phoneMax: (max) => `max ${max}`,
  otherLength: (max) => `other ${max}`,
  terms: 'terms',
};
const schema = checkoutSchema(messages);
const valid = {
  ...EMPTY_VALUES,
  title: 'Mr' as const,
  fullName: 'Budi Santoso',
  phone: '0812345678',
  email: 'budi@example.com',
  terms: true,
};
const errorsOf = async (values: object) => {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    // The first message of each field, as Formik shows it.
    const inner = (error as { inner: { path: string; message: string }[] }).inner;
    return Object.fromEntries(inner.reverse().map((e) => [e.path, e.message]));
  }
};

describe('checkout rules', () => {
  it('accept a complete contact with the terms ticked', async () => {
    expect(await errorsOf(valid)).toEqual({});
  });

  it('require every contact field and the terms', async () => {
    expect(await errorsOf(EMPTY_VALUES)).toEqual({
      title: 'title',
      fullName: 'required',
      phone: 'required',
      email: 'required',
      terms: 'terms',
    });
  });

  it('want the name as on an ID card: Latin letters, spaces, dots, apostrophes, hyphens', async () => {
    expect(await errorsOf({ ...valid, fullName: "Anne-Marie O'Brien Jr." })).toEqual({});
    expect(await errorsOf({ ...valid, fullName: 'Sari 2' })).toEqual({ fullName: 'name' });
    expect(await errorsOf({ ...valid, fullName: 'Ságara' })).toEqual({ fullName: 'name' });
    expect(await errorsOf({ ...valid, fullName: 'S' })).toEqual({ fullName: 'nameLength' });
  });

  it('count phone digits without leading zeros: 9 for Indonesia, 7 elsewhere, 15 at most', async () => {
    expect(await errorsOf({ ...valid, phone: '08123456' })).toEqual({ phone: 'min 9' });
    expect(await errorsOf({ ...valid, countryCode: '65', phone: '0812345' })).toEqual({ phone: 'min 7' });
    expect(await errorsOf({ ...valid, phone: '8123 456789' })).toEqual({ phone: 'numbers' });
    expect(await errorsOf({ ...valid, phone: '1234567890123456' })).toEqual({ phone: 'max 15' });
  });

  it('ask for the guest only when booking for someone else', async () => {
    expect(await errorsOf({ ...valid, guestName: '' })).toEqual({});
    expect(await errorsOf({ ...valid, forSomeoneElse: true })).toEqual({
      guestTitle: 'title',
      guestName: 'required',
    });
  });

  it('limit the other request to 500 characters', async () => {
    expect(await errorsOf({ ...valid, otherRequest: 'x'.repeat(501) })).toEqual({
      otherRequest: 'other 500',
    });
  });
});

describe('initialValues', () => {
  it('fill the contact from the member when the cart has none', () => {
    expect(initialValues(makeCart(), memberProfile)).toMatchObject({
      title: 'Ms',
      fullName: 'Sari Dewi',
      countryCode: '62',
      countryIso: 'ID',
      phone: '81234567890',
      email: 'sari@example.com',
      terms: false,
    });
  });

  it('prefer what the cart holds, guest and requests included', () => {
    const cart = readyCart({
      contact: {
        title: 'Mr',
        full_name: 'Budi Santoso',
        phone_number_country_code: '65',
        phone_number: '91234567',
        email: 'budi@example.com',
      },
      booking_for_someone_else: true,
      guests: [{ title: 'Mrs', full_name: 'Wulan Sari' }],
      special_request: {
        bed_type: 'one_large_bed',
        high_floor: false,
        non_smoking: true,
        connecting_rooms: false,
        other: null,
      },
    });
    expect(initialValues(cart, memberProfile)).toMatchObject({
      title: 'Mr',
      fullName: 'Budi Santoso',
      countryCode: '65',
      countryIso: '',
      forSomeoneElse: true,
      guestTitle: 'Mrs',
      guestName: 'Wulan Sari',
      bedType: 'one_large_bed',
      nonSmoking: true,
      otherRequest: '',
      terms: true,
    });
  });
});

describe('requests and server errors', () => {
  it('send tidy names, a phone without leading zeros, and no guest unless booking for someone else', () => {
    expect(cartUpdateOf({ ...valid, fullName: '  Budi   Santoso ', guestName: 'Left over' })).toEqual({
      contact: {
        title: 'Mr',
        full_name: 'Budi Santoso',
        phone_number_country_code: '62',
        phone_number: '812345678',
        email: 'budi@example.com',
      },
      booking_for_someone_else: false,
      guest: null,
      terms_accepted: true,
    });
  });

  it('send empty requests as nulls', () => {
    expect(specialRequestOf({ ...valid, otherRequest: '   ' })).toEqual({
      bed_type: null,
      high_floor: false,
      non_smoking: false,
      connecting_rooms: false,
      other: null,
    });
  });

  it('put the API’s field paths on the form’s fields', () => {
    expect(
      formErrorsOf({
        'contact.email': ['taken', 'second'],
        'guest.full_name': ['bad name'],
        terms_accepted: ['tick'],
        unknown: ['x'],
      }),
    ).toEqual({ email: 'taken', guestName: 'bad name', terms: 'tick' });
  });
});
