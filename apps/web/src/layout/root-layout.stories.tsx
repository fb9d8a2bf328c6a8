import type { StoryProvidersOptions } from '@nusa/test-kit/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShell, withSlowNavigation } from '../test/shell-story.tsx';
import { RootLayout } from './root-layout.tsx';

/** A stand-in for a page: what these stories show is the layout around it. */
function SamplePage() {
  return (
    <main>
      <h1>Halaman contoh</h1>
    </main>
  );
}

const meta = {
  title: 'Shell/Layout/RootLayout',
  component: RootLayout,
  decorators: [withShell],
  parameters: {
    layout: 'fullscreen',
    providers: { path: '/about', outlet: SamplePage } satisfies StoryProvidersOptions,
  },
} satisfies Meta<typeof RootLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole shell around a page: download banner, header, the page and the bottom navigation. */
export const WithPage: Story = {};

/** A navigation that takes longer than 200 ms shows the progress bar at the top (it ends on the next click). */
export const Navigating: Story = { decorators: [withSlowNavigation] };

/** An unknown path: the 404 page inside the layout. */
export const NotFound: Story = {
  parameters: { providers: { path: '/this/does/not/exist' } satisfies StoryProvidersOptions },
};
