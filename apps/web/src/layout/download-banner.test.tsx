import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render-app.tsx';

const banner = () => screen.queryByRole('complementary', { name: 'Unduh aplikasi Nusa Stay' });

afterEach(() => {
  vi.useRealTimers();
});

describe('download banner', () => {
  it('shows the app, a download link to /download and a labelled close button', async () => {
    await renderApp({ url: '/about' });
    expect(banner()).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Unduh' })).toHaveAttribute('href', '/download');
    expect(screen.getByRole('button', { name: 'Tutup banner unduh aplikasi' })).toBeInTheDocument();
  });

  it('is hidden, with the header, when is_mobile=true, and stays hidden on in-app navigation', async () => {
    const { user } = await renderApp({ url: '/about?is_mobile=true', signedIn: true });
    expect(banner()).not.toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Favorit' }));
    await screen.findByRole('link', { name: 'Favorit', current: 'page' });
    expect(banner()).not.toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('is hidden on the mobile promotions route, with the header and the bottom navigation (issue 13)', async () => {
    await renderApp({ url: '/promotions/mobiles/harbolnas' });
    expect(await screen.findByRole('main')).toBeInTheDocument();
    expect(banner()).not.toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Navigasi utama' })).not.toBeInTheDocument();
  });

  it('hides for 2 hours after closing and comes back once the cached time has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T03:00:30Z')); // 10:00:30 in Jakarta
    const { user, store } = await renderApp({ url: '/about' });
    await user.click(screen.getByRole('button', { name: 'Tutup banner unduh aplikasi' }));
    expect(banner()).not.toBeInTheDocument();
    expect(store.getState().common).toMatchObject({
      showDownloadApp: false,
      cacheTimeDownloadApp: '2026-11-22 12:00',
    });

    // Still inside the 2 hours (the stored time has minute precision: expired once now is after 12:00).
    vi.setSystemTime(new Date('2026-11-22T05:00:50Z'));
    document.dispatchEvent(new Event('visibilitychange'));
    await new Promise((r) => setTimeout(r, 20));
    expect(banner()).not.toBeInTheDocument();

    vi.setSystemTime(new Date('2026-11-22T05:01:05Z'));
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(banner()).toBeInTheDocument());
    // The banner shows on the render that sees the time has passed; the store is updated by the effect after it.
    await waitFor(() => expect(store.getState().common.showDownloadApp).toBe(true));
  });

  it('reappears on its own while the page stays open (minute timer)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = await renderApp({ url: '/about' });
    await user.click(screen.getByRole('button', { name: 'Tutup banner unduh aplikasi' }));
    expect(banner()).not.toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(2 * 60 * 60_000 + 2 * 60_000);
    await waitFor(() => expect(banner()).toBeInTheDocument());
  });

  it('stays hidden after a reload within the 2 hours (the dismissal is persisted)', async () => {
    const first = await renderApp({ url: '/about' });
    await first.user.click(screen.getByRole('button', { name: 'Tutup banner unduh aplikasi' }));
    await waitFor(() => expect(first.storage.data.get('persist:nusa')).toContain('cacheTimeDownloadApp'));
    first.unmount();
    await renderApp({ url: '/about', storage: first.storage });
    expect(screen.getByRole('navigation', { name: 'Navigasi utama' })).toBeInTheDocument();
    expect(banner()).not.toBeInTheDocument();
  });
});
