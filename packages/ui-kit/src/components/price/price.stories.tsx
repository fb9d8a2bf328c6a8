import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../badge/badge';
import { PriceBox, StruckPrice } from './price';

const meta = {
  title: 'UI Kit/PriceBox',
  component: PriceBox,
  args: {
    price: 'Rp 850.000',
    unit: 'per kamar per malam',
    unavailable: 'Hotel penuh untuk tanggal ini',
    align: 'start',
  },
  argTypes: { align: { control: 'inline-radio', options: ['start', 'end'] } },
  // A card's text column is about 200 px wide on a 360 px phone.
  decorators: [
    (Story) => <div style={{ display: 'flex', flexDirection: 'column', width: 200 }}>{Story()}</div>,
  ],
} satisfies Meta<typeof PriceBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Price: Story = {};

export const Discounted: Story = {
  args: { children: <StruckPrice label="Harga awal">Rp 1.200.000</StruckPrice> },
};

export const MemberRate: Story = {
  args: {
    children: (
      <>
        <Badge tone="accent">Harga member</Badge>
        <StruckPrice label="Harga umum">Rp 1.000.000</StruckPrice>
      </>
    ),
  },
};

export const Unavailable: Story = { args: { price: null } };

/** The results list: the price closes the card's column on the right. */
export const AlignedEnd: Story = {
  args: { align: 'end', children: <StruckPrice label="Harga awal">Rp 1.200.000</StruckPrice> },
};

export const UnavailableAlignedEnd: Story = {
  args: { align: 'end', price: null, unavailable: 'Kamar habis, pilih tanggal lain' },
};
