import { type StoryProvidersOptions, withProviders } from '@nusa/test-kit/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { hotelCatalog } from '../locales';
import { DateSheet } from './date-sheet';
import { sampleHolidays } from './test-fixtures';

const meta = {
  title: 'Hotel/Home/DateSheet',
  component: DateSheet,
  decorators: [withProviders()],
  args: {
    open: true,
    onClose: fn(),
    onApply: fn(),
    today: '2026-11-23',
    holidays: sampleHolidays,
    // December 2026 holds Natal (25th) and its joint leave day (24th).
    value: { checkIn: '2026-12-22', checkOut: '2026-12-26' },
  },
} satisfies Meta<typeof DateSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithHolidays: Story = {};

export const English: Story = {
  parameters: { providers: { lang: 'en', catalogs: [hotelCatalog] } satisfies StoryProvidersOptions },
};
