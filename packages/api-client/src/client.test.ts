import { createHash } from 'node:crypto';
import { fakeFetch, json } from '@nusa/test-kit/fake-fetch';
import { afterEach, describe, expect, it } from 'vitest';
import {
  computeOtpHeaders,
  createApiClient,
  getApiClient,
  type Language,
  OTP_REQUEST_PATH,
  setApiClient,
  unwrap,
} from './client';
import { isApiError } from './errors';
import { requestOtp } from './queries/members';
import { installTestClient } from './test/install-test-client';

const NOW = Date.UTC(2025, 0, 15, 3, 0, 0); // 1736910000 s
const otpBody = { phone_number_country_code: '62', phone_number: '81234567890', type: 'login' } as const;

afterEach(() => setApiClient(undefined));

describe('createApiClient headers', () => {
  it('sends the language, the platform and no Authorization for guests', async () => {
    const fake = fakeFetch();
    const client = createApiClient({ baseUrl: 'https://api.test', fetch: fake.fetch });
    await client.GET('/api/generals/homepage-menus');
    const request = fake.last();
    expect(request.url).toBe('https://api.test/api/generals/homepage-menus');
    expect(request.headers.get('Accept-Language')).toBe('id');
    expect(request.headers.get('X-Platform')).toBe('mobile-web');
    expect(request.headers.has('Authorization')).toBe(false);
  });

  it('reads the language on every call, so a `lang` override applies at once', async () => {
    let language: Language = 'id';
    const fake = fakeFetch();
    const client = createApiClient({
      baseUrl: 'https://api.test',
      fetch: fake.fetch,
      getLanguage: () => language,
    });
    await client.GET('/api/generals/homepage-menus');
    language = 'en';
    await client.GET('/api/generals/homepage-menus');
    expect(fake.requests.map((r) => r.headers.get('Accept-Language'))).toEqual(['id', 'en']);
    expect(client.language()).toBe('en');
  });

  it('adds the bearer token when getToken returns one (sync or async)', async () => {
    const fake = fakeFetch();
    let token: string | null = null;
    const client = createApiClient({
      baseUrl: 'https://api.test',
      fetch: fake.fetch,
      getToken: async () => token,
    });
    await client.GET('/api/members/{id}', { params: { path: { id: 7 } } });
    expect(fake.last().headers.has('Authorization')).toBe(false);
    token = 'abc.def.ghi';
    await client.GET('/api/members/{id}', { params: { path: { id: 7 } } });
    expect(fake.last().headers.get('Authorization')).toBe('Bearer abc.def.ghi');
  });

  it('lets a header set for one call win over the defaults', async () => {
    const fake = fakeFetch();
    const client = createApiClient({
      baseUrl: 'https://api.test',
      fetch: fake.fetch,
      getLanguage: () => 'id',
    });
    await client.GET('/api/generals/holidays', { params: { header: { 'Accept-Language': 'en' } } });
    expect(fake.last().headers.get('Accept-Language')).toBe('en');
  });

  it('hands each request to afterResponse once its answer has arrived, before the caller reads it', async () => {
    const fake = fakeFetch();
    const seen: string[] = [];
    const client = createApiClient({
      baseUrl: 'https://api.test',
      fetch: fake.fetch,
      afterResponse: (request) => seen.push(`${request.method} ${new URL(request.url).pathname}`),
    });
    const answer = client.POST('/api/members/auth/logout', {});
    expect(seen).toEqual([]);
    await answer;
    await client.GET('/api/generals/holidays');
    expect(seen).toEqual(['POST /api/members/auth/logout', 'GET /api/generals/holidays']);
  });

  it('computes X-Member-Token as hex SHA-256 of secret + unix seconds', async () => {
    const headers = await computeOtpHeaders('s3cret', NOW);
    const seconds = String(Math.floor(NOW / 1000));
    expect(headers['X-Request-Time']).toBe(seconds);
    expect(headers['X-Member-Token']).toBe(createHash('sha256').update(`s3cret${seconds}`).digest('hex'));
    expect(headers['X-Member-Token']).toMatch(/^[0-9a-f]{64}$/);
  });

  it('sends the OTP headers on the OTP request path only', async () => {
    const { fake } = installTestClient({ otpSecret: 's3cret', now: () => NOW }, () =>
      json({ data: { expire_in_timestamp: 1736910300, next_interval: 60, otp_index: 1, otp: '123456' } }),
    );
    const answer = await requestOtp(otpBody);
    expect(answer.data.otp_index).toBe(1);
    const request = fake.last();
    expect(new URL(request.url).pathname).toBe(OTP_REQUEST_PATH);
    expect(request.headers.get('X-Request-Time')).toBe('1736910000');
    expect(request.headers.get('X-Member-Token')).toBe(
      createHash('sha256').update('s3cret1736910000').digest('hex'),
    );
    expect(await request.json()).toEqual(otpBody);

    await getApiClient().POST('/api/members/v2/otp/verify', { body: { ...otpBody, otp: '123456' } });
    expect(fake.last().headers.has('X-Member-Token')).toBe(false);
    expect(fake.last().headers.has('X-Request-Time')).toBe(false);
  });

  it('fails fast, without sending, when OTP is requested without a secret', async () => {
    const { fake } = installTestClient();
    const error = await requestOtp(otpBody).catch((e: unknown) => e);
    expect(isApiError(error) && error.status === 0 && error.code === 'client_error').toBe(true);
    expect(fake.requests).toHaveLength(0);
  });
});

describe('setApiClient / getApiClient', () => {
  it('throws a helpful error before a client is provided', () => {
    expect(() => getApiClient()).toThrow(/setApiClient/);
  });

  it('returns the provided client', () => {
    const client = createApiClient({ fetch: fakeFetch().fetch });
    setApiClient(client);
    expect(getApiClient()).toBe(client);
  });
});

describe('unwrap', () => {
  it('resolves to the JSON body of a success', async () => {
    const { client } = installTestClient({}, json({ data: [{ id: 1 }], meta: { page: 1 } }));
    const body = await unwrap(client.GET('/api/generals/holidays'));
    expect(body).toEqual({ data: [{ id: 1 }], meta: { page: 1 } });
  });

  it('resolves to undefined for 204 No Content', async () => {
    const { client } = installTestClient({}, new Response(null, { status: 204 }));
    await expect(
      unwrap(client.DELETE('/api/members/v2/favorites/{id}', { params: { path: { id: 3 } } })),
    ).resolves.toBeUndefined();
  });

  it('says cheaply whether it sends a member token, for async token readers too', async () => {
    let token: string | null = null;
    const sync = createApiClient({ getToken: () => token });
    expect(sync.signedIn()).toBe(false);
    token = 'abc';
    expect(sync.signedIn()).toBe(true);
    expect(createApiClient().signedIn()).toBe(false);
    const fake = fakeFetch(() => json({ data: [] }));
    const async = createApiClient({
      baseUrl: 'https://api.test',
      fetch: fake.fetch,
      getToken: async () => 'abc',
    });
    // Unknown until a request has read the token.
    expect(async.signedIn()).toBe(false);
    await async.GET('/api/generals/holidays');
    expect(async.signedIn()).toBe(true);
  });
});
