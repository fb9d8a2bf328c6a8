import type { Meta, StoryObj } from '@storybook/react-vite';
import { ComingSoonPage } from '../pages/coming-soon-page.tsx';
import { type ShellParameters, withShell } from '../test/shell-story.tsx';
import { RootLayout } from './root-layout.tsx';

function AboutPage() {
  return <ComingSoonPage page="about" />;
}

const meta = {
  title: 'Shell/Layout/RootLayout',
  component: RootLayout,
  decorators: [withShell],
  parameters: { layout: 'fullscreen', shell: { path: '/about', page: AboutPage } satisfies ShellParameters },
} satisfies Meta<typeof RootLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole shell around a page: download banner, header, the page and the bottom navigation. */
export const WithPage: Story = {};

/** A navigation that takes longer than 200 ms shows the progress bar at the top (it ends on the next click). */
export const Navigating: Story = {
  parameters: {
    shell: { path: '/about', page: AboutPage, navigating: true } satisfies ShellParameters,
  },
};

/** An unknown path: the 404 page inside the layout. */
export const NotFound: Story = {
  parameters: { shell: { path: '/this/does/not/exist' } satisfies ShellParameters },
};
