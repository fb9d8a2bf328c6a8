import { expectNoAxeViolations } from '@nusa/vitest-config/axe';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type Country, type CountryRow, INDONESIA } from './countries';
import { CountryCodeButton, CountryPicker, type CountryPickerLabels } from './country-picker';

const rows: CountryRow[] = [
  ['ID', '62', 'Indonesia', 'Indonesia'],
  ['MY', '60', 'Malaysia', 'Malaysia'],
  ['SG', '65', 'Singapura', 'Singapore'],
];

const labels: CountryPickerLabels = {
  title: 'Pilih kode negara',
  close: 'Tutup',
  search: 'Cari negara atau kode',
  list: 'Daftar negara',
  loading: 'Memuat…',
  empty: 'Negara tidak ditemukan',
  failed: 'Daftar negara gagal dimuat. Coba lagi.',
};

function PhoneDemo({ onSelect, given = rows }: { onSelect?: (c: Country) => void; given?: CountryRow[] }) {
  const [open, setOpen] = useState(false);
  const [country, setCountry] = useState(INDONESIA);
  return (
    <>
      <CountryCodeButton
        country={country}
        aria-label={`Kode negara: ${country.name} +${country.callingCode}. Ganti`}
        onClick={() => setOpen(true)}
      />
      <CountryPicker
        open={open}
        selected={country.iso2}
        onSelect={(c) => {
          onSelect?.(c);
          setCountry(c);
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
        labels={labels}
        locale="id"
        rows={given}
      />
    </>
  );
}

describe('CountryPicker', () => {
  it('opens from the code button, searches by name or code and picks a country', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<PhoneDemo onSelect={onSelect} />);
    await user.click(screen.getByRole('button', { name: 'Kode negara: Indonesia +62. Ganti' }));
    const dialog = screen.getByRole('dialog', { name: 'Pilih kode negara' });
    const list = within(dialog).getByRole('list', { name: 'Daftar negara' });
    expect(within(list).getByRole('button', { name: /Indonesia/ })).toHaveAttribute('aria-pressed', 'true');
    await user.type(within(dialog).getByRole('searchbox', { name: 'Cari negara atau kode' }), '+65');
    await user.click(within(dialog).getByRole('button', { name: /Singapura/ }));
    expect(onSelect).toHaveBeenCalledWith({ iso2: 'SG', callingCode: '65', name: 'Singapura' });
    expect(screen.getByRole('button', { name: 'Kode negara: Singapura +65. Ganti' })).toHaveFocus();
  });

  it('announces when nothing matches', async () => {
    const user = userEvent.setup();
    render(<PhoneDemo />);
    await user.click(screen.getByRole('button', { name: /Kode negara/ }));
    await user.type(screen.getByRole('searchbox'), 'zzz');
    expect(screen.getByRole('status')).toHaveTextContent('Negara tidak ditemukan');
  });

  it('shows English names for an English locale', () => {
    render(
      <CountryPicker
        open
        selected="ID"
        onSelect={() => {}}
        onClose={() => {}}
        labels={labels}
        locale="en"
        rows={rows}
      />,
    );
    expect(screen.getByRole('button', { name: /Singapore/ })).toBeInTheDocument();
  });

  it('loads the bundled list when opened without rows', async () => {
    render(
      <CountryPicker open selected="ID" onSelect={() => {}} onClose={() => {}} labels={labels} locale="id" />,
    );
    expect(screen.getByText('Memuat…')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Daftar negara' });
    expect(within(list).getAllByRole('button').length).toBeGreaterThan(240);
  });

  it('has no axe violations', async () => {
    const user = userEvent.setup();
    render(<PhoneDemo />);
    await expectNoAxeViolations(document.body);
    await user.click(screen.getByRole('button', { name: /Kode negara/ }));
    await expectNoAxeViolations(document.body);
  });
});
