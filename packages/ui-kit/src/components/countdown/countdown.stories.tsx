import type { Meta, StoryObj } from '@storybook/react-vite';
import { Countdown } from './countdown';

// Stories pin the clock, so the visual tests see the same time on every run.
const NOW = Date.UTC(2026, 10, 25, 3, 0, 0);
const now = () => NOW;

const meta = {
  title: 'UI Kit/Countdown',
  component: Countdown,
  args: {
    endsAt: NOW + 29 * 60_000 + 59_000,
    label: 'Bayar sebelum waktu habis',
    announce: (minutes: number) => `Sisa waktu ${minutes} menit.`,
    now,
  },
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Minutes: Story = {};

export const Hours: Story = { args: { endsAt: NOW + 23 * 3_600_000 + 59 * 60_000 } };

export const Ended: Story = { args: { endsAt: NOW - 1000 } };

export const English: Story = { args: { label: 'Pay before the time runs out' } };
