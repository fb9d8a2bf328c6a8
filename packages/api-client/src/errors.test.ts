import { json } from '@nusa/test-kit/fake-fetch';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient, unwrap } from './client';
import { ApiError, apiErrorFromResponse, isApiError } from './errors';
import { loginWithEmail } from './queries/members';
import { installTestClient } from './test/install-test-client';

afterEach(() => setApiClient(undefined));

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('ApiError normalisation', () => {
  it('carries status, message, code and field errors of a 422 JSON answer', async () => {
    installTestClient(
      {},
      json(
        {
          message: 'Data yang diberikan tidak valid.',
          code: 'validation_failed',
          errors: { email: ['Format email Anda salah'], password: ['Kolom ini wajib diisi'] },
        },
        { status: 422 },
      ),
    );
    const error = await failure(loginWithEmail({ email: 'x@y.id', password: '' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.status).toBe(422);
    expect(error.message).toBe('Data yang diberikan tidak valid.');
    expect(error.code).toBe('validation_failed');
    expect(error.fieldErrors).toEqual({
      email: ['Format email Anda salah'],
      password: ['Kolom ini wajib diisi'],
    });
    expect(error.fieldError('email')).toBe('Format email Anda salah');
    expect(error.body).toMatchObject({ code: 'validation_failed' });
  });

  it('exposes the account status of a 403 login failure', async () => {
    installTestClient(
      {},
      json({ message: 'Account temporarily deleted', status: 'temporary-inactive' }, { status: 403 }),
    );
    const error = await failure(loginWithEmail({ email: 'x@y.id', password: 'secret' }));
    expect(error.status).toBe(403);
    expect(error.accountStatus).toBe('temporary-inactive');
    expect(error.code).toBe('forbidden');
    expect(error.fieldErrors).toEqual({});
  });

  it('derives a code from the status when the server sends none, and reads Retry-After', async () => {
    installTestClient(
      {},
      json({ message: 'Too many attempts' }, { status: 429, headers: { 'Retry-After': '120' } }),
    );
    const error = await failure(loginWithEmail({ email: 'x@y.id', password: 'secret' }));
    expect(error.code).toBe('rate_limited');
    expect(error.retryAfter).toBe(120);
  });

  it('uses a generic message for a non-JSON 500 and keeps the text as body', async () => {
    installTestClient(
      {},
      new Response('<html><body>Bad gateway</body></html>', {
        status: 500,
        headers: { 'Content-Type': 'text/html' },
      }),
    );
    const error = await failure(loginWithEmail({ email: 'x@y.id', password: 'secret' }));
    expect(error.status).toBe(500);
    expect(error.code).toBe('server_error');
    expect(error.message).toBe('Request failed with status 500.');
    expect(error.body).toBe('<html><body>Bad gateway</body></html>');
    expect(error.fieldErrors).toEqual({});
  });

  it('turns a network failure into status 0', async () => {
    const { client } = installTestClient({}, new TypeError('Failed to fetch'));
    const error = await failure(unwrap(client.GET('/api/generals/homepage-menus')));
    expect(error.status).toBe(0);
    expect(error.isNetworkError).toBe(true);
    expect(error.code).toBe('network_error');
    expect(error.message).toBe('The server could not be reached.');
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it('turns an unreadable success body into status 0 invalid_response', async () => {
    const { client } = installTestClient(
      {},
      new Response('not json', { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    const error = await failure(unwrap(client.GET('/api/generals/homepage-menus')));
    expect(error.status).toBe(0);
    expect(error.code).toBe('invalid_response');
  });

  it('lets aborts through untouched so cancelled queries stay silent', async () => {
    const { client } = installTestClient({}, new DOMException('The operation was aborted.', 'AbortError'));
    const error = await unwrap(client.GET('/api/generals/homepage-menus')).catch((e: unknown) => e);
    expect(isApiError(error)).toBe(false);
    expect((error as DOMException).name).toBe('AbortError');
  });

  it('accepts a single string as a field message', () => {
    const error = apiErrorFromResponse(new Response(null, { status: 422 }), {
      message: 'Invalid',
      errors: { otp: 'Kode OTP salah' },
    });
    expect(error.fieldErrors).toEqual({ otp: ['Kode OTP salah'] });
  });

  it('isApiError rejects other errors', () => {
    expect(isApiError(new Error('x'))).toBe(false);
    expect(isApiError({ status: 400, message: 'x' })).toBe(false);
    expect(isApiError(new ApiError({ status: 404 }))).toBe(true);
  });
});
