import { expectNoAxeViolations } from '@nusa/vitest-config/axe';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('is a type="button" button named by its content', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Cari hotel</Button>);
    const button = screen.getByRole('button', { name: 'Cari hotel' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('keeps submit when asked', () => {
    render(<Button type="submit">Masuk</Button>);
    expect(screen.getByRole('button', { name: 'Masuk' })).toHaveAttribute('type', 'submit');
  });

  it('marks loading with aria-busy, stays focusable and ignores clicks', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Bayar
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Bayar' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not fire when disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Simpan
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Simpan' })).toBeDisabled();
  });

  it('forwards its ref to the <button>', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Button ref={ref}>OK</Button>);
    expect(ref.current).toBeInstanceOf(HTMLButtonElement);
  });

  it('has no axe violations in any variant', async () => {
    const { container } = render(
      <div>
        <Button>Primer</Button>
        <Button variant="secondary">Sekunder</Button>
        <Button variant="ghost" size="sm">
          Ghost
        </Button>
        <Button variant="danger" size="lg" fullWidth>
          Hapus
        </Button>
        <Button loading>Memuat</Button>
        <Button disabled>Nonaktif</Button>
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
