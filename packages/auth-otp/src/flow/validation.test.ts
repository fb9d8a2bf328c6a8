import { describe, expect, it } from 'vitest';
import { displayPhone, minPhoneDigits, stripLeadingZeros } from './phone';
import { emailSignInSchema, phoneSignInSchema, registerSchema, type ValidationMessages } from './validation';

const m: ValidationMessages = {
  required: 'required',
  email: 'email',
  fullname: 'fullname',
  numbersOnly: 'numbers',
  phoneMin: (n) => `min ${n}`,
  phoneMax: (n) => `max ${n}`,
  terms: 'terms',
  passwordLength: 'length',
  passwordMatch: 'match',
};

const errorsOf = async (
  schema: { validate: (v: unknown, o: object) => Promise<unknown> },
  value: unknown,
) => {
  try {
    await schema.validate(value, { abortEarly: false });
    return {};
  } catch (e) {
    const out: Record<string, string> = {};
    for (const inner of (e as { inner: { path: string; message: string }[] }).inner)
      out[inner.path] ??= inner.message;
    return out;
  }
};

describe('phone rules', () => {
  it('strips leading zeros and needs 9 digits for 62, 7 otherwise', () => {
    expect(stripLeadingZeros('0812345')).toBe('812345');
    expect(minPhoneDigits('62')).toBe(9);
    expect(minPhoneDigits('65')).toBe(7);
    expect(displayPhone('62', '081234567890')).toBe('+62 812 3456 7890');
  });

  it('counts digits without the leading zeros on the phone sign-in form', async () => {
    const schema = phoneSignInSchema(m);
    expect(await errorsOf(schema, { countryCode: '62', phone: '' })).toEqual({ phone: 'required' });
    expect(await errorsOf(schema, { countryCode: '62', phone: '0812-34' })).toEqual({ phone: 'numbers' });
    expect(await errorsOf(schema, { countryCode: '62', phone: '0081234567' })).toEqual({ phone: 'min 9' });
    expect(await errorsOf(schema, { countryCode: '62', phone: '0812345678' })).toEqual({});
    expect(await errorsOf(schema, { countryCode: '65', phone: '1234567' })).toEqual({});
    expect(await errorsOf(schema, { countryCode: '65', phone: '123456' })).toEqual({ phone: 'min 7' });
  });
});

describe('register and sign-in forms', () => {
  it('checks every register field, terms included', async () => {
    const errors = await errorsOf(registerSchema(m), {
      fullname: 'Sari 2',
      email: 'sari@',
      countryCode: '62',
      phone: '12345678',
      newsletter: false,
      terms: false,
    });
    expect(errors).toEqual({ fullname: 'fullname', email: 'email', phone: 'min 9', terms: 'terms' });
  });

  it('accepts a valid registration', async () => {
    const ok = {
      fullname: 'Sari Dewi',
      email: 'sari@example.com',
      countryCode: '62',
      phone: '81234567890',
      newsletter: true,
      terms: true,
    };
    expect(await errorsOf(registerSchema(m), ok)).toEqual({});
  });

  it('requires e-mail and password to sign in', async () => {
    expect(await errorsOf(emailSignInSchema(m), { email: '', password: '' })).toEqual({
      email: 'required',
      password: 'required',
    });
  });
});
