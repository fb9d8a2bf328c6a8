// The Citilink flight e-form (spec §3 "E-form"): its values, the rules (the API's: the contract's CitilinkEform
// plus apps/api modules/forms), the request and the server's field errors mapped back. Dates are Jakarta calendar
// dates (YYYY-MM-DD) compared as strings; "today" is passed in (jakartaToday of @nusa/api-client/stay), so the
// rules are pure and tests choose the day.
import { addDays } from '@nusa/api-client/stay';
import type { submitCitilinkEform } from '@nusa/api-client/queries/eforms';
import { array, object, string } from 'yup';
import { type FormMessages, mapFieldErrors, phoneField, phoneOf, textField } from './shared';

export type EformBody = Parameters<typeof submitCitilinkEform>[0];

/** The API's limits: up to 9 passengers, a flight up to a year ahead, nobody born before 1900. */
export const MAX_PASSENGERS = 9;
export const MAX_DAYS_AHEAD = 365;
export const MIN_BIRTHDATE = '1900-01-01';

export interface Passenger {
  name: string;
  birthdate: string;
}

export interface EformValues {
  customerName: string;
  email: string;
  phone: string;
  departure: string;
  destination: string;
  departureDate: string;
  returnDate: string;
  passengers: Passenger[];
}

export const EMPTY_PASSENGER: Passenger = { name: '', birthdate: '' };

export const EMPTY_EFORM: EformValues = {
  customerName: '',
  email: '',
  phone: '',
  departure: '',
  destination: '',
  departureDate: '',
  returnDate: '',
  passengers: [EMPTY_PASSENGER],
};

const sameCity = (a: string | undefined, b: string | undefined) =>
  Boolean(a?.trim()) && a?.trim().toLowerCase() === b?.trim().toLowerCase();

export function eformSchema(m: FormMessages, today: string) {
  const lastDay = addDays(today, MAX_DAYS_AHEAD);
  return object({
    customerName: textField(m, 100),
    email: string().trim().required(m.required).email(m.email).max(191, m.maxLength(191)),
    phone: phoneField(m),
    departure: textField(m, 100),
    destination: textField(m, 100).test('route', m.sameRoute, function (value) {
      return !sameCity(value, this.parent.departure);
    }),
    departureDate: string()
      .required(m.required)
      .test('past', m.departurePast, (value) => !value || value >= today)
      .test('far', m.departureTooFar(MAX_DAYS_AHEAD), (value) => !value || value <= lastDay),
    returnDate: string().test('after', m.returnBeforeDeparture, function (value) {
      const departure: string | undefined = this.parent.departureDate;
      return !value || !departure || value >= departure;
    }),
    passengers: array()
      .of(
        object({
          name: textField(m, 100),
          birthdate: string()
            .required(m.required)
            .test('future', m.birthdateFuture, (value) => !value || value < today)
            .test('old', m.birthdateTooOld, (value) => !value || value >= MIN_BIRTHDATE),
        }),
      )
      .min(1)
      .max(MAX_PASSENGERS, m.passengersMax(MAX_PASSENGERS)),
  });
}

/** The request; `captchaToken` is the solved widget's (absent when no captcha is configured). */
export function eformRequestOf(values: EformValues, captchaToken?: string): EformBody {
  return {
    customer_name: values.customerName.trim(),
    email: values.email.trim(),
    phone: phoneOf(values.phone),
    departure: values.departure.trim(),
    destination: values.destination.trim(),
    departure_date: values.departureDate,
    return_date: values.returnDate || null,
    passengers: values.passengers.map((p) => ({ name: p.name.trim(), birthdate: p.birthdate })),
    ...(captchaToken ? { captcha_token: captchaToken } : {}),
  };
}

const FIELDS: Record<string, keyof EformValues> = {
  customer_name: 'customerName',
  email: 'email',
  phone: 'phone',
  departure: 'departure',
  destination: 'destination',
  departure_date: 'departureDate',
  return_date: 'returnDate',
  passengers: 'passengers',
};

/** The API's 422 field errors as the form's, `passengers.1.birthdate` included. */
export const eformErrorsOf = (fieldErrors: Record<string, string[]>) => mapFieldErrors(fieldErrors, FIELDS);
