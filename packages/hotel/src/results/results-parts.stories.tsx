import { withProviders } from '@nusa/test-kit/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ResultsEmpty, ResultsError, ResultsSkeleton, SignInPrompt, SummaryBar } from './results-parts';
import { WithResultsCatalog } from './with-results-catalog';

const meta = {
  title: 'Hotel/Results/States',
  component: ResultsEmpty,
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480, padding: 16 }}>
        <Story />
      </div>
    ),
    withProviders({ frame: WithResultsCatalog }),
  ],
  args: { hasFilters: false, onClearFilters: fn(), onEditSearch: fn() },
} satisfies Meta<typeof ResultsEmpty>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const EmptyWithFilters: Story = { args: { hasFilters: true } };

export const Skeleton: Story = { render: () => <ResultsSkeleton /> };

export const ApiError: Story = {
  render: () => <ResultsError message="Maaf, durasi menginap maksimal 15 malam" onEditSearch={fn()} />,
};

export const SignIn: Story = {
  render: () => (
    <SignInPrompt
      renderLink={(children, className) => (
        <a href="/login" className={className}>
          {children}
        </a>
      )}
    />
  ),
};

export const Summary: Story = {
  render: () => (
    <SummaryBar
      destinationName="Kuta, Badung"
      checkIn="2026-12-01"
      checkOut="2026-12-03"
      nights={2}
      guests={{ rooms: 1, adults: 2, childrenAges: [5] }}
      onEdit={fn()}
      filterCount={2}
      onFilter={fn()}
    />
  ),
};
