import { withProviders } from '@nusa/test-kit/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FilterSheet } from './filter-sheet';
import { NO_FILTERS } from './results-model';
import { sampleFacets } from './test-fixtures';
import { WithResultsCatalog } from './with-results-catalog';

const meta = {
  title: 'Hotel/Results/FilterSheet',
  component: FilterSheet,
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  decorators: [withProviders({ frame: WithResultsCatalog })],
  args: { open: true, onClose: fn(), onApply: fn(), value: NO_FILTERS, facets: sampleFacets },
} satisfies Meta<typeof FilterSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithCounts: Story = {};

export const WithSelection: Story = {
  args: {
    value: { ...NO_FILTERS, sort: 'lowest_price', stars: [4, 5], facilities: ['pool'], breakfast: true },
  },
};

export const CountsLoading: Story = { args: { facets: undefined } };

export const PointOfInterest: Story = {
  args: { distanceSort: true, value: { ...NO_FILTERS, sort: 'distance' } },
};

/** Review score, property types and an area chosen, with their counts. */
export const ReviewTypeAndArea: Story = {
  args: {
    value: { ...NO_FILTERS, review_score: 4, property_types: ['villa', 'resort'], areas: [32] },
  },
};

/** "Hotels near me": distance is the default order. */
export const NearYou: Story = {
  args: { distanceSort: true, defaultSort: 'distance', value: { ...NO_FILTERS, sort: 'distance' } },
};
