import { type StoryProvidersOptions, withProviders } from '@nusa/test-kit/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReviewsPage } from './pages';
import { accountState, apiFrame, member } from './test/fixtures';

// The page on the kit's story runner: the router over the real route tree at the page's path, a signed-in member,
// and the API on the stateful fake (each story picks its state). Lingui comes from Storybook's preview.
const at = (state: Parameters<typeof apiFrame>[0]) =>
  ({ frame: apiFrame(state) }) satisfies StoryProvidersOptions;

const meta = {
  title: 'Account/ReviewsPage',
  component: ReviewsPage,
  decorators: [
    withProviders({ path: '/account/review', session: member, frame: apiFrame(() => accountState()) }),
  ],
  parameters: { layout: 'fullscreen', viewport: { defaultViewport: 'mobile1' } },
} satisfies Meta<typeof ReviewsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AwaitingReview: Story = {};

export const Empty: Story = { parameters: { providers: at(() => accountState({ reviews: [] })) } };

export const Loading: Story = { parameters: { providers: at(() => accountState({ hang: true })) } };

export const Failed: Story = { parameters: { providers: at(() => accountState({ failWith: 500 })) } };

export const English: Story = { globals: { locale: 'en' } };
