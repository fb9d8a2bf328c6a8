import { ApiError } from '@nusa/api-client/errors';
import { describe, expect, it } from 'vitest';
import { INDONESIA } from '@nusa/ui-kit/country-picker';
import { emailSignInFailure, initialSignIn, signInReducer } from './sign-in-flow';

const MALAYSIA = { ...INDONESIA, iso2: 'MY', callingCode: '60' };

describe('signInReducer', () => {
  it('keeps both tabs’ drafts and the country apart', () => {
    let state = signInReducer(initialSignIn, {
      type: 'emailTyped',
      values: { email: 'a@b.id', password: 'x' },
    });
    state = signInReducer(state, { type: 'tabChosen', tab: 'phone' });
    state = signInReducer(state, { type: 'phoneTyped', values: { countryCode: '60', phone: '123' } });
    state = signInReducer(state, { type: 'countryPicked', country: MALAYSIA });
    expect(state).toEqual({
      tab: 'phone',
      email: { email: 'a@b.id', password: 'x' },
      phone: { countryCode: '60', phone: '123' },
      country: MALAYSIA,
    });
  });
});

describe('emailSignInFailure', () => {
  it('a refused captcha is shown at the widget', () => {
    const error = new ApiError({ status: 422, message: 'no', fieldErrors: { captcha_token: ['Ulangi'] } });
    expect(emailSignInFailure(error, 'a@b.id')).toEqual({ show: 'captcha', message: 'Ulangi' });
  });

  it('account statuses get their dialogs, a deleted one with the e-mail to register again', () => {
    const deleted = new ApiError({ status: 403, message: 'x', accountStatus: 'deleted' });
    const inactive = new ApiError({ status: 403, message: 'x', accountStatus: 'temporary-inactive' });
    expect(emailSignInFailure(deleted, 'a@b.id')).toEqual({
      show: 'dialog',
      dialog: { kind: 'deleted', email: 'a@b.id' },
    });
    expect(emailSignInFailure(inactive, 'a@b.id')).toEqual({ show: 'dialog', dialog: { kind: 'inactive' } });
  });

  it('field errors in place, wrong credentials in the Oops dialog, anything else in a toast', () => {
    const fields = new ApiError({ status: 422, message: 'x', fieldErrors: { email: ['Salah'] } });
    const wrong = new ApiError({ status: 401, message: 'Kata sandi salah' });
    expect(emailSignInFailure(fields, '')).toEqual({ show: 'fields', errors: { email: 'Salah' } });
    expect(emailSignInFailure(wrong, '')).toEqual({
      show: 'dialog',
      dialog: { kind: 'invalidCredentials', message: 'Kata sandi salah' },
    });
    expect(emailSignInFailure(new ApiError({ status: 500, message: 'x' }), '')).toEqual({ show: 'toast' });
    expect(emailSignInFailure(new TypeError('offline'), '')).toEqual({ show: 'toast' });
  });
});
