import { activateLanguage, i18n } from '@nusa/i18n/i18n';
import { RouterProvider } from '@nusa/router/react';
import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@nusa/router/testing';
import { renderWithProviders } from '@nusa/test-kit/providers';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { catalogLoaders } from '../i18n/catalogs.ts';
import { renderApp } from '../test/render-app.tsx';
import { ErrorPageBoundary, RouteErrorPage } from './error-page.tsx';

/** A tiny router whose only page throws `error`, with the shell's error component. */
async function renderFailingRoute(error: Error) {
  await activateLanguage('id', catalogLoaders);
  const root = createRootRoute({ errorComponent: RouteErrorPage });
  const failing = createRoute({
    getParentRoute: () => root,
    path: '/',
    component: () => {
      throw error;
    },
  });
  const home = createRoute({ getParentRoute: () => root, path: '/home' });
  const router = createRouter({
    routeTree: root.addChildren([failing, home]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  await router.load();
  // The shell's copy is in the shared instance (its error page translates with the core macro, outside React).
  return renderWithProviders(<RouterProvider router={router as never} />, { i18n });
}

describe('error pages', () => {
  it('shows the 404 page for an unknown route, inside the layout', async () => {
    await renderApp({ url: '/this/does/not/exist' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Ups! Halaman ini tidak dapat ditemukan',
    );
    expect(screen.getByRole('link', { name: 'Kembali ke Beranda' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('navigation', { name: 'Navigasi utama' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Halaman ini tidak dapat ditemukan | Nusa Stay'));
  });

  it("is titled 'This page could not be found' in English", async () => {
    await renderApp({ url: '/nope?lang=en' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Oops! This page could not be found',
    );
    expect(screen.getByRole('link', { name: 'Back to Home' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('This page could not be found | Nusa Stay'));
  });

  it('shows the 500 page when a route fails', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderFailingRoute(new Error('boom'));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Ups! Terjadi kesalahan');
    expect(screen.getByRole('link', { name: 'Kembali ke Beranda' })).toBeInTheDocument();
    spy.mockRestore();
  });

  it('shows the 500 page instead of reloading again when a chunk fails twice in a minute', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    window.sessionStorage.setItem('nusa:chunk-reload-at', String(Date.now()));
    await renderFailingRoute(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Terjadi kesalahan');
    spy.mockRestore();
  });

  it('falls back to a plain message and link when the error page itself fails', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('error page broke');
    }
    render(
      <ErrorPageBoundary>
        <Broken />
      </ErrorPageBoundary>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent(
      'Terjadi kesalahan saat menampilkan halaman kesalahan',
    );
    expect(screen.getByRole('link', { name: 'Kembali ke Beranda' })).toHaveAttribute('href', '/');
    spy.mockRestore();
  });
});
