import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../button/button';
import { Icon } from '../icon/icon';
import { Dialog, type DialogProps } from './dialog';

function DialogDemo({ openLabel, ...props }: DialogProps & { openLabel: string }) {
  const [open, setOpen] = useState(props.open);
  const close = () => setOpen(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {openLabel}
      </Button>
      <Dialog
        {...props}
        open={open}
        onClose={() => {
          props.onClose();
          close();
        }}
        primaryAction={{
          ...props.primaryAction,
          onClick: () => {
            props.primaryAction.onClick();
            close();
          },
        }}
        secondaryAction={
          props.secondaryAction && {
            ...props.secondaryAction,
            onClick: () => {
              props.secondaryAction?.onClick();
              close();
            },
          }
        }
      />
    </>
  );
}

const meta = {
  title: 'UI Kit/Dialog',
  component: Dialog,
  args: {
    open: true,
    onClose: fn(),
    icon: <Icon name="alert" />,
    title: 'Oops',
    children: 'Terjadi kesalahan. Silakan coba lagi beberapa saat lagi.',
    primaryAction: { label: 'Coba lagi', onClick: fn() },
  },
  render: (args) => <DialogDemo {...args} openLabel="Tampilkan dialog" />,
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GlobalError: Story = {};

export const TwoActions: Story = {
  args: {
    title: 'Email belum terdaftar',
    children: 'Periksa kembali email Anda atau daftar akun baru dengan email ini.',
    primaryAction: { label: 'Daftar akun', onClick: fn() },
    secondaryAction: { label: 'Batal', onClick: fn() },
  },
};

export const Success: Story = {
  args: {
    icon: <Icon name="check-circle" />,
    title: 'Profil diperbarui',
    children: 'Perubahan data diri Anda sudah tersimpan.',
    primaryAction: { label: 'OK', onClick: fn() },
  },
};

export const Destructive: Story = {
  args: {
    title: 'Akun dihapus sementara',
    children: 'Hubungi layanan pelanggan untuk mengaktifkan kembali akun Anda.',
    primaryAction: { label: 'Hubungi CS', onClick: fn() },
    secondaryAction: { label: 'Tutup', onClick: fn(), variant: 'ghost' },
    closeLabel: 'Tutup dialog',
  },
};

export const Loading: Story = {
  args: { primaryAction: { label: 'Coba lagi', onClick: fn(), loading: true } },
};
