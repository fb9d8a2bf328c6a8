import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Icon } from '../icon/icon';
import { Button } from './button';

const meta = {
  title: 'UI Kit/Button',
  component: Button,
  args: { children: 'Cari hotel', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Lihat kamar' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Lupa kata sandi?' } };

export const Danger: Story = { args: { variant: 'danger', children: 'Hapus akun' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button {...args} size="sm">
        Kecil
      </Button>
      <Button {...args} size="md">
        Sedang
      </Button>
      <Button {...args} size="lg">
        Besar
      </Button>
    </div>
  ),
};

export const WithIcon: Story = {
  args: { leadingIcon: <Icon name="search" size={20} />, children: 'Cari' },
};

export const Loading: Story = { args: { loading: true, children: 'Bayar sekarang' } };

export const Disabled: Story = { args: { disabled: true, children: 'Pesan kamar' } };

export const FullWidthOnMobile: Story = {
  args: { fullWidth: true, size: 'lg', children: 'Lanjut ke pembayaran' },
  // The narrowest phone the app must support.
  globals: { viewport: { value: '360-740', isRotated: false } },
};
