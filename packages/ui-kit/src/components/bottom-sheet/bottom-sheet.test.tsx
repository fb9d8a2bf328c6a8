import { expectNoAxeViolations } from '@nusa/vitest-config/axe';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BottomSheet } from './bottom-sheet';

function FilterDemo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Filter
      </button>
      <BottomSheet
        open={open}
        onClose={() => setOpen(false)}
        title="Filter hotel"
        closeLabel="Tutup filter"
        footer={
          <button type="button" onClick={() => setOpen(false)}>
            Terapkan
          </button>
        }
      >
        <label>
          <input type="checkbox" /> Bintang 5
        </label>
      </BottomSheet>
    </>
  );
}

describe('BottomSheet', () => {
  it('is a modal dialog named by its title', async () => {
    const user = userEvent.setup();
    render(<FilterDemo />);
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const sheet = screen.getByRole('dialog', { name: 'Filter hotel' });
    expect(sheet).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Tutup filter' })).toHaveFocus();
  });

  it('traps focus and returns it to the opener on Escape', async () => {
    const user = userEvent.setup();
    render(<FilterDemo />);
    const opener = screen.getByRole('button', { name: 'Filter' });
    await user.click(opener);
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Bintang 5' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Terapkan' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Tutup filter' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes on backdrop click', () => {
    const onClose = vi.fn();
    render(
      <BottomSheet open onClose={onClose} title="Urutkan" closeLabel="Tutup">
        isi
      </BottomSheet>,
    );
    fireEvent.click(document.querySelector('[data-overlay-backdrop]') as HTMLElement);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('has no axe violations', async () => {
    render(
      <BottomSheet
        open
        onClose={() => {}}
        title="Tamu & kamar"
        closeLabel="Tutup"
        footer={<button type="button">Selesai</button>}
      >
        <p>Isi</p>
      </BottomSheet>,
    );
    await expectNoAxeViolations(document.body);
  });
});
