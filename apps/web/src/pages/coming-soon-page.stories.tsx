import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShell } from '../test/shell-story.tsx';
import { type ComingSoonKey, ComingSoonPage, PAGE_NAMES } from './coming-soon-page.tsx';

const meta = {
  title: 'Shell/Pages/ComingSoonPage',
  component: ComingSoonPage,
  decorators: [withShell],
  argTypes: {
    page: { control: 'select', options: Object.keys(PAGE_NAMES).sort() as ComingSoonKey[] },
  },
} satisfies Meta<typeof ComingSoonPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const About: Story = { args: { page: 'about' } };

export const BookingHistory: Story = { args: { page: 'accountHistory' } };

export const HotelSearchResults: Story = { args: { page: 'hotelSearch' } };
