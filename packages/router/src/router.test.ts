import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createAppRouter, isGuardedPath } from './router';
import { type Session, staticSession } from './session';
import { createMemoryHistory } from './testing';

const routerAt = (url: string, session: Session) =>
  createAppRouter(
    { queryClient: new QueryClient(), session },
    { history: createMemoryHistory({ initialEntries: [url] }) },
  );

describe('guarded routes', () => {
  it('are the account pages, favorites and checkout, declared on the routes', () => {
    const router = routerAt('/', staticSession());
    for (const p of [
      '/account',
      '/account/my-booking',
      '/account/review/hotel',
      '/favorite',
      '/favorite-v3',
      '/checkout',
    ])
      expect(isGuardedPath(router, p), p).toBe(true);
    for (const p of ['/', '/login', '/hotel/city/1/bali', '/promotions', '/accounting'])
      expect(isGuardedPath(router, p), p).toBe(false);
  });

  it("run the session's guard before a guarded page loads, and only there", async () => {
    const guarded: string[] = [];
    const session: Session = {
      ...staticSession(),
      guard: (location) => void guarded.push(location.pathname),
    };
    const router = routerAt('/about', session);
    await router.load();
    expect(guarded).toEqual([]);
    await router.navigate({ to: '/favorite' });
    await router.navigate({ to: '/checkout', search: { hotel_id: 11, room_id: 3 } });
    expect(guarded).toEqual(['/favorite', '/checkout']);
    expect(router.state.location.search).toEqual({ hotel_id: 11, room_id: 3 });
  });

  it('keeps the sign-in prompt as the URL spells it (?login=1), not as a quoted string', async () => {
    const router = routerAt('/hotel/city/1/bali?login=1&redirect=%2Ffavorite', staticSession());
    await router.load();
    expect(router.state.location.search).toMatchObject({ login: 1, redirect: '/favorite' });
    await router.navigate({ to: '/about', search: { login: 1 } });
    expect(router.state.location.searchStr).toBe('?login=1');
  });

  it('writes query strings as people do, and reads them back the same', async () => {
    const router = routerAt('/', staticSession());
    await router.load();
    await router.navigate({
      to: '/hotel/search/{-$slug}',
      params: { slug: 'kuta' },
      search: { q: '123', stars: '4', areas: '31,32', children: '5', rooms: 1, breakfast: true },
    });
    expect(router.state.location.searchStr).toBe(
      '?q=123&stars=4&areas=31%2C32&children=5&rooms=1&breakfast=true',
    );
    expect(router.state.matches.at(-1)?.search).toMatchObject({
      q: '123',
      stars: '4',
      areas: '31,32',
      children: '5',
      rooms: 1,
      breakfast: true,
    });
  });
});
