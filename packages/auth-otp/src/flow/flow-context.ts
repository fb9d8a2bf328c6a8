// What the flows' commands share: the API port, the clock and the two ways of telling the member that something
// went wrong. The flows get it from the composition (auth-flow.tsx), so each one can be driven alone in a test.
import { isApiError } from '@nusa/api-client/errors';
import type { AuthApi, PhoneNumber, Token } from './auth-api';
import type { AuthDialogState } from './auth-dialogs';
import { stripLeadingZeros } from './phone';

export interface FlowContext {
  api: AuthApi;
  now: () => number;
  showDialog: (dialog: AuthDialogState) => void;
  toast: (message: string) => void;
  /** The server's message, or the generic "try again" copy when it has none. */
  failure: (error: unknown) => string;
}

/** How a flow hands over a token it obtained: the composition stores it and decides what comes next. */
export type SignedIn = (token: Token, welcome?: boolean) => Promise<void>;

/** The number as the API wants it: the calling code apart, leading zeros stripped (`0812…` → `812…`). */
export function phoneTarget(countryCode: string, phone: string): PhoneNumber {
  return { phone_number_country_code: countryCode, phone_number: stripLeadingZeros(phone) };
}

/** The API's field names for a number, as the phone forms name their one field. */
export const PHONE_FIELDS = { phone_number: 'phone', phone_number_country_code: 'phone' };

/**
 * The server's word on a captcha token: refused (422 on `captcha_token`) or not checkable right now (503
 * `captcha_unavailable`). Its message, to show at the widget, or undefined for any other error.
 */
export function captchaProblem(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  const field = error.fieldErrors.captcha_token?.[0];
  if (error.status === 422 && field) return field;
  if (error.code === 'captcha_unavailable' || error.code === 'captcha_failed')
    return error.message || undefined;
  return undefined;
}

/** Spec §8: an account that is temporarily deleted or deleted gets its own dialog instead of signing in. */
export function accountStatusDialog(
  status: string | null | undefined,
  email: string,
): AuthDialogState | null {
  if (status === 'temporary-inactive') return { kind: 'inactive' };
  if (status === 'deleted') return { kind: 'deleted', email };
  return null;
}
