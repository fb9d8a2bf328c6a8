import { useRouter } from '@nusa/router/react';
import type { StoryProvidersOptions } from '@nusa/test-kit/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useEffect } from 'react';
import { withShell } from '../test/shell-story.tsx';
import { AppHeader } from './app-header.tsx';
import { HEADER_TRANSITION_PX } from './use-scroll-progress.ts';

/** A long striped page under the sticky header, so its transparency and its solid state are visible. */
function Page({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <div
        aria-hidden="true"
        style={{
          height: '250vh',
          marginTop: -56,
          background: 'repeating-linear-gradient(180deg, #e6f3f5 0 48px, #ffffff 48px 96px)',
        }}
      />
    </>
  );
}

/** Scrolls the story past the header's transition distance (and back to the top when it goes). */
function ScrolledPast({ children }: { children: ReactNode }) {
  const router = useRouter();
  useEffect(() => {
    const scroll = () => window.scrollTo(0, HEADER_TRANSITION_PX + 50);
    scroll();
    // The router restores the scroll position after rendering; scroll again once it has.
    const stop = router.subscribe('onRendered', () => requestAnimationFrame(scroll));
    return () => {
      stop();
      window.scrollTo(0, 0);
    };
  }, [router]);
  return children;
}

const meta = {
  title: 'Shell/Layout/AppHeader',
  component: AppHeader,
  decorators: [
    (Story) => (
      <Page>
        <Story />
      </Page>
    ),
    withShell,
  ],
  parameters: { layout: 'fullscreen', providers: { path: '/about' } satisfies StoryProvidersOptions },
} satisfies Meta<typeof AppHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At the top of a page: transparent, with the back button. */
export const TopOfPage: Story = {};

/** Scrolled through the first 350 px: a translucent white background. */
export const Scrolled: Story = {
  decorators: [
    (Story) => (
      <ScrolledPast>
        <Story />
      </ScrolledPast>
    ),
  ],
};

/** The home page has no back button. */
export const OnHome: Story = {
  parameters: { providers: { path: '/' } satisfies StoryProvidersOptions },
};
