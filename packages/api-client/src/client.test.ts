import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import {
  computeOtpHeaders,
  createApiClient,
  FIRST_ANSWERS_ID,
  FIRST_ANSWERS_MAX_AGE_MS,
  type FirstAnswers,
  getApiClient,
  OTP_REQUEST_PATH,
  readFirstAnswers,
  setApiClient,
  unwrap,
} from './client';
import { isApiError } from './errors';
import { requestOtp } from './queries/members';
import { fakeFetch, installTestClient, json } from './test-utils';

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
    let language: 'id' | 'en' = 'id';
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
});

describe('first answers embedded in the page', () => {
  const hotel = { data: { id: 11, name: 'Anggrek Eco Resort' } };
  const first: FirstAnswers = {
    lang: 'id',
    answers: [
      { path: '/api/hotels/11', status: 200, body: hotel },
      {
        path: '/api/hotels/v2/11?check_in=2026-12-01&check_out=2026-12-02',
        status: 200,
        body: { data: 'rooms' },
      },
      {
        path: '/api/hotels/searches',
        status: 200,
        body: { data: 'hotels' },
        request:
          '{"destination":{"type":"city","id":1},"check_in":"2026-12-01","check_out":"2026-12-02","page":1}',
      },
    ],
  };
  const setup = (options: { lang?: 'id' | 'en'; age?: number } = {}) => {
    const fake = fakeFetch(() => json({ data: 'from the network' }));
    const client = createApiClient({
      baseUrl: 'https://api.test',
      fetch: fake.fetch,
      getLanguage: () => options.lang ?? 'id',
      firstAnswers: first,
      pageAge: () => options.age ?? 1_000,
    });
    return { client, fake };
  };

  it('answers a GET for the same path and query once, then goes to the network', async () => {
    const { client, fake } = setup();
    const one = await client.GET('/api/hotels/{id}', { params: { path: { id: 11 } } });
    expect(one.data).toEqual(hotel);
    expect(fake.requests).toHaveLength(0);
    const rooms = await client.GET('/api/hotels/v2/{param}', {
      params: { path: { param: 11 }, query: { check_in: '2026-12-01', check_out: '2026-12-02' } },
    });
    expect(rooms.data).toEqual({ data: 'rooms' });
    // A refetch is fresh.
    const again = await client.GET('/api/hotels/{id}', { params: { path: { id: 11 } } });
    expect(again.data).toEqual({ data: 'from the network' });
    expect(fake.requests).toHaveLength(1);
  });

  it('answers a POST only for a byte-identical body', async () => {
    const { client, fake } = setup();
    const body = {
      destination: { type: 'city', id: 1 },
      check_in: '2026-12-01',
      check_out: '2026-12-02',
      page: 1,
    } as const;
    // Another stay: to the network.
    await client.POST('/api/hotels/searches', { body: { ...body, check_out: '2026-12-03' } as never });
    expect(fake.requests).toHaveLength(1);
    const same = await client.POST('/api/hotels/searches', { body: body as never });
    expect(same.data).toEqual({ data: 'hotels' });
    expect(fake.requests).toHaveLength(1);
    // A GET of the same path is not the POST.
    await client.GET('/api/hotels/searches' as never);
    expect(fake.requests).toHaveLength(2);
  });

  it('leaves other paths, other queries, other languages and old pages to the network', async () => {
    const other = setup();
    await other.client.GET('/api/hotels/{id}/photos', { params: { path: { id: 11 } } });
    await other.client.GET('/api/hotels/v2/{param}', {
      params: { path: { param: 11 }, query: { check_in: '2026-12-01', check_out: '2026-12-03' } },
    });
    expect(other.fake.requests).toHaveLength(2);

    const english = setup({ lang: 'en' });
    const answer = await english.client.GET('/api/hotels/{id}', { params: { path: { id: 11 } } });
    expect(answer.data).toEqual({ data: 'from the network' });

    const late = setup({ age: FIRST_ANSWERS_MAX_AGE_MS + 1 });
    await late.client.GET('/api/hotels/{id}', { params: { path: { id: 11 } } });
    expect(late.fake.requests).toHaveLength(1);
  });

  it('reads the embedded element, and ignores a missing or broken one', () => {
    // No DOM in this package's tests: a stand-in for the one method used.
    const script = { textContent: JSON.stringify(first) };
    let present = false;
    const doc = {
      getElementById: (id: string) => (present && id === FIRST_ANSWERS_ID ? script : null),
    } as unknown as Pick<Document, 'getElementById'>;
    expect(readFirstAnswers(doc)).toBeNull();
    present = true;
    expect(readFirstAnswers(doc)).toEqual(first);
    script.textContent = '{"lang":"fr","answers":[]}';
    expect(readFirstAnswers(doc)).toBeNull();
    script.textContent = '{not json';
    expect(readFirstAnswers(doc)).toBeNull();
  });
});
