import { describe, expect, it } from 'vitest';
import { INDONESIA } from '@nusa/ui-kit/country-picker';
import { initialRegister, registerBody, registerReducer } from './register-flow';
import { emptyRegister } from './register-modal';

const phone = { phone_number_country_code: '62', phone_number: '81234567890' };

describe('registerReducer', () => {
  it('starts with the handed-over e-mail, if any', () => {
    expect(initialRegister('sari@example.com').draft).toEqual({
      ...emptyRegister,
      email: 'sari@example.com',
    });
    expect(initialRegister(null)).toEqual({
      draft: emptyRegister,
      country: INDONESIA,
      social: null,
      keptCode: null,
    });
  });

  it('a social sign-up prefills name and e-mail and locks the e-mail until the member leaves', () => {
    const typed = registerReducer(initialRegister(null), {
      type: 'typed',
      values: { ...emptyRegister, fullname: 'Sari', newsletter: true },
    });
    const social = registerReducer(typed, {
      type: 'socialPrefilled',
      source: 'googleplus',
      fullname: ' Sari Dewi 2 ',
      email: 'sari@gmail.com',
    });
    expect(social.draft).toEqual({ ...typed.draft, fullname: 'Sari Dewi', email: 'sari@gmail.com' });
    expect(social.social).toBe('googleplus');
    const left = registerReducer(social, { type: 'left' });
    expect(left).toEqual({ ...social, social: null });
  });

  it('keeps the typed name when the provider’s has no letters', () => {
    const typed = registerReducer(initialRegister(null), {
      type: 'typed',
      values: { ...emptyRegister, fullname: 'Sari' },
    });
    const social = registerReducer(typed, {
      type: 'socialPrefilled',
      source: 'facebook',
      fullname: '123',
      email: 'x@y.id',
    });
    expect(social.draft.fullname).toBe('Sari');
  });

  it('opening with an e-mail replaces only the e-mail and drops a social lock', () => {
    const social = registerReducer(initialRegister(null), {
      type: 'socialPrefilled',
      source: 'facebook',
      fullname: 'Sari',
      email: 'fb@example.com',
    });
    const opened = registerReducer(social, { type: 'opened', email: 'gone@example.com' });
    expect(opened.draft).toEqual({ ...social.draft, email: 'gone@example.com' });
    expect(opened.social).toBeNull();
    expect(registerReducer(social, { type: 'opened' }).draft).toBe(social.draft);
  });

  it('keeps a verified code until the next submit takes it', () => {
    const kept = { target: phone, code: '123456', message: 'Captcha ditolak' };
    const state = registerReducer(initialRegister(null), { type: 'codeKept', kept });
    expect(state.keptCode).toEqual(kept);
    expect(registerReducer(state, { type: 'keptCodeTaken' }).keptCode).toBeNull();
  });
});

describe('registerBody', () => {
  it('maps the form to the API and sends the captcha token only when there is one', () => {
    const values = { ...emptyRegister, fullname: 'Sari', email: 's@x.id', terms: true };
    expect(registerBody(phone, '123456', { values, source: 'email', captchaToken: undefined })).toEqual({
      ...phone,
      fullname: 'Sari',
      email: 's@x.id',
      newsletter: false,
      termconditions: true,
      source: 'email',
      otp: '123456',
    });
    expect(registerBody(phone, '1', { values, source: 'facebook', captchaToken: 't' })).toMatchObject({
      source: 'facebook',
      captcha_token: 't',
    });
  });
});
