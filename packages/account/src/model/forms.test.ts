import { describe, expect, it } from 'vitest';
import {
  displayPhone,
  type FormMessages,
  type ProfileValues,
  passwordSchema,
  phoneSchema,
  phoneTarget,
  profileBody,
  profileSchema,
} from './forms';

const m: FormMessages = {
  required: 'required',
  passwordLength: 'length',
  passwordMatch: 'match',
  letters: 'letters',
  max: (max) => `max ${max}`,
  birthDate: 'past',
  numbersOnly: 'digits',
  phoneMin: (min) => `min ${min}`,
  phoneMax: (max) => `max ${max} digits`,
  samePhone: 'same',
};

const errorOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return null;
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
};

describe('passwordSchema', () => {
  it('needs the old password only from a member who has one', async () => {
    const values = { oldPassword: '', password: 'rahasia1', confirmation: 'rahasia1' };
    expect(await errorOf(passwordSchema(m, true).validate(values))).toEqual(['required']);
    expect(await errorOf(passwordSchema(m, false).validate(values))).toBeNull();
  });

  it('wants 6-20 characters and an equal confirmation', async () => {
    const schema = passwordSchema(m, false);
    expect(await errorOf(schema.validate({ password: '12345', confirmation: '12345' }))).toEqual(['length']);
    expect(
      await errorOf(schema.validate({ password: 'a'.repeat(21), confirmation: 'a'.repeat(21) })),
    ).toEqual(['length']);
    expect(await errorOf(schema.validate({ password: '123456', confirmation: '123457' }))).toEqual(['match']);
    expect(
      await errorOf(schema.validate({ password: 'a'.repeat(20), confirmation: 'a'.repeat(20) })),
    ).toBeNull();
  });
});

describe('profileSchema', () => {
  const base: ProfileValues = {
    fullname: 'Budi Santoso',
    firstname: '',
    lastname: '',
    title: '',
    gender: '',
    birthDate: '',
  };
  const schema = profileSchema(m, '2026-11-25');

  it('takes letters and spaces only in names', async () => {
    expect(await errorOf(schema.validate(base))).toBeNull();
    expect(await errorOf(schema.validate({ ...base, fullname: 'Budi 2' }))).toEqual(['letters']);
    expect(await errorOf(schema.validate({ ...base, fullname: '  ' }))).toEqual(['required']);
    expect(await errorOf(schema.validate({ ...base, lastname: 'S4ntoso' }))).toEqual(['letters']);
  });

  it('wants a birth date in the past', async () => {
    expect(await errorOf(schema.validate({ ...base, birthDate: '2026-11-24' }))).toBeNull();
    expect(await errorOf(schema.validate({ ...base, birthDate: '2026-11-25' }))).toEqual(['past']);
  });

  it('sends empty choices as null and tidies the name', () => {
    expect(
      profileBody({ ...base, fullname: ' Budi   Santoso ', title: 'Mr', birthDate: '1990-04-12' }),
    ).toEqual({
      action_type: 'profile',
      fullname: 'Budi Santoso',
      firstname: null,
      lastname: null,
      title: 'Mr',
      gender: null,
      birth_date: '1990-04-12',
    });
  });
});

describe('phoneSchema', () => {
  const schema = phoneSchema(m, { countryCode: '62', phone: '81234567890' });
  const check = (countryCode: string, phone: string) => errorOf(schema.validate({ countryCode, phone }));

  it('wants digits only: at least 9 for Indonesia, 7 elsewhere, 15 at most, leading zeros not counted', async () => {
    expect(await check('62', '')).toEqual(['required']);
    expect(await check('62', '0812-345')).toEqual(['digits']);
    expect(await check('62', '812345678')).toBeNull();
    expect(await check('62', '081234567')).toEqual(['min 9']);
    expect(await check('65', '8123456')).toBeNull();
    expect(await check('65', '812345')).toEqual(['min 7']);
    expect(await check('62', '8'.repeat(16))).toEqual(['max 15 digits']);
  });

  it('refuses the member’s current number, typed with or without its 0', async () => {
    expect(await check('62', '081234567890')).toEqual(['same']);
    expect(await check('65', '81234567890')).toBeNull();
  });

  it('sends the national number without leading zeros and shows it grouped', () => {
    expect(phoneTarget({ countryCode: '62', phone: ' 0811222333 ' })).toEqual({
      phone_number_country_code: '62',
      phone_number: '811222333',
    });
    expect(displayPhone('62', '081122233344')).toBe('+62 811 2223 3344');
  });
});
