// Every story renders on its own, with the preview's Lingui as Storybook gives it.
import { setApiClient } from '@nusa/api-client/client';
import { storyLingui } from '@nusa/test-kit/story';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as CodeStories from './detail/promo-code.stories';
import * as StatusStories from './detail/promotion-status.stories';
import * as CardStories from './list/promotion-card.stories';
import * as DetailStories from './promotion-page.stories';
import * as ListStories from './promotions-page.stories';

const lingui = storyLingui();
setProjectAnnotations({ decorators: [lingui.decorator], initialGlobals: { locale: 'id' } });
beforeAll(lingui.load);
// The router restores the scroll position on navigation; jsdom has no scrolling.
beforeEach(() => vi.spyOn(window, 'scrollTo').mockImplementation(() => {}));
afterEach(() => {
  setApiClient(undefined);
  vi.restoreAllMocks();
});

describe('page stories', () => {
  it.each([...Object.entries(composeStories(ListStories)), ...Object.entries(composeStories(DetailStories))])(
    '%s renders',
    async (_name, Story) => {
      await act(async () => {
        render(<Story />);
      });
      // Re-queried each time: the catalog gate's busy frame gives way to the page's own <main>.
      await waitFor(() => expect(screen.getByRole('main')).toBeInTheDocument());
    },
  );
});

describe('component stories', () => {
  it.each([
    ...Object.entries(composeStories(CardStories)),
    ...Object.entries(composeStories(StatusStories)),
    ...Object.entries(composeStories(CodeStories)),
  ])('%s renders', async (_name, Story) => {
    let container: HTMLElement | undefined;
    await act(async () => {
      container = render(<Story />).container;
    });
    expect(container?.innerHTML).not.toBe('');
  });
});
