import { expectNoAxeViolations } from '@nusa/vitest-config/axe';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Icon } from '../icon/icon';
import { Dialog } from './dialog';

function renderDialog(overrides: Partial<Parameters<typeof Dialog>[0]> = {}) {
  const props = {
    open: true,
    onClose: vi.fn(),
    title: 'Email belum terdaftar',
    primaryAction: { label: 'Daftar akun', onClick: vi.fn() },
    secondaryAction: { label: 'Batal', onClick: vi.fn() },
    icon: <Icon name="alert" />,
    children: 'Periksa kembali email Anda atau daftar akun baru.',
    ...overrides,
  };
  render(<Dialog {...props} />);
  return props;
}

describe('Dialog', () => {
  it('is an alertdialog named by the title and described by the content', () => {
    renderDialog();
    const dialog = screen.getByRole('alertdialog', { name: 'Email belum terdaftar' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Periksa kembali email Anda atau daftar akun baru.');
  });

  it('focuses the primary action and runs the actions', async () => {
    const props = renderDialog();
    const primary = screen.getByRole('button', { name: 'Daftar akun' });
    expect(primary).toHaveFocus();
    await userEvent.click(primary);
    expect(props.primaryAction.onClick).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Batal' }));
    expect(props.secondaryAction.onClick).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape but not on the backdrop', async () => {
    const props = renderDialog();
    fireEvent.click(document.querySelector('[data-overlay-backdrop]') as HTMLElement);
    expect(props.onClose).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(props.onClose).toHaveBeenCalledTimes(1);
  });

  it('renders a close button only with closeLabel', () => {
    renderDialog({ secondaryAction: undefined, closeLabel: 'Tutup' });
    expect(screen.getByRole('button', { name: 'Tutup' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Batal' })).toBeNull();
  });

  it('has no axe violations', async () => {
    renderDialog();
    await expectNoAxeViolations(document.body);
  });
});
