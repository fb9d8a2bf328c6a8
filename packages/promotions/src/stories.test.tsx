// Every story renders on its own, with the preview's Lingui as Storybook gives it.
import { setApiClient } from '@nusa/api-client/client';
import { storyLingui } from '@nusa/test-kit/story';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as PageStories from './promotions-page.stories';

const lingui = storyLingui();
setProjectAnnotations({ decorators: [lingui.decorator], initialGlobals: { locale: 'id' } });
beforeAll(lingui.load);
// The router restores the scroll position on navigation; jsdom has no scrolling.
beforeEach(() => vi.spyOn(window, 'scrollTo').mockImplementation(() => {}));
afterEach(() => {
  setApiClient(undefined);
  vi.restoreAllMocks();
});

describe('PromotionsPage stories', () => {
  it.each(Object.entries(composeStories(PageStories)))('%s renders', async (_name, Story) => {
    await act(async () => {
      render(<Story />);
    });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});
