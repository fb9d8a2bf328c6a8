import { describe, expect, it } from 'vitest';
import { fakeFetch, json } from './fake-fetch';

const get = (path: string) => new Request(`http://api.test${path}`);

describe('fakeFetch', () => {
  it('answers an empty list and records the requests by default', async () => {
    const api = fakeFetch();
    const answer = await api.fetch(get('/api/generals/holidays?year=2026'));
    expect(await answer.json()).toEqual({ data: [] });
    expect(api.calls('/api/generals/holidays')).toHaveLength(1);
    expect(api.last().url).toBe('http://api.test/api/generals/holidays?year=2026');
    expect(() => fakeFetch().last()).toThrow('no request was sent');
  });

  it('asks the responders in order, a function passing with undefined', async () => {
    const api = fakeFetch(
      (_request, url) => (url.pathname === '/a' ? json({ data: 'a' }, { status: 201 }) : undefined),
      async () => json({ data: 'rest' }),
    );
    const a = await api.fetch(get('/a'));
    expect(a.status).toBe(201);
    expect(await a.json()).toEqual({ data: 'a' });
    expect(await (await api.fetch(get('/b'))).json()).toEqual({ data: 'rest' });
    expect(api.requests.map((r) => new URL(r.url).pathname)).toEqual(['/a', '/b']);
  });

  it('answers a fixed Response every time and throws an Error as a network failure', async () => {
    const api = fakeFetch(json({ data: 1 }));
    expect(await (await api.fetch(get('/x'))).json()).toEqual({ data: 1 });
    expect(await (await api.fetch(get('/x'))).json()).toEqual({ data: 1 });
    await expect(fakeFetch(new TypeError('Failed to fetch')).fetch(get('/x'))).rejects.toThrow(
      'Failed to fetch',
    );
  });
});
