// Every story renders on its own, with the preview's Lingui as Storybook gives it.
import { setApiClient } from '@nusa/api-client/client';
import { describeStories, expectPageHeading, setUpStories } from '@nusa/test-kit/stories-test';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import * as PageStories from './checkout-page.stories';
import * as SectionStories from './sections.stories';

setUpStories();
// The router restores the scroll position on navigation; jsdom has no scrolling.
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  sessionStorage.clear();
});
afterEach(() => {
  setApiClient(undefined);
  vi.restoreAllMocks();
});

describeStories({ CheckoutPage: PageStories }, expectPageHeading);

describeStories({ Section: SectionStories }, async ({ container }) => {
  // Behind the catalog gate: rendered once the checkout's copy is merged.
  await vi.waitFor(() => expect(container.textContent?.trim()).not.toBe(''));
});
