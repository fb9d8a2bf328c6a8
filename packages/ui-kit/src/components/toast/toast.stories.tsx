import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../button/button';
import { Toast, type ToastProps, ToastViewport } from './toast';

const meta = {
  title: 'UI Kit/Toast',
  component: Toast,
  args: {
    tone: 'success',
    title: 'Berhasil',
    children: 'Kode promo berhasil disalin.',
    closeLabel: 'Tutup notifikasi',
    duration: 0,
    onClose: fn(),
  },
  render: (args) => (
    <ToastViewport portal={false} position="top">
      <Toast {...args} />
    </ToastViewport>
  ),
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};

export const Info: Story = {
  args: { tone: 'info', title: undefined, children: 'Harga sudah termasuk pajak.' },
};

export const Warning: Story = {
  args: { tone: 'warning', title: 'Sesi hampir habis', children: 'Selesaikan pembayaran dalam 5 menit.' },
};

export const Danger: Story = {
  args: { tone: 'danger', title: 'Gagal masuk', children: 'Email dan/atau kata sandi salah.' },
};

export const WithAction: Story = {
  args: {
    tone: 'info',
    title: undefined,
    children: 'Hotel dihapus dari favorit.',
    action: (
      <Button size="sm" variant="ghost">
        Urungkan
      </Button>
    ),
  },
};

interface Item {
  id: number;
  tone: ToastProps['tone'];
  text: string;
}

function Stack(args: ToastProps) {
  const [items, setItems] = useState<Item[]>([]);
  const push = (tone: Item['tone'], text: string) =>
    setItems((list) => [...list, { id: Date.now(), tone, text }]);
  return (
    <>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button onClick={() => push('success', 'Kode promo disalin')}>Sukses</Button>
        <Button variant="danger" onClick={() => push('danger', 'Kode OTP salah')}>
          Error
        </Button>
      </div>
      <ToastViewport position="bottom">
        {items.map((item) => (
          <Toast
            key={item.id}
            tone={item.tone}
            duration={args.duration}
            closeLabel={args.closeLabel}
            onClose={() => setItems((list) => list.filter((t) => t.id !== item.id))}
          >
            {item.text}
          </Toast>
        ))}
      </ToastViewport>
    </>
  );
}

export const AutoDismissStack: Story = {
  args: { duration: 4000 },
  render: (args) => <Stack {...args} />,
};
