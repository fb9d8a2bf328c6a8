import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app.tsx';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  fireEvent.scroll(window);
}

describe('header', () => {
  it('is transparent at the top and turns solid once scrolled through 350 px', async () => {
    await renderApp({ url: '/about' });
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-solid', 'false');
    expect(header.style.getPropertyValue('--scroll-progress')).toBe('0.000');

    scrollTo(175);
    await waitFor(() => expect(header.style.getPropertyValue('--scroll-progress')).toBe('0.500'));
    expect(header).toHaveAttribute('data-solid', 'false');

    scrollTo(349);
    await waitFor(() => expect(header.style.getPropertyValue('--scroll-progress')).toBe('0.997'));
    expect(header).toHaveAttribute('data-solid', 'false');

    scrollTo(400);
    await waitFor(() => expect(header).toHaveAttribute('data-solid', 'true'));
    expect(header.style.getPropertyValue('--scroll-progress')).toBe('1.000');

    scrollTo(0);
    await waitFor(() => expect(header).toHaveAttribute('data-solid', 'false'));
  });

  it('has no back button on the home page', async () => {
    await renderApp({ url: '/' });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Kembali' })).not.toBeInTheDocument();
  });

  it('goes back in history with the back button', async () => {
    const { user, router } = await renderApp({ url: '/about', signedIn: true });
    await user.click(screen.getByRole('link', { name: 'Favorit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/favorite'));
    await user.click(screen.getByRole('button', { name: 'Kembali' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
  });

  it('goes home when there is nothing to go back to', async () => {
    const { user, router } = await renderApp({ url: '/about' });
    await user.click(screen.getByRole('button', { name: 'Kembali' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
