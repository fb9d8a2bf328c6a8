import { fakeFetch, json } from '@nusa/test-kit/fake-fetch';
import { describe, expect, it } from 'vitest';
import { createApiClient, type Language } from './client';
import {
  FIRST_ANSWERS_ID,
  FIRST_ANSWERS_MAX_AGE_MS,
  type FirstAnswers,
  firstAnswersMiddleware,
  installFirstAnswers,
  readFirstAnswers,
} from './first-answers';

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
  const setup = (options: { lang?: Language; age?: number } = {}) => {
    const fake = fakeFetch(() => json({ data: 'from the network' }));
    const client = createApiClient({
      baseUrl: 'https://api.test',
      fetch: fake.fetch,
      getLanguage: () => options.lang ?? 'id',
    });
    client.use(firstAnswersMiddleware(first, () => options.age ?? 1_000));
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

  it("never answers a member's request: the first answers are a guest's (member rates)", async () => {
    const fake = fakeFetch(() => json({ data: 'from the network' }));
    const client = createApiClient({
      baseUrl: 'https://api.test',
      fetch: fake.fetch,
      getToken: () => 'token',
    });
    client.use(firstAnswersMiddleware(first, () => 1_000));
    const rooms = await client.GET('/api/hotels/v2/{param}', {
      params: { path: { param: 11 }, query: { check_in: '2026-12-01', check_out: '2026-12-02' } },
    });
    expect(rooms.data).toEqual({ data: 'from the network' });
    expect(fake.requests[0]?.headers.get('Authorization')).toBe('Bearer token');
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

describe('installFirstAnswers', () => {
  it('answers from the page when it carries answers, and changes nothing when it does not', async () => {
    const page = (text: string | null) =>
      ({
        getElementById: (id: string) =>
          id === FIRST_ANSWERS_ID && text !== null ? { textContent: text } : null,
      }) as unknown as Pick<Document, 'getElementById'>;
    const fake = fakeFetch(() => json({ data: 'from the network' }));
    const client = createApiClient({ baseUrl: 'https://api.test', fetch: fake.fetch });
    installFirstAnswers(client, page(null));
    installFirstAnswers(client, page('{"lang":"id","answers":[]}'));
    installFirstAnswers(
      client,
      page(
        JSON.stringify({
          lang: 'id',
          answers: [{ path: '/api/hotels/11', status: 200, body: { data: 11 } }],
        }),
      ),
    );
    expect((await client.GET('/api/hotels/{id}', { params: { path: { id: 11 } } })).data).toEqual({
      data: 11,
    });
    expect(fake.requests).toHaveLength(0);
    await client.GET('/api/hotels/{id}/photos', { params: { path: { id: 11 } } });
    expect(fake.requests).toHaveLength(1);
  });
});
