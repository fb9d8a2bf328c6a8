import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './skeleton';

const meta = {
  title: 'UI Kit/Skeleton',
  component: Skeleton,
  args: { shape: 'block', height: 160 },
  argTypes: { shape: { control: 'inline-radio', options: ['block', 'text', 'circle'] } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Block: Story = {};

export const Text: Story = { args: { shape: 'text', lines: 3, height: undefined } };

export const Circle: Story = { args: { shape: 'circle', width: 48, height: undefined } };

export const HotelCardLoading: Story = {
  render: () => (
    <div aria-busy="true" style={{ display: 'grid', gap: 12, maxWidth: 360 }}>
      <Skeleton height={180} radius={12} />
      <Skeleton shape="text" width="70%" height={20} />
      <Skeleton shape="text" lines={2} />
      <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <Skeleton shape="circle" width={24} />
        <Skeleton shape="text" width={120} />
      </div>
    </div>
  ),
};
