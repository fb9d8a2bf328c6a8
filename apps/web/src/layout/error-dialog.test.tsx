import { commonActions } from '@nusa/core/common-slice';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app.tsx';
import { resolveButtonUrl } from './error-dialog-view.tsx';

describe('global error dialog', () => {
  it('shows the message and, on close, clears it and navigates to buttonUrl replacing history', async () => {
    const { user, store, router, history } = await renderApp({ url: '/about', signedIn: true });
    await user.click(screen.getByRole('link', { name: 'Favorit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/favorite'));
    const entries = history.length;

    act(() => {
      store.dispatch(
        commonActions.setErrorMessage({
          title: 'Sesi berakhir',
          content: 'Silakan masuk kembali.',
          buttonText: 'Masuk',
          buttonUrl: '/login?from=favorite',
          icon: 'warning',
        }),
      );
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Sesi berakhir' });
    expect(dialog).toHaveAccessibleDescription('Silakan masuk kembali.');

    await user.click(screen.getByRole('button', { name: 'Masuk' }));
    await waitFor(() => expect(router.state.location.href).toBe('/login?from=favorite'));
    expect(store.getState().common.errorMessage).toBeNull();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // Replaced, not pushed: going back skips the page that raised the error.
    expect(history.length).toBe(entries);
    act(() => history.back());
    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
  });

  it('closes on Escape with a default "Tutup" button and stays on the page without buttonUrl', async () => {
    const { user, store, router } = await renderApp({ url: '/about' });
    act(() => {
      store.dispatch(commonActions.setErrorMessage({ title: 'Ups', content: 'Terjadi kesalahan.' }));
    });
    await screen.findByRole('alertdialog', { name: 'Ups' });
    expect(screen.getByRole('button', { name: 'Tutup' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(store.getState().common.errorMessage).toBeNull();
    expect(router.state.location.pathname).toBe('/about');
  });

  it('only follows http(s) button URLs', () => {
    const origin = 'https://nusa.test';
    expect(resolveButtonUrl('/account', origin)).toEqual({ inApp: '/account' });
    expect(resolveButtonUrl('https://nusa.test/faq#a', origin)).toEqual({ inApp: '/faq#a' });
    expect(resolveButtonUrl('https://wa.me/62811', origin)).toEqual({ external: 'https://wa.me/62811' });
    expect(resolveButtonUrl('javascript:alert(1)', origin)).toBeNull();
  });
});
