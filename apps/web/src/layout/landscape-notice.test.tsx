import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PHONE_LANDSCAPE_QUERY } from '../lib/use-media-query.ts';
import { renderApp } from '../test/render-app.tsx';

const original = window.matchMedia;

function emulate(matching: string[]) {
  window.matchMedia = vi.fn((query: string) => ({
    matches: matching.includes(query),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

afterEach(() => {
  window.matchMedia = original;
});

describe('landscape notice', () => {
  it('replaces the page on a phone held sideways', async () => {
    emulate([PHONE_LANDSCAPE_QUERY]);
    await renderApp({ url: '/about' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Mode lanskap tidak didukung');
    expect(screen.queryByRole('heading', { level: 1, name: 'Tentang Kami' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it("uses the spec's English text", async () => {
    emulate([PHONE_LANDSCAPE_QUERY]);
    await renderApp({ url: '/about?lang=en' });
    expect(await screen.findByRole('alert')).toHaveTextContent('landscape mode not support');
  });

  it('leaves portrait phones and desktops alone', async () => {
    emulate([]);
    await renderApp({ url: '/about' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tentang Kami' })).toBeInTheDocument();
    expect(screen.queryByText('Mode lanskap tidak didukung')).not.toBeInTheDocument();
  });
});
