import { type StoryProvidersOptions, withProviders } from '@nusa/test-kit/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReviewPage } from './pages';
import { accountState, apiFrame, member } from './test/fixtures';

// The page on the kit's story runner: the router over the real route tree at the page's path, a signed-in member,
// and the API on the stateful fake (each story picks its state). Lingui comes from Storybook's preview.
const at = (state: Parameters<typeof apiFrame>[0]) =>
  ({ frame: apiFrame(state) }) satisfies StoryProvidersOptions;

const meta = {
  title: 'Account/ReviewPage',
  component: ReviewPage,
  decorators: [
    withProviders({
      path: '/account/review/hotel/55',
      session: member,
      frame: apiFrame(() => accountState()),
    }),
  ],
  parameters: { layout: 'fullscreen', viewport: { defaultViewport: 'mobile1' } },
} satisfies Meta<typeof ReviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {};

export const SentReadOnly: Story = { parameters: { providers: { path: '/account/review/hotel/48' } } };

export const NotFound: Story = { parameters: { providers: { path: '/account/review/hotel/999' } } };

export const Loading: Story = { parameters: { providers: at(() => accountState({ hang: true })) } };

export const Failed: Story = { parameters: { providers: at(() => accountState({ failWith: 500 })) } };

export const English: Story = { globals: { locale: 'en' } };
