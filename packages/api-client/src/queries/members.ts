import { queryOptions } from '@tanstack/react-query';
import { getApiClient, OTP_HEADERS_FROM_MIDDLEWARE, OTP_REQUEST_PATH, unwrap } from '../client';
import { localized, MINUTE } from '../query-helpers';
import type { RequestBody } from '../types';

const all = ['members'] as const;

export const membersKeys = {
  all,
  member: (id: number) => [...all, 'member', id] as const,
};

/** The signed-in member (id = the token's subject). Invalidate membersKeys.member(id) after updateMember. */
export const memberQuery = (id: number) =>
  queryOptions({
    queryKey: localized(membersKeys.member(id)),
    queryFn: ({ signal }) =>
      unwrap(getApiClient().GET('/api/members/{id}', { params: { path: { id } }, signal })),
    staleTime: 5 * MINUTE,
  });

export const loginWithEmail = (body: RequestBody<'/api/members/auth/login', 'post'>) =>
  unwrap(getApiClient().POST('/api/members/auth/login', { body }));

export const checkLoginPhoneNumber = (
  body: RequestBody<'/api/members/v2/auth/login-phone-number-check', 'post'>,
) => unwrap(getApiClient().POST('/api/members/v2/auth/login-phone-number-check', { body }));

export const loginWithPhoneNumber = (body: RequestBody<'/api/members/v2/auth/login-phone-number', 'post'>) =>
  unwrap(getApiClient().POST('/api/members/v2/auth/login-phone-number', { body }));

export const checkRegistration = (body: RequestBody<'/api/members/v2/auth/register-check', 'post'>) =>
  unwrap(getApiClient().POST('/api/members/v2/auth/register-check', { body }));

/** X-Member-Token and X-Request-Time are filled in by the client middleware from its `otpSecret`. */
export const requestOtp = (body: RequestBody<typeof OTP_REQUEST_PATH, 'post'>) =>
  unwrap(getApiClient().POST(OTP_REQUEST_PATH, { body, params: { header: OTP_HEADERS_FROM_MIDDLEWARE } }));

export const verifyOtp = (body: RequestBody<'/api/members/v2/otp/verify', 'post'>) =>
  unwrap(getApiClient().POST('/api/members/v2/otp/verify', { body }));

export const registerMember = (body: RequestBody<'/api/members/v2/auth/register', 'post'>) =>
  unwrap(getApiClient().POST('/api/members/v2/auth/register', { body }));

export const updateMember = (id: number, body: RequestBody<'/api/members/{id}', 'put'>) =>
  unwrap(getApiClient().PUT('/api/members/{id}', { params: { path: { id } }, body }));

/**
 * Revokes `token` on the server. The token is passed rather than read by the client's middleware: the app clears
 * its session as soon as the call is made, before the middleware would read it.
 */
export const logout = (token: string) =>
  unwrap(getApiClient().POST('/api/members/auth/logout', { headers: { Authorization: `Bearer ${token}` } }));

export const checkToken = (token: string) =>
  unwrap(getApiClient().POST('/api/members/auth/check-token', { body: { token } }));

export const sendPasswordResetEmail = (body: RequestBody<'/api/members/auth/password/email', 'post'>) =>
  unwrap(getApiClient().POST('/api/members/auth/password/email', { body }));

export const resetPassword = (body: RequestBody<'/api/members/auth/password/reset', 'post'>) =>
  unwrap(getApiClient().POST('/api/members/auth/password/reset', { body }));

export const checkSocialAccount = (body: RequestBody<'/api/members/v2/auth/social-check', 'post'>) =>
  unwrap(getApiClient().POST('/api/members/v2/auth/social-check', { body }));

export const socialLogin = (body: RequestBody<'/api/members/v2/auth/social', 'post'>) =>
  unwrap(getApiClient().POST('/api/members/v2/auth/social', { body }));

export const checkMember = (body: RequestBody<'/api/members/check', 'post'>) =>
  unwrap(getApiClient().POST('/api/members/check', { body }));

/**
 * Keys of data that belong to the signed-in member. On logout (or a 401 from checkToken) the app removes
 * them: `for (const queryKey of memberScopedKeys) queryClient.removeQueries({ queryKey })`.
 */
export const memberScopedKeys = [
  membersKeys.all,
  ['favorites'],
  ['bookings'],
  ['reviews'],
  ['carts'],
] as const;
