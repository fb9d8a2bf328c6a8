import { withProviders } from '@nusa/test-kit/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { DestinationCombobox, type DestinationComboboxProps } from './destination-combobox';
import { kutaSuggestions, suggestion } from './test-fixtures';

/** Keeps the typed text in story state so the field can be tried out. */
function Stateful({ value: initial, ...props }: DestinationComboboxProps) {
  const [value, setValue] = useState(initial);
  return (
    <DestinationCombobox
      {...props}
      value={value}
      onValueChange={(text) => {
        setValue(text);
        props.onValueChange(text);
      }}
      onSelectSuggestion={(item) => {
        setValue(item.name);
        props.onSelectSuggestion(item);
      }}
    />
  );
}

const meta = {
  title: 'Hotel/Home/DestinationCombobox',
  component: DestinationCombobox,
  render: (args) => <Stateful {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420, minHeight: 480, padding: 16 }}>
        <Story />
      </div>
    ),
    withProviders(),
  ],
  args: {
    value: 'kuta',
    suggestions: kutaSuggestions,
    defaultOpen: true,
    onValueChange: fn(),
    onSelectSuggestion: fn(),
    onSelectText: fn(),
  },
} satisfies Meta<typeof DestinationCombobox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithSuggestions: Story = {};

export const EveryKind: Story = {
  args: {
    value: 'ja',
    suggestions: [
      suggestion({ type: 'city', id: 1, name: 'Jakarta Pusat', label: 'DKI Jakarta' }),
      suggestion({ type: 'area', id: 2, name: 'Jatinegara', label: 'Jakarta Timur, DKI Jakarta' }),
      suggestion({ type: 'poi', id: 3, name: 'Bandara Soekarno-Hatta', label: 'Bandara · Tangerang' }),
      suggestion({ type: 'hotel_group', id: 4, name: 'Jaya Hotels', label: 'Grup hotel · 12 hotel' }),
      suggestion({ type: 'hotel', id: 5, name: 'Hotel Jayakarta', label: 'Kuta, Badung' }),
    ],
  },
};

export const Loading: Story = { args: { suggestions: [], loading: true } };

export const NoMatch: Story = { args: { value: 'xyzzy', suggestions: [] } };

export const Required: Story = { args: { value: '', defaultOpen: false, error: 'Lokasi wajib diisi' } };

/** Opened before anything is typed: "Hotel di sekitar saya" is the first (and only) option. */
export const NearMe: Story = { args: { value: '', suggestions: [], onSelectNearby: fn() } };

/** Near me above the suggestions while typing. */
export const NearMeWithSuggestions: Story = { args: { onSelectNearby: fn() } };

/** While the visitor's position is looked up. */
export const Locating: Story = {
  args: { value: '', defaultOpen: false, onSelectNearby: fn(), hint: 'Mencari lokasi Anda…' },
};
