import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Icon } from '../icon/icon';
import { TextField, type TextFieldProps } from './text-field';

const meta = {
  title: 'UI Kit/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', placeholder: 'nama@email.com' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = { args: { hint: 'Kami kirim e-tiket ke email ini.' } };

export const WithError: Story = {
  args: { defaultValue: 'nama@', error: 'Format email tidak valid', required: true },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'budi@contoh.id', hint: 'Email dari akun Google tidak bisa diubah.' },
};

export const WithLeadingIcon: Story = {
  args: {
    label: 'Tujuan',
    type: 'search',
    placeholder: 'Kota, area, atau hotel',
    leading: <Icon name="search" size={20} />,
  },
};

// The toggle and clear buttons belong to the caller, so their copy is the caller's too (passed in here).
function ClearableField({ clearLabel, ...props }: TextFieldProps & { clearLabel: string }) {
  const [value, setValue] = useState('budi@contoh.id');
  return (
    <TextField
      {...props}
      value={value}
      onChange={(e) => setValue(e.target.value)}
      trailing={
        value ? (
          <button type="button" aria-label={clearLabel} onClick={() => setValue('')}>
            <Icon name="close" size={18} />
          </button>
        ) : null
      }
    />
  );
}

export const ClearButton: Story = {
  render: (args) => <ClearableField {...args} clearLabel="Hapus email" />,
};

function PasswordField({ showLabel, ...props }: TextFieldProps & { showLabel: string }) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      trailing={
        <button type="button" aria-label={showLabel} aria-pressed={shown} onClick={() => setShown((s) => !s)}>
          <Icon name={shown ? 'eye-off' : 'eye'} size={20} />
        </button>
      }
    />
  );
}

export const PasswordToggle: Story = {
  args: { label: 'Kata sandi', placeholder: '6-20 karakter', hint: 'Minimal 6, maksimal 20 karakter.' },
  render: (args) => <PasswordField {...args} showLabel="Tampilkan kata sandi" />,
};

export const PhoneWithPrefix: Story = {
  args: {
    label: 'Nomor HP',
    type: 'tel',
    inputMode: 'tel',
    placeholder: '812 3456 7890',
    leading: <span>+62</span>,
  },
};
