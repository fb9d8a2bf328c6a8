import { expectNoAxeViolations } from '@nusa/vitest-config/axe';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { takeProfileUpdated } from './flash';
import { ProfilePage } from './pages';
import { accountState, FIXED_NOW } from './test/fixtures';
import { renderAccount, useAccountTestSetup } from './test/render-account';

useAccountTestSetup();

describe('ProfilePage', () => {
  it('shows the member’s details, and the phone with its state', async () => {
    await renderAccount(<ProfilePage />, '/account/profile');
    expect(await screen.findByRole('textbox', { name: /Nama lengkap/ })).toHaveValue('Budi Santoso');
    expect(screen.getByRole('combobox', { name: 'Titel' })).toHaveValue('Mr');
    expect(screen.getByRole('radio', { name: 'Laki-laki' })).toBeChecked();
    expect(screen.getByLabelText('Tanggal lahir')).toHaveValue('1990-04-12');
    expect(screen.getByText('+62 812 3456 7890')).toBeInTheDocument();
    expect(screen.getByText('Terverifikasi')).toBeInTheDocument();
  });

  it('refuses a name with digits, keeping it', async () => {
    const { user, api } = await renderAccount(<ProfilePage />, '/account/profile');
    const name = await screen.findByRole('textbox', { name: /Nama lengkap/ });
    await user.clear(name);
    await user.type(name, 'Budi 2');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Hanya boleh berisi huruf & spasi')).toBeInTheDocument();
    expect(name).toHaveValue('Budi 2');
    expect(api.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
  });

  it('saves and goes to the account page, which shows the success dialog', async () => {
    const state = accountState();
    const { user, router, api } = await renderAccount(<ProfilePage />, '/account/profile', state, {
      routeIds: ['/account/profile'],
    });
    const name = await screen.findByRole('textbox', { name: /Nama lengkap/ });
    await user.clear(name);
    await user.type(name, 'Budi Hartono');
    await user.click(screen.getByRole('radio', { name: 'Perempuan' }));
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Halaman lain: /account')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account');
    expect(takeProfileUpdated()).toBe(true);
    const put = api.requests.find((r) => r.method === 'PUT');
    expect(await put?.json()).toMatchObject({
      action_type: 'profile',
      fullname: 'Budi Hartono',
      gender: 'female',
    });
    expect(state.member.full_name).toBe('Budi Hartono');
  });

  it('speaks English and has no axe violations', async () => {
    await renderAccount(<ProfilePage />, '/account/profile', accountState(), { lang: 'en' });
    expect(await screen.findByRole('textbox', { name: /Full name/ })).toBeInTheDocument();
    await expectNoAxeViolations();
  });
});

describe('ProfilePage phone change', () => {
  // The code answers' expiry is on the fake's clock; the dialog's timers read the same one.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(FIXED_NOW);
  });

  const openChange = async (user: Awaited<ReturnType<typeof renderAccount>>['user']) => {
    await user.click(await screen.findByRole('button', { name: 'Ubah nomor' }));
    return screen.getByRole('textbox', { name: /Nomor ponsel baru/ });
  };

  it('sends a code to the new number, marks a wrong code only as invalid, and shows the number once verified', async () => {
    const state = accountState();
    const { user, api } = await renderAccount(<ProfilePage />, '/account/profile', state);
    const field = await openChange(user);
    expect(field).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Kode negara: Indonesia +62. Ganti' })).toBeInTheDocument();
    await user.type(field, '081311112222');
    await user.click(screen.getByRole('button', { name: 'Kirim kode' }));

    const dialog = await screen.findByRole('dialog', { name: 'Verifikasi nomor ponsel' });
    expect(within(dialog).getByText(/lewat WhatsApp ke \+62 813 1111 2222\./)).toBeInTheDocument();
    const request = api.requests.find((r) => r.url.endsWith('/api/members/v2/otp/request'));
    expect(await request?.json()).toEqual({
      phone_number_country_code: '62',
      phone_number: '81311112222',
      type: 'update_profile',
      fullname: 'Budi Santoso',
    });
    expect(request?.headers.get('X-Member-Token')).toMatch(/^[0-9a-f]{64}$/);

    const boxes = within(dialog).getAllByRole('textbox', { name: /Digit \d dari 6/ });
    await user.click(boxes[0] as HTMLElement);
    await user.keyboard('111111');
    await user.click(within(dialog).getByRole('button', { name: 'Verifikasi' }));
    expect(await within(dialog).findByText('Kode tidak valid')).toBeInTheDocument();
    // Spec §8: on a profile update a failed verification only marks the code (no server message).
    expect(within(dialog).queryByText('Kode OTP salah')).not.toBeInTheDocument();
    expect(boxes[0]).toHaveAttribute('aria-invalid', 'true');
    expect(state.member.phone_number).toBe('81234567890');

    await user.click(boxes[0] as HTMLElement);
    await user.keyboard('246810');
    expect(within(dialog).queryByText('Kode tidak valid')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Verifikasi' }));
    expect(
      await screen.findByText('Nomor ponsel berhasil diubah menjadi +62 813 1111 2222.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('+62 813 1111 2222')).toBeInTheDocument();
    const put = api.requests.filter((r) => r.method === 'PUT').at(-1);
    expect(await put?.json()).toEqual({
      action_type: 'phone',
      phone_number_country_code: '62',
      phone_number: '81311112222',
      otp: '246810',
    });
    expect(state.member).toMatchObject({ phone_number: '81311112222', verified_by_sms: true });
  });

  it('refuses a number that is not one, too short or the current one, keeping what was typed', async () => {
    const { user, api } = await renderAccount(<ProfilePage />, '/account/profile');
    const field = await openChange(user);
    const send = screen.getByRole('button', { name: 'Kirim kode' });
    await user.type(field, '0812-34');
    await user.click(send);
    expect(await screen.findByText('Masukkan angka saja')).toBeInTheDocument();
    expect(field).toHaveValue('0812-34');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.clear(field);
    await user.type(field, '08123456');
    expect(await screen.findByText('Minimal 9 digit')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '081234567890');
    expect(await screen.findByText('Ini nomor ponsel Anda saat ini')).toBeInTheDocument();
    expect(api.requests.some((r) => r.url.includes('/otp/request'))).toBe(false);
    // Cancelling and coming back keeps the number typed.
    await user.click(screen.getByRole('button', { name: 'Batal' }));
    expect(screen.getByRole('button', { name: 'Ubah nomor' })).toHaveFocus();
    expect(await openChange(user)).toHaveValue('081234567890');
  });

  it('shows the server’s refusal of a number registered to someone else under the field', async () => {
    const { user } = await renderAccount(<ProfilePage />, '/account/profile');
    const field = await openChange(user);
    await user.type(field, '81299990000');
    await user.click(screen.getByRole('button', { name: 'Kirim kode' }));
    expect(await screen.findByText('Nomor ponsel sudah terdaftar')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(field).toHaveValue('81299990000');
  });

  it('shows the wait after the third code of the hour', async () => {
    const { user } = await renderAccount(
      <ProfilePage />,
      '/account/profile',
      accountState({ otpRequests: 3 }),
    );
    await user.type(await openChange(user), '81311112222');
    await user.click(screen.getByRole('button', { name: 'Kirim kode' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verifikasi nomor ponsel' });
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Batas pengiriman ulang tercapai. Tunggu 60 menit lalu coba lagi. 59:59',
    );
    expect(within(dialog).getByRole('button', { name: 'Verifikasi' })).toBeDisabled();
  });

  it('speaks English in the dialog and has no axe violations', async () => {
    const { user } = await renderAccount(<ProfilePage />, '/account/profile', accountState(), {
      lang: 'en',
    });
    await user.click(await screen.findByRole('button', { name: 'Change number' }));
    await user.type(screen.getByRole('textbox', { name: /New phone number/ }), '81311112222');
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify your phone number' });
    expect(within(dialog).getByText('Resend code in 60 seconds')).toBeInTheDocument();
    await expectNoAxeViolations();
  });
});
