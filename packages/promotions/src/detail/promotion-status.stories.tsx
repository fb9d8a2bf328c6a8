import type { Meta, StoryObj } from '@storybook/react-vite';
import { bankPromo } from '../test/fixtures';
import { PromotionStatus } from './promotion-status';

const meta = {
  title: 'Promotions/PromotionStatus',
  component: PromotionStatus,
  args: { promotion: bankPromo, phase: 'ongoing', startsIn: 0, lang: 'id' },
} satisfies Meta<typeof PromotionStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the start: 1 day, 2 hours, 3 minutes and 4 seconds left. */
export const Countdown: Story = {
  args: { phase: 'upcoming', startsIn: (((24 + 2) * 60 + 3) * 60 + 4) * 1000 },
};
export const Ongoing: Story = {};
export const Ended: Story = { args: { phase: 'ended' } };
