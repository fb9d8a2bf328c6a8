// Every story renders on its own, with the preview's Lingui as Storybook gives it.
import { setApiClient } from '@nusa/api-client/client';
import { storyLingui } from '@nusa/test-kit/story';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as CardStories from './favorite-card.stories';
import * as ToggleStories from './favorite-toggle.stories';
import * as PageStories from './favorites-page.stories';

const lingui = storyLingui();
setProjectAnnotations({ decorators: [lingui.decorator], initialGlobals: { locale: 'id' } });
beforeAll(lingui.load);
// The router restores the scroll position on navigation; jsdom has no scrolling.
beforeEach(() => vi.spyOn(window, 'scrollTo').mockImplementation(() => {}));
afterEach(() => {
  setApiClient(undefined);
  vi.restoreAllMocks();
});

async function renderStory(Story: () => React.JSX.Element) {
  await act(async () => {
    render(<Story />);
  });
}

describe('FavoritesPage stories', () => {
  it.each(Object.entries(composeStories(PageStories)))('%s renders', async (_name, Story) => {
    await renderStory(Story);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});

describe('FavoriteCard stories', () => {
  it.each(Object.entries(composeStories(CardStories)))('%s renders', async (name, Story) => {
    await renderStory(Story);
    if (name === 'Loading') expect(document.querySelector('[aria-hidden="true"]')).not.toBeNull();
    else expect(await screen.findByRole('article')).toBeInTheDocument();
  });
});

describe('FavoriteToggle stories', () => {
  // Saved and English show hotel 102, which the member saved: pressed once the lookup answers (before it, the
  // heart is not pressed, so waiting for "not pressed" there would pass or fail by timing).
  const saved = new Set(['Saved', 'English']);
  it.each(Object.entries(composeStories(ToggleStories)))('%s renders', async (name, Story) => {
    await renderStory(Story);
    expect(await screen.findByRole('button', { pressed: saved.has(name) })).toBeInTheDocument();
  });
});
