import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { Icon } from '../icon/icon';
import { EmptyState } from './empty-state';

const meta = {
  title: 'UI Kit/EmptyState',
  component: EmptyState,
  args: {
    illustration: <Icon name="heart" size={96} />,
    title: 'Belum ada hotel favorit',
    description: 'Ketuk ikon hati di halaman hotel untuk menyimpannya di sini.',
    action: <Button>Cari hotel</Button>,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Favorites: Story = {};

export const NoBookings: Story = {
  args: {
    illustration: <Icon name="receipt" size={96} />,
    title: 'Belum ada pesanan',
    description: 'Pesanan hotel Anda akan muncul di sini.',
  },
};

export const NoResults: Story = {
  args: {
    illustration: <Icon name="search" size={96} />,
    title: 'Tidak ada kamar tersedia',
    description: 'Coba pilih tanggal lain atau ubah filter.',
    action: <Button variant="secondary">Ubah tanggal</Button>,
  },
};

export const WithoutAction: Story = { args: { action: undefined } };
