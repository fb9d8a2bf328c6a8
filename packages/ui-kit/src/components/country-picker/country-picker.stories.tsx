import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { type CountryRow, INDONESIA } from './countries';
import { CountryCodeButton, CountryPicker } from './country-picker';

const rows: CountryRow[] = [
  ['ID', '62', 'Indonesia', 'Indonesia'],
  ['MY', '60', 'Malaysia', 'Malaysia'],
  ['SG', '65', 'Singapura', 'Singapore'],
  ['US', '1', 'Amerika Serikat', 'United States'],
];

const meta = {
  title: 'UI Kit/CountryPicker',
  component: CountryPicker,
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  args: {
    open: true,
    selected: 'ID',
    onSelect: fn(),
    onClose: fn(),
    locale: 'id',
    rows,
    labels: {
      title: 'Pilih kode negara',
      close: 'Tutup',
      search: 'Cari negara atau kode',
      list: 'Daftar negara',
      loading: 'Memuat…',
      empty: 'Negara tidak ditemukan',
      failed: 'Daftar negara gagal dimuat. Coba lagi.',
    },
  },
} satisfies Meta<typeof CountryPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The whole bundled list, loaded when the picker opens. */
export const BundledList: Story = { args: { rows: undefined } };

export const EnglishNames: Story = { args: { locale: 'en', selected: 'SG' } };

export const CodeButton: Story = {
  render: () => (
    <CountryCodeButton country={INDONESIA} aria-label="Kode negara: Indonesia +62. Ganti" onClick={fn()} />
  ),
};
