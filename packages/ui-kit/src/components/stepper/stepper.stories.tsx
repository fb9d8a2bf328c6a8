import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Stepper, type StepperProps } from './stepper';

function Controlled(props: StepperProps) {
  const [value, setValue] = useState(props.value);
  return (
    <Stepper
      {...props}
      value={value}
      onChange={(next) => {
        props.onChange(next);
        setValue(next);
      }}
    />
  );
}

const meta = {
  title: 'UI Kit/Stepper',
  component: Stepper,
  args: {
    label: 'Dewasa',
    description: 'Usia 12 tahun ke atas',
    value: 2,
    min: 1,
    max: 16,
    decrementLabel: 'Kurangi dewasa',
    incrementLabel: 'Tambah dewasa',
    onChange: fn(),
  },
  render: (args) => <Controlled {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Adults: Story = {};

export const Rooms: Story = {
  args: {
    label: 'Kamar',
    description: undefined,
    value: 1,
    max: 8,
    decrementLabel: 'Kurangi kamar',
    incrementLabel: 'Tambah kamar',
  },
};

export const AtMaximum: Story = {
  args: {
    label: 'Anak',
    description: 'Usia 0-11 tahun',
    value: 6,
    min: 0,
    max: 6,
    decrementLabel: 'Kurangi anak',
    incrementLabel: 'Tambah anak',
  },
};

export const Disabled: Story = { args: { disabled: true } };
