import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ChatAdapter } from '../adapters/chat.ts';
import { renderApp } from '../test/render-app.tsx';

function fixedChat(count: number): ChatAdapter & { opened: number } {
  const adapter = {
    opened: 0,
    subscribeUnread(cb: (n: number) => void) {
      cb(count);
      return () => {};
    },
    open() {
      adapter.opened += 1;
    },
  };
  return adapter;
}

const nav = () => screen.getByRole('navigation', { name: 'Navigasi utama' });

describe('bottom navigation', () => {
  it('lists home, orders, chat, favorites and profile in order, without the switched-off inbox', async () => {
    await renderApp({ url: '/about' });
    const items = within(nav()).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Beranda', 'Pesanan', 'Chat', 'Favorit', 'Profil']);
    expect(within(nav()).queryByText('Kotak Masuk')).not.toBeInTheDocument();
  });

  it('marks only the item whose path equals the current path', async () => {
    await renderApp({ url: '/account/history', signedIn: true });
    expect(within(nav()).getByRole('link', { name: 'Pesanan' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav()).getByRole('link', { name: 'Profil' })).not.toHaveAttribute('aria-current');
    expect(within(nav()).getByRole('link', { name: 'Beranda' })).not.toHaveAttribute('aria-current');
  });

  it("marks home on the home page, which is the hotel feature's page", async () => {
    await renderApp({ url: '/' });
    expect(within(nav()).getByRole('link', { name: 'Beranda' })).toHaveAttribute('aria-current', 'page');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Cari hotel di seluruh Indonesia' }),
    ).toBeInTheDocument();
  });

  it('goes to the right routes and moves the active mark', async () => {
    const { user, router } = await renderApp({ url: '/about', signedIn: true });
    const links = [
      ['Favorit', '/favorite'],
      ['Profil', '/account'],
      ['Pesanan', '/account/history'],
      ['Beranda', '/'],
    ] as const;
    for (const [name, path] of links) {
      await user.click(within(nav()).getByRole('link', { name }));
      await screen.findByRole('link', { name, current: 'page' });
      expect(router.state.location.pathname).toBe(path);
    }
    expect(within(nav()).getAllByRole('link', { current: 'page' })).toHaveLength(1);
  });

  it('shows 9+ on the chat badge above 9 unread and announces the real count', async () => {
    await renderApp({ url: '/about', chat: fixedChat(12) });
    const chat = within(nav()).getByRole('button', { name: /^Chat, 12 pesan belum dibaca$/ });
    expect(within(chat).getByRole('img', { name: '12 pesan belum dibaca' })).toHaveTextContent('9+');
  });

  it('shows the exact count up to 9 and no badge at 0', async () => {
    const { unmount } = await renderApp({ url: '/about', chat: fixedChat(9) });
    expect(within(nav()).getByRole('img', { name: '9 pesan belum dibaca' })).toHaveTextContent('9');
    unmount();
    await renderApp({ url: '/about', chat: fixedChat(0) });
    expect(within(nav()).getByRole('button', { name: 'Chat' })).toBeInTheDocument();
    expect(within(nav()).queryByRole('img')).not.toBeInTheDocument();
  });

  it('dispatches an unread count only when it changes', async () => {
    let report: (n: number) => void = () => {};
    const chat: ChatAdapter = {
      subscribeUnread(cb) {
        report = cb;
        cb(0);
        return () => {};
      },
      open() {},
    };
    const { store } = await renderApp({ url: '/about', chat });
    const actions = vi.fn();
    const stop = store.subscribe(actions);
    act(() => report(0));
    expect(actions).not.toHaveBeenCalled();
    act(() => report(3));
    expect(actions).toHaveBeenCalledTimes(1);
    expect(within(nav()).getByRole('img', { name: '3 pesan belum dibaca' })).toHaveTextContent('3');
    act(() => report(3));
    expect(actions).toHaveBeenCalledTimes(1);
    stop();
  });

  it('opens the chat through the adapter', async () => {
    const chat = fixedChat(1);
    const { user } = await renderApp({ url: '/about', chat });
    await user.click(within(nav()).getByRole('button', { name: /^Chat/ }));
    expect(chat.opened).toBe(1);
  });

  it('explains that chat is not configured when the local adapter is used', async () => {
    const { user } = await renderApp({ url: '/about' });
    await user.click(within(nav()).getByRole('button', { name: 'Chat' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Chat belum tersedia' });
    expect(dialog).toHaveTextContent('Layanan chat belum dikonfigurasi');
  });
});
