// Every story of every account page renders on its own, with the preview's Lingui as Storybook gives it.
import { setApiClient } from '@nusa/api-client/client';
import { storyLingui } from '@nusa/test-kit/story';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as BookingStories from './booking-page.stories';
import * as HistoryStories from './history-page.stories';
import * as HomeStories from './home-page.stories';
import * as PasswordStories from './password-page.stories';
import * as ProfileStories from './profile-page.stories';
import * as PhoneChangeStories from './profile/phone-change.stories';
import * as ReviewStories from './review-page.stories';
import * as ReviewsStories from './reviews-page.stories';

const lingui = storyLingui();
setProjectAnnotations({ decorators: [lingui.decorator], initialGlobals: { locale: 'id' } });
beforeAll(lingui.load);
// The router restores the scroll position on navigation; jsdom has no scrolling.
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  setApiClient(undefined);
  vi.restoreAllMocks();
});

const pages = {
  AccountHomePage: HomeStories,
  HistoryPage: HistoryStories,
  BookingPage: BookingStories,
  PasswordPage: PasswordStories,
  ProfilePage: ProfileStories,
  ReviewsPage: ReviewsStories,
  ReviewPage: ReviewStories,
};

describe.each(Object.entries(pages))('%s stories', (_page, stories) => {
  it.each(Object.entries(composeStories(stories)))('%s renders', async (_name, Story) => {
    await act(async () => {
      render(<Story />);
    });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});

// The phone change's states are reached by each story's play function (the steps a member takes).
describe('Phone change stories', () => {
  it.each(Object.entries(composeStories(PhoneChangeStories)))('%s plays', async (_name, Story) => {
    await Story.run();
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});
