import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './test/render-app.tsx';

describe('auth guard (spec §6: account, favorites and checkout need a member)', () => {
  it.each(['/account', '/account/history', '/favorite', '/favorite-v3', '/checkout'])(
    'sends a guest from %s to the sign-in modal on /login, remembering the page',
    async (path) => {
      const { router } = await renderApp({ url: path });
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(new URLSearchParams(router.state.location.searchStr).get('redirect')).toBe(path);
      expect(await screen.findByRole('dialog', { name: 'Masuk' }, { timeout: 10_000 })).toBeInTheDocument();
    },
  );

  it('lets a member through', async () => {
    const { router } = await renderApp({ url: '/favorite', signedIn: true });
    expect(router.state.location.pathname).toBe('/favorite');
  });

  it('binds /logout: the session is cleared and the member goes home', async () => {
    const { router, store } = await renderApp({ url: '/logout', signedIn: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.getState().member).toEqual({ token: null, user: null, welcome: false });
    expect(document.cookie).not.toContain('JASMINE_TOKEN=test-token');
  });
});
