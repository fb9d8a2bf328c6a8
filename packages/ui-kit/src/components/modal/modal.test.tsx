import { expectNoAxeViolations } from '@nusa/vitest-config/axe';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BottomSheet } from '../bottom-sheet/bottom-sheet';
import { Modal } from './modal';

function SignInDemo({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Masuk
      </button>
      <Modal
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        title="Masuk ke akun"
        closeLabel="Tutup"
      >
        <label>
          Email <input type="email" />
        </label>
        <button type="button" onClick={() => setSheetOpen(true)}>
          Pilih negara
        </button>
        <BottomSheet
          open={sheetOpen}
          onClose={() => setSheetOpen(false)}
          title="Kode negara"
          closeLabel="Tutup daftar"
        >
          <button type="button">Indonesia (+62)</button>
        </BottomSheet>
      </Modal>
    </>
  );
}

const backdrop = () => document.querySelector('[data-overlay-backdrop]') as HTMLElement;

describe('Modal', () => {
  it('renders nothing while closed', () => {
    render(<Modal open={false} onClose={() => {}} title="Judul" closeLabel="Tutup" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a modal dialog named by its title, portalled to <body>', () => {
    const { container } = render(
      <Modal open onClose={() => {}} title="Lupa kata sandi" closeLabel="Tutup">
        <p>Isi</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Lupa kata sandi' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(container).not.toContainElement(dialog);
    expect(screen.getByRole('button', { name: 'Tutup' })).toBeInTheDocument();
  });

  it('moves focus inside, traps Tab and returns focus to the opener', async () => {
    const user = userEvent.setup();
    render(<SignInDemo />);
    const opener = screen.getByRole('button', { name: 'Masuk' });
    await user.click(opener);
    const close = screen.getByRole('button', { name: 'Tutup' });
    const email = screen.getByLabelText('Email');
    const last = screen.getByRole('button', { name: 'Pilih negara' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(email).toHaveFocus();
    await user.tab();
    expect(last).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();

    await user.click(close);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes on Escape and returns focus', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<SignInDemo onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Masuk' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Masuk' })).toHaveFocus();
  });

  it('closes on backdrop click unless told not to', async () => {
    const onClose = vi.fn();
    const { rerender } = render(
      <Modal open onClose={onClose} title="Judul" closeLabel="Tutup">
        isi
      </Modal>,
    );
    fireEvent.click(backdrop());
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(
      <Modal open onClose={onClose} title="Judul" closeLabel="Tutup" closeOnBackdropClick={false}>
        isi
      </Modal>,
    );
    fireEvent.click(backdrop());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('locks body scroll while open', () => {
    document.body.style.overflow = 'auto';
    const { rerender } = render(<Modal open onClose={() => {}} title="Judul" closeLabel="Tutup" />);
    expect(document.body.style.overflow).toBe('hidden');
    rerender(<Modal open={false} onClose={() => {}} title="Judul" closeLabel="Tutup" />);
    expect(document.body.style.overflow).toBe('auto');
    document.body.style.overflow = '';
  });

  it('lets Escape close only the innermost overlay', async () => {
    const user = userEvent.setup();
    render(<SignInDemo />);
    await user.click(screen.getByRole('button', { name: 'Masuk' }));
    await user.click(screen.getByRole('button', { name: 'Pilih negara' }));
    expect(screen.getByRole('dialog', { name: 'Kode negara' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Kode negara' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Masuk ke akun' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pilih negara' })).toHaveFocus();
  });

  it('focuses initialFocusRef when given', () => {
    function Demo() {
      const ref = useRef<HTMLInputElement>(null);
      return (
        <Modal open onClose={() => {}} title="Cari" closeLabel="Tutup" initialFocusRef={ref}>
          <input aria-label="Kata kunci" ref={ref} />
        </Modal>
      );
    }
    render(<Demo />);
    expect(screen.getByRole('textbox', { name: 'Kata kunci' })).toHaveFocus();
  });

  it('has no axe violations', async () => {
    render(
      <Modal
        open
        onClose={() => {}}
        title="Masuk ke akun"
        closeLabel="Tutup"
        footer={<button type="button">Masuk</button>}
      >
        <label>
          Email <input type="email" />
        </label>
      </Modal>,
    );
    await expectNoAxeViolations(document.body);
  });
});
