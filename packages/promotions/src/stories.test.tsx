// Every story renders on its own, with the preview's Lingui as Storybook gives it.
import { setApiClient } from '@nusa/api-client/client';
import { describeStories, setUpStories } from '@nusa/test-kit/stories-test';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import * as CodeStories from './detail/promo-code.stories';
import * as StatusStories from './detail/promotion-status.stories';
import * as CardStories from './list/promotion-card.stories';
import * as DetailStories from './promotion-page.stories';
import * as ListStories from './promotions-page.stories';

setUpStories();
// The router restores the scroll position on navigation; jsdom has no scrolling.
beforeEach(() => vi.spyOn(window, 'scrollTo').mockImplementation(() => {}));
afterEach(() => {
  setApiClient(undefined);
  vi.restoreAllMocks();
});

describeStories({ PromotionsPage: ListStories, PromotionPage: DetailStories }, async () => {
  // Re-queried each time: the catalog gate's busy frame gives way to the page's own <main>.
  await waitFor(() => expect(screen.getByRole('main')).toBeInTheDocument());
});

describeStories(
  { PromotionCard: CardStories, PromotionStatus: StatusStories, PromoCode: CodeStories },
  ({ container }) => expect(container.innerHTML).not.toBe(''),
);
