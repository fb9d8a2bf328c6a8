// The forms' rules and mappings, pure: the same limits the API checks (apps/api modules/forms), the request shapes
// and the server's field errors back on the form's names.
import { describe, expect, it } from 'vitest';
import { EMPTY_EFORM, eformErrorsOf, eformRequestOf, eformSchema, type EformValues } from './eform-form';
import {
  EMPTY_PARTNER,
  partnerErrorsOf,
  partnerRequestOf,
  partnerSchema,
  type PartnerValues,
} from './partner-form';
import type { FormMessages } from './shared';

const m: FormMessages = {
  required: 'required',
  minLength: 'min',
  maxLength: (max) => `max ${max}`,
  email: 'email',
  phone: 'phone',
  website: 'website',
  productType: 'productType',
  departurePast: 'past',
  departureTooFar: (days) => `far ${days}`,
  returnBeforeDeparture: 'return',
  sameRoute: 'route',
  birthdateFuture: 'future',
  birthdateTooOld: 'old',
  passengersMax: (max) => `passengers ${max}`,
};

const errorsOf = async (
  schema: { validate: (v: unknown, o: object) => Promise<unknown> },
  values: unknown,
) => {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const inner = (error as { inner: { path: string; message: string }[] }).inner;
    // The first message of each field, as formik shows it.
    const errors: Record<string, string> = {};
    for (const e of inner) errors[e.path] ??= e.message;
    return errors;
  }
};

const partner: PartnerValues = {
  companyName: ' PT Nusa ',
  address: 'Jl. Sudirman 1',
  phone: '+62 21-555 0100',
  website: '',
  contactPerson: 'Dewi',
  email: 'dewi@example.com',
  productType: 'marketing',
  notes: '  ',
};

describe('the partner form', () => {
  it('takes a complete application and sends it trimmed, the phone without separators', async () => {
    expect(await errorsOf(partnerSchema(m), partner)).toEqual({});
    expect(partnerRequestOf(partner)).toEqual({
      company_name: 'PT Nusa',
      address: 'Jl. Sudirman 1',
      phone: '+62215550100',
      website: null,
      contact_person: 'Dewi',
      email: 'dewi@example.com',
      product_type: 'marketing',
      notes: null,
    });
  });

  it('refuses what the API refuses', async () => {
    expect(await errorsOf(partnerSchema(m), EMPTY_PARTNER)).toMatchObject({
      companyName: 'required',
      phone: 'required',
      productType: 'productType',
    });
    const bad = {
      ...partner,
      companyName: ' x ',
      phone: '12345',
      website: 'localhost',
      notes: 'x'.repeat(2001),
    };
    expect(await errorsOf(partnerSchema(m), bad)).toEqual({
      companyName: 'min',
      phone: 'phone',
      website: 'website',
      notes: 'max 2000',
    });
    expect(await errorsOf(partnerSchema(m), { ...partner, website: 'https://hotel.co.id/about' })).toEqual(
      {},
    );
  });

  it('puts the API’s field errors on the form’s fields and drops unknown ones', () => {
    expect(partnerErrorsOf({ company_name: ['a', 'b'], captcha_token: ['c'] })).toEqual({ companyName: 'a' });
  });
});

const TODAY = '2026-11-22';
const eform: EformValues = {
  customerName: 'Budi',
  email: 'budi@example.com',
  phone: '0812 3456 7890',
  departure: 'Jakarta (CGK)',
  destination: 'Denpasar (DPS)',
  departureDate: TODAY,
  returnDate: '',
  passengers: [{ name: ' Budi ', birthdate: '1985-04-12' }],
};

describe('the e-form', () => {
  it('takes a one-way trip today and sends it', async () => {
    expect(await errorsOf(eformSchema(m, TODAY), eform)).toEqual({});
    expect(eformRequestOf(eform)).toMatchObject({
      phone: '081234567890',
      return_date: null,
      passengers: [{ name: 'Budi', birthdate: '1985-04-12' }],
    });
  });

  it('judges dates on the given Jakarta day', async () => {
    const bad = {
      ...eform,
      destination: 'jakarta (cgk) ',
      departureDate: '2026-11-21',
      returnDate: '2026-11-20',
      passengers: [
        { name: 'A', birthdate: TODAY },
        { name: 'Kakek', birthdate: '1899-12-31' },
      ],
    };
    expect(await errorsOf(eformSchema(m, TODAY), bad)).toEqual({
      destination: 'route',
      departureDate: 'past',
      returnDate: 'return',
      'passengers[0].name': 'min',
      'passengers[0].birthdate': 'future',
      'passengers[1].birthdate': 'old',
    });
    expect(await errorsOf(eformSchema(m, TODAY), { ...eform, departureDate: '2027-11-23' })).toEqual({
      departureDate: 'far 365',
    });
    expect(await errorsOf(eformSchema(m, TODAY), { ...eform, departureDate: '2027-11-22' })).toEqual({});
    const ten = Array.from({ length: 10 }, () => eform.passengers[0]);
    expect(await errorsOf(eformSchema(m, TODAY), { ...eform, passengers: ten })).toEqual({
      passengers: 'passengers 9',
    });
    expect(await errorsOf(eformSchema(m, TODAY), EMPTY_EFORM)).toMatchObject({ departureDate: 'required' });
  });

  it('maps a passenger’s field error to its path in the form', () => {
    expect(eformErrorsOf({ 'passengers.1.birthdate': ['x'], return_date: ['y'] })).toEqual({
      passengers: [undefined, { birthdate: 'x' }],
      returnDate: 'y',
    });
  });
});
