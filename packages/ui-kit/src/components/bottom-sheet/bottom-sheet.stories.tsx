import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../button/button';
import { Checkbox } from '../checkbox/checkbox';
import { Stepper } from '../stepper/stepper';
import { BottomSheet, type BottomSheetProps } from './bottom-sheet';

function SheetDemo({ openLabel, ...props }: BottomSheetProps & { openLabel: string }) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {openLabel}
      </Button>
      <BottomSheet
        {...props}
        open={open}
        onClose={() => {
          props.onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

function GuestPicker() {
  const [rooms, setRooms] = useState(1);
  const [adults, setAdults] = useState(2);
  const [children, setChildren] = useState(0);
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <Stepper
        label="Kamar"
        value={rooms}
        onChange={setRooms}
        min={1}
        max={8}
        decrementLabel="Kurangi kamar"
        incrementLabel="Tambah kamar"
      />
      <Stepper
        label="Dewasa"
        description="Usia 12 tahun ke atas"
        value={adults}
        onChange={setAdults}
        min={1}
        max={16}
        decrementLabel="Kurangi dewasa"
        incrementLabel="Tambah dewasa"
      />
      <Stepper
        label="Anak"
        description="Usia 0-11 tahun"
        value={children}
        onChange={setChildren}
        max={6}
        decrementLabel="Kurangi anak"
        incrementLabel="Tambah anak"
      />
    </div>
  );
}

const meta = {
  title: 'UI Kit/BottomSheet',
  component: BottomSheet,
  args: {
    open: true,
    onClose: fn(),
    title: 'Filter',
    closeLabel: 'Tutup',
    children: (
      <div style={{ display: 'grid', gap: 12 }}>
        <Checkbox label="Bintang 5" />
        <Checkbox label="Bintang 4" />
        <Checkbox label="Gratis pembatalan" />
        <Checkbox label="Termasuk sarapan" />
      </div>
    ),
    footer: (
      <>
        <Button variant="secondary">Atur ulang</Button>
        <Button>Terapkan</Button>
      </>
    ),
  },
  render: (args) => <SheetDemo {...args} openLabel="Buka filter" />,
  // The narrowest phone the app must support.
  globals: { viewport: { value: '360-740', isRotated: false } },
} satisfies Meta<typeof BottomSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filters: Story = {};

export const GuestsAndRooms: Story = {
  args: { title: 'Tamu & kamar', children: <GuestPicker />, footer: <Button fullWidth>Selesai</Button> },
};

export const Sort: Story = {
  args: {
    title: 'Urutkan',
    footer: undefined,
    children: (
      <div style={{ display: 'grid', gap: 12 }}>
        {['Paling populer', 'Harga terendah', 'Harga tertinggi', 'Rating tertinggi'].map((label) => (
          <label key={label} style={{ display: 'flex', gap: 12, minHeight: 44, alignItems: 'center' }}>
            <input type="radio" name="sort" /> {label}
          </label>
        ))}
      </div>
    ),
  },
};
