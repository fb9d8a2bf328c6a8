import { Link, Outlet, useSession } from '@nusa/router/react';
import { staticSession } from '@nusa/router/testing';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from './router-harness';

beforeEach(() => {
  // The app's router restores scroll on navigation; jsdom has no scrolling.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

function Home() {
  const { signedIn } = useSession();
  return (
    <>
      <h1>{signedIn ? 'Member' : 'Tamu'}</h1>
      <Link to="/about">Tentang</Link>
    </>
  );
}

describe('renderRoute', () => {
  it('renders the subject on its routes and the path elsewhere', async () => {
    const { user, router } = await renderRoute(<Home />, { routeIds: ['/'] });
    expect(screen.getByRole('heading', { name: 'Tamu' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Tentang' }));
    expect(await screen.findByText('Halaman lain: /about')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/about');
  });

  it('hands the session to the router context and starts at the given path', async () => {
    const session = staticSession({ token: 't', memberId: 7 });
    const { router } = await renderRoute(<Home />, { path: '/faq', session });
    expect(screen.getByRole('heading', { name: 'Member' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/faq');
  });

  it('renders a layout at the root around the outlet', async () => {
    const Page = () => <p>Isi halaman</p>;
    await renderRoute(
      <main>
        <h1>Tata letak</h1>
        <Outlet />
      </main>,
      { path: '/about', layout: true, outlet: Page },
    );
    expect(screen.getByRole('main')).toHaveTextContent('Tata letakIsi halaman');
  });

  it('shows an unknown path as its path', async () => {
    await renderRoute(<Home />, { path: '/tidak/ada' });
    expect(await screen.findByText('Halaman lain: /tidak/ada')).toBeInTheDocument();
  });
});
