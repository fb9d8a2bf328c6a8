// Every story renders on its own, with the preview's Lingui as Storybook gives it.
import { setApiClient } from '@nusa/api-client/client';
import { describeStories, expectPageHeading, setUpStories } from '@nusa/test-kit/stories-test';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import * as CardStories from './favorite-card.stories';
import * as ToggleStories from './favorite-toggle.stories';
import * as PageStories from './favorites-page.stories';

setUpStories();
// The router restores the scroll position on navigation; jsdom has no scrolling.
beforeEach(() => vi.spyOn(window, 'scrollTo').mockImplementation(() => {}));
afterEach(() => {
  setApiClient(undefined);
  vi.restoreAllMocks();
});

describeStories({ FavoritesPage: PageStories }, expectPageHeading);

describeStories({ FavoriteCard: CardStories }, async ({ name }) => {
  if (name === 'Loading') expect(document.querySelector('[aria-hidden="true"]')).not.toBeNull();
  else expect(await screen.findByRole('article')).toBeInTheDocument();
});

// Saved and English show hotel 102, which the member saved: pressed once the lookup answers (before it, the heart
// is not pressed, so waiting for "not pressed" there would pass or fail by timing).
const saved = new Set(['Saved', 'English']);
describeStories({ FavoriteToggle: ToggleStories }, async ({ name }) => {
  expect(await screen.findByRole('button', { pressed: saved.has(name) })).toBeInTheDocument();
});
