import { withProviders } from '@nusa/test-kit/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { GuestsSheet } from './guests-sheet';

const meta = {
  title: 'Hotel/Home/GuestsSheet',
  component: GuestsSheet,
  decorators: [withProviders()],
  args: { open: true, onClose: fn(), onApply: fn(), value: { rooms: 1, adults: 2, childrenAges: [] } },
} satisfies Meta<typeof GuestsSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithChildren: Story = { args: { value: { rooms: 2, adults: 3, childrenAges: [4, 11] } } };
