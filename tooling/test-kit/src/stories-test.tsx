// The story-test loop of every package's stories.test.tsx: each story composed with its file's decorators and
// Storybook's preview Lingui, rendered (or played), then checked. Apart from ./story because it imports Vitest,
// and Storybook loads ./story in the browser.
import type { Catalog } from '@nusa/i18n/catalog';
import { type composeStory, composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { act, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { storyLingui } from './story';

/** A stories file's module (`import * as PageStories from './x.stories'`). */
export type StoriesFile = Parameters<typeof composeStories>[0];

// composeStories types its result by the module it is given; any module's stories are these.
type ComposedStory = ReturnType<typeof composeStory>;

/** What a story's test asserts once the story has rendered; `container` is the story's (the body when played). */
export type StoryCheck = (story: { file: string; name: string; container: HTMLElement }) => unknown;

/**
 * Composed stories get what Storybook's preview gives them: its Lingui (`storyLingui(catalogs)`: a package's
 * first-route catalogs) in the `locale` global `id`. Once per test file, before describeStories.
 */
export function setUpStories(catalogs: readonly Catalog[] = []): void {
  const lingui = storyLingui(catalogs);
  setProjectAnnotations({ decorators: [lingui.decorator], initialGlobals: { locale: 'id' } });
  beforeAll(lingui.load);
}

export interface DescribeStoriesOptions {
  /** Run each story's play function as well (the steps that reach its state) instead of only rendering it. */
  play?: boolean;
}

/**
 * One `describe('<name> stories')` per entry of `files`, one test per story in it: the story renders in an async
 * act (so suspended pieces, a lazy catalog or locale, can commit), then `check` runs.
 */
export function describeStories(
  files: Record<string, StoriesFile>,
  check: StoryCheck,
  { play = false }: DescribeStoriesOptions = {},
): void {
  describe.each(Object.entries(files))('%s stories', (file, stories) => {
    it.each(Object.entries(composeStories(stories)) as [string, ComposedStory][])(
      play ? '%s renders and plays' : '%s renders',
      async (name, Story) => {
        let container = document.body;
        if (play) await Story.run();
        else
          await act(async () => {
            container = render(<Story />).container;
          });
        await check({ file, name, container });
      },
    );
  });
}

/** The check of a page's story: its level-one heading shows. */
export async function expectPageHeading(): Promise<void> {
  expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
}
