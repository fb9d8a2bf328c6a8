import { expectNoAxeViolations } from '@nusa/vitest-config/axe';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './select';

const options = [
  { value: 'price_asc', label: 'Harga terendah' },
  { value: 'price_desc', label: 'Harga tertinggi' },
  { value: 'rating', label: 'Rating tertinggi' },
];

describe('Select', () => {
  it('is a labelled native select', async () => {
    const onChange = vi.fn();
    render(<Select label="Urutkan" options={options} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Urutkan' });
    await userEvent.selectOptions(select, 'rating');
    expect(select).toHaveValue('rating');
    expect(onChange).toHaveBeenCalled();
  });

  it('shows the placeholder until a choice is made', () => {
    render(<Select label="Kota" placeholder="Pilih kota" options={options} />);
    expect(screen.getByRole('combobox', { name: 'Kota' })).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Pilih kota' })).toBeDisabled();
  });

  it('links the error and marks it invalid', () => {
    render(<Select label="Kode negara" error="Wajib diisi" options={options} />);
    const select = screen.getByRole('combobox', { name: 'Kode negara' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Wajib diisi');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <div>
        <Select label="Urutkan" options={options} hint="Diterapkan langsung" />
        <Select label="Kota" placeholder="Pilih kota" options={options} error="Wajib diisi" />
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
