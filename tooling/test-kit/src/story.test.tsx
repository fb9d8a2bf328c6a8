import { useLingui } from '@lingui/react';
import { defineCatalog } from '@nusa/i18n/catalog';
import { useRouterState } from '@nusa/router/react';
import { createSlice } from '@reduxjs/toolkit';
import { composeStory } from '@storybook/react-vite';
import { useQueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestStore } from './store';
import { type StoryProvidersOptions, withProviders } from './story';

const common = createSlice({ name: 'common', initialState: { LANG: 'id' }, reducers: {} });

function Subject() {
  const lang = useSelector((state: { common: { LANG: string } }) => state.common.LANG);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  useQueryClient();
  return (
    <p>
      {lang} {pathname}
    </p>
  );
}

function Greeting() {
  const { i18n } = useLingui();
  return <p>{i18n._('greeting')}</p>;
}

const Frame = ({ children }: { children: ReactNode }) => <section aria-label="bingkai">{children}</section>;

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('withProviders', () => {
  it('gives the story a store in the toolbar language, the router at its path, and the frame', async () => {
    const Story = composeStory(
      { args: {} },
      {
        component: Subject,
        decorators: [
          withProviders({
            store: (lang) => createTestStore([common], { common: { LANG: lang } }),
            path: '/about',
            frame: Frame,
          }),
        ],
      },
      { initialGlobals: { locale: 'en' } },
    );
    await act(async () => {
      render(<Story />);
    });
    expect(await screen.findByRole('region', { name: 'bingkai' })).toHaveTextContent('en /about');
  });

  it('takes per-story options from parameters.providers and pins a language from its catalogs', async () => {
    const catalog = defineCatalog({
      id: async () => ({ messages: { greeting: 'Halo' } }),
      en: async () => ({ messages: { greeting: 'Hello' } }),
    });
    const Story = composeStory(
      { parameters: { providers: { lang: 'en', catalogs: [catalog] } satisfies StoryProvidersOptions } },
      { component: Greeting, decorators: [withProviders()] },
    );
    render(<Story />);
    expect(await screen.findByText('Hello')).toBeInTheDocument();
  });
});
