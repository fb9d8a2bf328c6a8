import { withProviders } from '@nusa/test-kit/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { bankPromo, upcomingPromo } from '../test/fixtures';
import { PromotionCard, PromotionCardSkeleton } from './promotion-card';

const meta = {
  title: 'Promotions/PromotionCard',
  component: PromotionCard,
  decorators: [withProviders({ path: '/promotions' })],
  args: { promotion: bankPromo, lang: 'id' },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <PromotionCard {...args} />
    </div>
  ),
} satisfies Meta<typeof PromotionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ongoing: Story = {};
export const Upcoming: Story = { args: { promotion: upcomingPromo } };
export const AppWebView: Story = { args: { embedded: true } };
export const Loading: Story = { render: () => <PromotionCardSkeleton /> };
