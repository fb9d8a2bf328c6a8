import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app.tsx';

const nav = () => screen.getByRole('navigation', { name: /Navigasi utama|Main navigation/ });

describe('language', () => {
  it('is Indonesian by default', async () => {
    await renderApp({ url: '/about' });
    expect(document.documentElement.lang).toBe('id');
    expect(within(nav()).getByRole('link', { name: 'Beranda' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Tentang Kami' })).toBeInTheDocument();
  });

  it('switches to English with ?lang=en and remembers it', async () => {
    const { store, storage, unmount } = await renderApp({ url: '/about?lang=en' });
    expect(document.documentElement.lang).toBe('en');
    expect(within(nav()).getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(store.getState().common.LANG).toBe('en');
    await waitFor(() => expect(storage.data.get('persist:nusa')).toContain('\\"LANG\\":\\"en\\"'));
    unmount();

    // A later visit without ?lang keeps English.
    await renderApp({ url: '/favorite', storage, lang: 'id', signedIn: true });
    expect(within(nav()).getByRole('link', { name: 'Favorites', current: 'page' })).toBeInTheDocument();
  });

  it('follows a ?lang link inside the app', async () => {
    const { router, store } = await renderApp({ url: '/about' });
    await router.navigate({ to: '/faq', search: { lang: 'en' } });
    await screen.findByRole('heading', { level: 1, name: 'FAQ' });
    expect(store.getState().common.LANG).toBe('en');
  });

  it('has a labelled language switcher in the header', async () => {
    const { user, store, router } = await renderApp({ url: '/about?lang=en' });
    const group = screen.getByRole('group', { name: 'Language' });
    const english = within(group).getByRole('button', { name: 'EN English' });
    const indonesian = within(group).getByRole('button', { name: 'ID Bahasa Indonesia' });
    expect(english).toHaveAttribute('aria-pressed', 'true');
    expect(indonesian).toHaveAttribute('aria-pressed', 'false');

    await user.click(indonesian);
    await screen.findByRole('heading', { level: 1, name: 'Tentang Kami' });
    expect(store.getState().common.LANG).toBe('id');
    expect(document.documentElement.lang).toBe('id');
    // The URL no longer says en, so a reload does not switch back.
    await waitFor(() => expect(router.state.location.searchStr).toBe(''));
    expect(screen.getByRole('button', { name: 'ID Bahasa Indonesia' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('sends Accept-Language in the active language', async () => {
    const { api, user } = await renderApp({ url: '/about' });
    await waitFor(() => expect(api.calls('/api/generals/holidays')).toHaveLength(1));
    expect(api.calls('/api/generals/holidays')[0]?.headers.get('Accept-Language')).toBe('id');

    await user.click(screen.getByRole('button', { name: 'EN English' }));
    await waitFor(() => expect(api.calls('/api/generals/holidays')).toHaveLength(2));
    expect(api.calls('/api/generals/holidays')[1]?.headers.get('Accept-Language')).toBe('en');
  });
});
