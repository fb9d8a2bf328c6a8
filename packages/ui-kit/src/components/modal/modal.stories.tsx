import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../button/button';
import { TextField } from '../text-field/text-field';
import { Modal, type ModalProps } from './modal';

// Stories keep their own open state so the opener button, focus return and Escape can be tried by hand.
function ModalDemo({ openLabel, ...props }: ModalProps & { openLabel: string }) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{openLabel}</Button>
      <Modal
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

const meta = {
  title: 'UI Kit/Modal',
  component: Modal,
  args: {
    open: true,
    onClose: fn(),
    title: 'Lupa kata sandi',
    closeLabel: 'Tutup',
    children: (
      <div style={{ display: 'grid', gap: 16 }}>
        <p>Masukkan email Anda. Kami akan mengirim tautan untuk mengatur ulang kata sandi.</p>
        <TextField label="Email" type="email" autoComplete="email" />
      </div>
    ),
    footer: <Button fullWidth>Kirim tautan</Button>,
  },
  render: (args) => <ModalDemo {...args} openLabel="Buka modal" />,
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Small: Story = {
  args: {
    size: 'sm',
    title: 'Keluar dari akun?',
    children: <p>Anda perlu masuk lagi untuk melihat pesanan.</p>,
    footer: <Button variant="danger">Keluar</Button>,
  },
};

export const FullscreenOnMobile: Story = {
  args: {
    size: 'fullscreen',
    title: 'Pilih kode negara',
    children: (
      <ul>
        {['Indonesia (+62)', 'Malaysia (+60)', 'Singapura (+65)', 'Thailand (+66)', 'Filipina (+63)'].map(
          (c) => (
            <li key={c} style={{ padding: '12px 0' }}>
              {c}
            </li>
          ),
        )}
      </ul>
    ),
    footer: undefined,
  },
  // The narrowest phone the app must support.
  globals: { viewport: { value: '360-740', isRotated: false } },
};

export const LongContentScrolls: Story = {
  args: {
    title: 'Syarat & Ketentuan',
    children: (
      <div>
        {Array.from({ length: 30 }, (_, i) => (
          <p key={String(i)} style={{ marginBottom: 12 }}>
            {i + 1}. Pemesanan tunduk pada kebijakan pembatalan hotel yang tertera pada halaman pemesanan.
          </p>
        ))}
      </div>
    ),
    footer: <Button fullWidth>Saya mengerti</Button>,
  },
};

export const NoBackdropClose: Story = { args: { closeOnBackdropClick: false } };
