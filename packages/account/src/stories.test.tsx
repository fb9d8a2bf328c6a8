// Every story of every account page renders on its own, with the preview's Lingui as Storybook gives it.
import { setApiClient } from '@nusa/api-client/client';
import { describeStories, expectPageHeading, setUpStories } from '@nusa/test-kit/stories-test';
import { afterEach, beforeEach, vi } from 'vitest';
import * as BookingStories from './booking-page.stories';
import * as HistoryStories from './history-page.stories';
import * as HomeStories from './home-page.stories';
import * as PasswordStories from './password-page.stories';
import * as ProfileStories from './profile-page.stories';
import * as PhoneChangeStories from './profile/phone-change.stories';
import * as ReviewStories from './review-page.stories';
import * as ReviewsStories from './reviews-page.stories';

setUpStories();
// The router restores the scroll position on navigation; jsdom has no scrolling.
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  setApiClient(undefined);
  vi.restoreAllMocks();
});

describeStories(
  {
    AccountHomePage: HomeStories,
    HistoryPage: HistoryStories,
    BookingPage: BookingStories,
    PasswordPage: PasswordStories,
    ProfilePage: ProfileStories,
    ReviewsPage: ReviewsStories,
    ReviewPage: ReviewStories,
  },
  expectPageHeading,
);

// The phone change's states are reached by each story's play function (the steps a member takes).
describeStories({ PhoneChange: PhoneChangeStories }, expectPageHeading, { play: true });
