import type { Lang } from '@nusa/i18n/languages';
import { renderWithProviders } from '@nusa/test-kit/providers';
import { act, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { hotelCopy } from '../test/fixtures';
import { SearchForm, type SearchFormProps } from './search-form';
import { initialFormState } from './search-model';
import { kutaSuggestions, sampleHolidays } from './test-fixtures';

const TODAY = '2026-11-23';

beforeAll(hotelCopy.load);

function renderForm(props: Partial<SearchFormProps> = {}, lang: Lang = 'id') {
  const onSubmit = vi.fn();
  const { user } = renderWithProviders(
    <SearchForm
      initialState={initialFormState(TODAY)}
      today={TODAY}
      holidays={sampleHolidays}
      suggestions={kutaSuggestions}
      onSubmit={onSubmit}
      {...props}
    />,
    { i18n: hotelCopy.i18n(lang) },
  );
  return { onSubmit, user };
}

describe('SearchForm', () => {
  it('shows the default stay and guests', () => {
    renderForm();
    expect(screen.getByRole('button', { name: /^Check-in Sel, 24 Nov 2026/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Check-out Rab, 25 Nov 2026, 1 malam/ })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Kamar & tamu 1 kamar, 2 dewasa, 0 anak' }),
    ).toBeInTheDocument();
  });

  it('requires a location, marks the field invalid and keeps the stay the user chose', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Cari Hotel' }));
    const input = screen.getByRole('combobox', { name: 'Kota, area, atau nama hotel' });
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Lokasi wajib diisi');
    expect(input).toHaveFocus();
    // Typing clears the message; free text is a valid search.
    await user.type(input, 'Pantai Kuta');
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.keyboard('{Escape}{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      target: { to: '/hotel/search/{-$slug}', params: { slug: 'pantai-kuta' } },
      search: { checkin: '2026-11-24', checkout: '2026-11-25', rooms: 1, adults: 2, q: 'Pantai Kuta' },
    });
  });

  it('submits a picked area to its city/area route', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByRole('combobox'), 'kuta');
    await user.click(screen.getByRole('option', { name: /^Kuta Badung/ }));
    await user.click(screen.getByRole('button', { name: 'Cari Hotel' }));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      target: {
        to: '/hotel/city/{-$cityId}/{-$cityName}/area/$slugArea',
        params: { cityId: '7', cityName: 'badung', slugArea: 'kuta' },
      },
      search: { checkin: '2026-11-24', checkout: '2026-11-25', rooms: 1, adults: 2 },
    });
  });

  it('shows the location error from the start when asked (story state)', () => {
    renderForm({ initialErrors: { location: 'required' } });
    expect(screen.getByRole('combobox')).toHaveAccessibleDescription('Lokasi wajib diisi');
  });

  it('speaks English with the English catalog', async () => {
    const { user } = renderForm({}, 'en');
    expect(screen.getByRole('combobox', { name: 'City, area or hotel name' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Check-in Tue, 24 Nov 2026/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Check-out Wed, 25 Nov 2026, 1 night$/ })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Rooms & guests 1 room, 2 adults, 0 children' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search Hotels' }));
    expect(screen.getByRole('combobox')).toHaveAccessibleDescription('Location is required');
  });

  it('edits rooms and guests in the lazily loaded sheet', async () => {
    const { user, onSubmit } = renderForm({ initialState: { ...initialFormState(TODAY), text: 'Bali' } });
    await user.click(screen.getByRole('button', { name: /^Kamar & tamu/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Kamar & tamu' });
    const rooms = within(sheet).getByRole('group', { name: 'Kamar' });
    await user.click(within(rooms).getByRole('button', { name: 'Tambah kamar' }));
    await user.click(within(rooms).getByRole('button', { name: 'Tambah kamar' }));
    // Three rooms need three adults.
    const adults = within(sheet).getByRole('group', { name: 'Dewasa' });
    expect(within(adults).getByText('3')).toBeInTheDocument();
    expect(within(adults).getByRole('button', { name: 'Kurangi dewasa' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(within(sheet).getByRole('button', { name: 'Tambah anak' }));
    // A child's age must be chosen before the sheet applies.
    await user.click(within(sheet).getByRole('button', { name: 'Simpan' }));
    const age = within(sheet).getByRole('combobox', { name: 'Usia anak 1' });
    expect(age).toHaveAccessibleDescription('Pilih usia anak 1');
    await user.selectOptions(age, '7 tahun');
    await user.click(within(sheet).getByRole('button', { name: 'Simpan' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Kamar & tamu 3 kamar, 3 dewasa, 1 anak' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cari Hotel' }));
    expect(onSubmit.mock.calls[0]?.[0].search).toMatchObject({ rooms: 3, adults: 3, children: '7' });
  });

  it('refuses a stay longer than 15 nights in the date sheet and marks holidays', async () => {
    const { user } = renderForm({
      initialState: { ...initialFormState(TODAY), checkIn: '2026-12-01', checkOut: '2026-12-02' },
    });
    await user.click(screen.getByRole('button', { name: /^Check-in/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Pilih tanggal menginap' });
    expect(within(sheet).getByText('Libur nasional')).toBeInTheDocument();
    expect(within(sheet).getByText('Cuti bersama')).toBeInTheDocument();
    expect(
      within(sheet).getByRole('button', { name: /25 Desember 2026.*Hari Raya Natal/ }),
    ).toBeInTheDocument();
    expect(
      within(sheet).getByRole('button', { name: /24 Desember 2026.*Cuti Bersama Natal \(cuti bersama\)/ }),
    ).toBeInTheDocument();
    expect(within(sheet).getByRole('list', { name: 'Hari libur di bulan ini' })).toHaveTextContent(
      'Hari Raya Natal',
    );

    // 1 → 17 December is 16 nights.
    await user.click(within(sheet).getByRole('button', { name: /^Selasa, 1 Desember 2026/ }));
    await user.click(within(sheet).getByRole('button', { name: /^Kamis, 17 Desember 2026/ }));
    expect(within(sheet).getByRole('alert')).toHaveTextContent('Maaf, durasi menginap maksimal 15 malam');

    await user.click(within(sheet).getByRole('button', { name: /^Rabu, 16 Desember 2026/ }));
    expect(within(sheet).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: 'Simpan tanggal' }));
    expect(screen.getByRole('button', { name: /^Check-out Rab, 16 Des 2026, 15 malam/ })).toBeInTheDocument();
  });

  it('looks up the position for "near me" with the stay, says so meanwhile, and lets typing cancel it', async () => {
    let settle: (failure: 'denied' | null) => void = () => {};
    const onNearby = vi.fn(
      (_search: unknown, _signal: AbortSignal) =>
        new Promise<'denied' | null>((resolve) => {
          settle = resolve;
        }),
    );
    const { user } = renderForm({ onNearby });
    const input = screen.getByRole('combobox');
    await user.click(input);
    await user.click(screen.getByRole('option', { name: 'Hotel di sekitar saya' }));
    expect(onNearby.mock.calls[0]?.[0]).toEqual({
      checkin: '2026-11-24',
      checkout: '2026-11-25',
      rooms: 1,
      adults: 2,
    });
    expect(input).toHaveAccessibleDescription('Mencari lokasi Anda…');
    const signal = onNearby.mock.calls[0]?.[1] as AbortSignal;
    await user.type(input, 'Ubud');
    expect(signal.aborted).toBe(true);
    expect(input).not.toHaveAccessibleDescription('Mencari lokasi Anda…');
    // A refusal that arrives after the visitor moved on changes nothing.
    await act(async () => settle('denied'));
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveValue('Ubud');
  });

  it('shows the denied state from the start when asked (story state)', () => {
    renderForm({ initialErrors: { location: 'nearby' } });
    expect(screen.getByRole('combobox')).toHaveAccessibleDescription(
      'Layanan lokasi tidak aktif atau ditolak. Izinkan akses lokasi untuk melihat hotel di sekitar Anda.',
    );
  });
});
