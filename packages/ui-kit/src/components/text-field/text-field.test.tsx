import { expectNoAxeViolations } from '@nusa/vitest-config/axe';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextField } from './text-field';

function PasswordField() {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      label="Kata sandi"
      type={shown ? 'text' : 'password'}
      trailing={
        <button type="button" aria-pressed={shown} onClick={() => setShown((s) => !s)}>
          Tampilkan kata sandi
        </button>
      }
    />
  );
}

describe('TextField', () => {
  it('associates the label with the input', () => {
    render(<TextField label="Email" type="email" name="email" />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('name', 'email');
  });

  it('keeps a hidden label accessible', () => {
    render(<TextField label="Cari kota atau hotel" hideLabel />);
    expect(screen.getByRole('textbox', { name: 'Cari kota atau hotel' })).toBeInTheDocument();
  });

  it('links hint and error through aria-describedby and sets aria-invalid', () => {
    render(
      <TextField
        label="Email"
        hint="Kami kirim konfirmasi ke sini"
        error="Format email tidak valid"
        aria-describedby="extra"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Kami kirim konfirmasi ke sini Format email tidak valid');
    const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(ids[0]).toBe('extra');
    expect(document.getElementById(ids[2]!)).toHaveTextContent('Format email tidak valid');
  });

  it('is not invalid without an error', () => {
    render(<TextField label="Nama lengkap" />);
    const input = screen.getByRole('textbox', { name: 'Nama lengkap' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('passes native props and forwards the ref', async () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextField ref={ref} label="Nomor HP" inputMode="tel" maxLength={13} required />);
    const input = screen.getByRole('textbox', { name: 'Nomor HP' });
    expect(ref.current).toBe(input);
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('inputmode', 'tel');
    await userEvent.type(input, '081234');
    expect(input).toHaveValue('081234');
  });

  it('renders slots, e.g. a show/hide password toggle', async () => {
    render(<PasswordField />);
    const input = screen.getByLabelText('Kata sandi');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Tampilkan kata sandi' }));
    expect(input).toHaveAttribute('type', 'text');
  });

  it('has no axe violations, also with an error', async () => {
    const { container } = render(
      <form>
        <TextField label="Email" hint="Contoh: nama@email.com" />
        <TextField label="Kata sandi" type="password" error="Kata sandi 6-20 karakter" />
        <PasswordField />
      </form>,
    );
    await expectNoAxeViolations(container);
  });
});
