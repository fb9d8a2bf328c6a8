import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Select } from './select';

const meta = {
  title: 'UI Kit/Select',
  component: Select,
  args: {
    label: 'Urutkan',
    onChange: fn(),
    options: [
      { value: 'popular', label: 'Paling populer' },
      { value: 'price_asc', label: 'Harga terendah' },
      { value: 'price_desc', label: 'Harga tertinggi' },
      { value: 'rating', label: 'Rating tertinggi' },
    ],
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithPlaceholder: Story = { args: { label: 'Kota', placeholder: 'Pilih kota' } };

export const WithError: Story = {
  args: {
    label: 'Kode negara',
    placeholder: 'Pilih kode negara',
    error: 'Kode negara wajib dipilih',
    required: true,
  },
};

export const Disabled: Story = { args: { disabled: true, hint: 'Urutan dikunci selama promo.' } };
