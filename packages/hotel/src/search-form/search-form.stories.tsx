import { type StoryProvidersOptions, withProviders } from '@nusa/test-kit/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { hotelCatalog } from '../locales';
import { SearchForm } from './search-form';
import { destinationFromSuggestion, initialFormState } from './search-model';
import { kutaSuggestions, sampleHolidays } from './test-fixtures';

const TODAY = '2026-11-23';

const meta = {
  title: 'Hotel/Home/SearchForm',
  component: SearchForm,
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480, padding: 16, background: '#0b6172' }}>
        <Story />
      </div>
    ),
    withProviders(),
  ],
  args: {
    initialState: initialFormState(TODAY),
    today: TODAY,
    holidays: sampleHolidays,
    suggestions: [],
    onSubmit: fn(),
    onKeywordChange: fn(),
  },
} satisfies Meta<typeof SearchForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Prefilled: Story = {
  args: {
    initialState: {
      ...initialFormState(TODAY),
      text: 'Kuta',
      destination: destinationFromSuggestion(kutaSuggestions[0]!),
      checkIn: '2026-12-24',
      checkOut: '2026-12-27',
      rooms: 2,
      adults: 4,
      childrenAges: [5, 9],
    },
  },
};

export const LocationError: Story = {
  args: { initialErrors: { location: 'required' } },
};

/** "Hotel di sekitar saya" got no position: the spec's message for denied location services, input kept. */
export const NearbyDenied: Story = {
  args: {
    initialState: { ...initialFormState(TODAY), text: 'Ub' },
    initialErrors: { location: 'nearby' },
    onNearby: fn(async () => 'denied' as const),
  },
};

export const WithSuggestions: Story = {
  args: {
    initialState: { ...initialFormState(TODAY), text: 'kuta' },
    suggestions: kutaSuggestions,
    suggestionsOpen: true,
  },
};

export const English: Story = {
  args: { initialErrors: { location: 'required' } },
  parameters: { providers: { lang: 'en', catalogs: [hotelCatalog] } satisfies StoryProvidersOptions },
};

export const NearbyDeniedEnglish: Story = {
  args: { initialErrors: { location: 'nearby' }, onNearby: fn(async () => 'denied' as const) },
  parameters: English.parameters,
};
