import { expectNoAxeViolations } from '@nusa/vitest-config/axe';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReviewPage } from './pages';
import { accountState } from './test/fixtures';
import { renderAccount, useAccountTestSetup } from './test/render-account';

useAccountTestSetup();

// jsdom has no blob URLs: the previews get stand-ins.
beforeEach(() => {
  let n = 0;
  Object.assign(URL, { createObjectURL: vi.fn(() => `blob:preview-${n++}`), revokeObjectURL: vi.fn() });
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

const photo = (name: string, size = 2048) => {
  const file = new File(['x'], name, { type: 'image/jpeg' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

const MB = 1024 * 1024;

async function rate(user: Awaited<ReturnType<typeof renderAccount>>['user'], stars: Record<string, number>) {
  for (const [point, value] of Object.entries(stars))
    await user.click(
      within(screen.getByRole('group', { name: point })).getByRole('radio', { name: `${value} dari 5` }),
    );
}

describe('ReviewPage', () => {
  it('asks for every rating and a type of travel, and 2 characters of text', async () => {
    const { user, api } = await renderAccount(<ReviewPage />, '/account/review/hotel/55');
    await user.type(await screen.findByRole('textbox', { name: 'Judul ulasan' }), 'A');
    await user.click(screen.getByRole('button', { name: 'Kirim ulasan' }));
    expect(await screen.findAllByText('Beri nilai untuk poin ini')).toHaveLength(4);
    expect(screen.getByText('Pilih jenis perjalanan')).toBeInTheDocument();
    expect(screen.getByText('Minimal 2 karakter')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Kebersihan' })).toHaveAccessibleDescription(
      'Beri nilai untuk poin ini',
    );
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('refuses an 11 MB photo, another type and a sixth file, with previews and removal', async () => {
    // Some phones' pickers ignore `accept`: the form checks the type itself.
    const { user } = await renderAccount(<ReviewPage />, '/account/review/hotel/55', accountState(), {
      userEvent: { applyAccept: false },
    });
    const input = await screen.findByLabelText('Foto atau video (maks. 5)');
    const pdf = new File(['%PDF'], 'tiket.pdf', { type: 'application/pdf' });
    await user.upload(input, [
      photo('besar.jpg', 11 * MB),
      pdf,
      ...['1', '2', '3', '4', '5', '6'].map((n) => photo(`f${n}.jpg`)),
    ]);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('besar.jpg: ukuran foto harus di bawah 10 MB.');
    expect(alert).toHaveTextContent('tiket.pdf: hanya foto');
    expect(alert).toHaveTextContent('f6.jpg: maksimal 5 foto atau video.');
    const chosen = screen.getByRole('list', { name: 'Foto dan video dipilih' });
    expect(within(chosen).getAllByRole('img')).toHaveLength(5);
    expect(input).toBeDisabled();
    await user.click(within(chosen).getByRole('button', { name: 'Hapus f1.jpg' }));
    expect(within(chosen).getAllByRole('img')).toHaveLength(4);
    expect(input).toBeEnabled();
  });

  it('uploads each file, sends the review with their ids, then shows it read-only', async () => {
    const state = accountState();
    const { user, api } = await renderAccount(<ReviewPage />, '/account/review/hotel/55', state);
    await screen.findByRole('group', { name: 'Kebersihan' });
    await rate(user, { Kebersihan: 5, Kenyamanan: 4, Pelayanan: 4, 'Sesuai harga': 3 });
    await user.click(screen.getByRole('radio', { name: 'Keluarga' }));
    await user.type(screen.getByRole('textbox', { name: 'Judul ulasan' }), 'Liburan seru');
    await user.type(screen.getByRole('textbox', { name: 'Ceritakan pengalaman Anda' }), 'Kolamnya bagus.');
    await user.click(screen.getByRole('checkbox', { name: 'Sembunyikan nama saya' }));
    await user.upload(screen.getByLabelText('Foto atau video (maks. 5)'), [
      photo('kolam.jpg'),
      photo('kamar.jpg'),
    ]);
    await user.click(screen.getByRole('button', { name: 'Kirim ulasan' }));
    expect(await screen.findByText('Terima kasih, ulasan Anda sudah terkirim.')).toBeInTheDocument();
    expect(api.calls('/api/hotel-review/media')).toHaveLength(2);
    const sent = await api.calls('/api/hotel-review')[0]?.json();
    expect(sent).toEqual({
      booking_code: 'NS3DONE7',
      item_id: 55,
      title: 'Liburan seru',
      description: 'Kolamnya bagus.',
      ratings: { cleanliness: 5, comfort: 4, services: 4, value_for_money: 3 },
      type_of_travel: 'family',
      hide_name: true,
      media_ids: [100, 101],
    });
    expect(screen.queryByRole('button', { name: 'Kirim ulasan' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Liburan seru' })).toBeInTheDocument();
    expect(screen.getByText('Disembunyikan (Anonim)')).toBeInTheDocument();
  });

  it('shows a sent review read-only, with its media', async () => {
    await renderAccount(<ReviewPage />, '/account/review/hotel/48');
    expect(await screen.findByRole('heading', { name: 'Nyaman dan bersih' })).toBeInTheDocument();
    expect(screen.getByText('Ulasan yang sudah dikirim tidak dapat diubah.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Foto ulasan 1' })).toHaveAttribute('src', '/media/r3-t.webp');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('says when the stay is not the member’s', async () => {
    await renderAccount(<ReviewPage />, '/account/review/hotel/999');
    expect(await screen.findByRole('heading', { name: 'Masa menginap tidak ditemukan' })).toBeInTheDocument();
  });

  it('speaks English and has no axe violations', async () => {
    await renderAccount(<ReviewPage />, '/account/review/hotel/55', accountState(), { lang: 'en' });
    expect(await screen.findByRole('group', { name: 'Cleanliness' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });
});
