import { expectNoAxeViolations } from '@nusa/vitest-config/axe';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordPage } from './pages';
import { accountState, sampleMember } from './test/fixtures';
import { renderAccount, useAccountTestSetup } from './test/render-account';

useAccountTestSetup();

const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });

describe('PasswordPage', () => {
  it('checks length and confirmation before sending, keeping what was typed', async () => {
    const { user, api } = await renderAccount(<PasswordPage />, '/account/password');
    await user.type(await screen.findByLabelText('Kata sandi saat ini'), 'rahasia1');
    await user.type(field('Kata sandi baru'), '12345');
    await user.type(field('Ulangi kata sandi baru'), '123456');
    await user.click(screen.getByRole('button', { name: 'Simpan kata sandi' }));
    expect(await screen.findByText('Kata sandi harus 6-20 karakter')).toBeInTheDocument();
    expect(screen.getByText('Konfirmasi kata sandi tidak sama')).toBeInTheDocument();
    expect(field('Kata sandi baru')).toHaveValue('12345');
    expect(api.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
  });

  it('shows the server’s message under the old password when it is wrong', async () => {
    const { user } = await renderAccount(<PasswordPage />, '/account/password');
    await user.type(await screen.findByLabelText('Kata sandi saat ini'), 'salah123');
    await user.type(field('Kata sandi baru'), 'baru1234');
    await user.type(field('Ulangi kata sandi baru'), 'baru1234');
    await user.click(screen.getByRole('button', { name: 'Simpan kata sandi' }));
    expect(await screen.findByText('Kata sandi salah')).toBeInTheDocument();
    expect(field('Kata sandi saat ini')).toHaveAttribute('aria-invalid', 'true');
  });

  it('changes the password with the old one', async () => {
    const state = accountState();
    const { user, api } = await renderAccount(<PasswordPage />, '/account/password', state);
    await user.type(await screen.findByLabelText('Kata sandi saat ini'), 'rahasia1');
    await user.type(field('Kata sandi baru'), 'baru1234');
    await user.type(field('Ulangi kata sandi baru'), 'baru1234');
    await user.click(screen.getByRole('button', { name: 'Simpan kata sandi' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Kata sandi berhasil diperbarui.');
    const put = api.requests.find((r) => r.method === 'PUT');
    expect(await put?.json()).toEqual({
      action_type: 'password',
      old_password: 'rahasia1',
      password: 'baru1234',
      password_confirmation: 'baru1234',
    });
    expect(state.password).toBe('baru1234');
    expect(field('Kata sandi baru')).toHaveValue('');
  });

  it('lets a member registered by phone set a first password', async () => {
    const state = accountState({ member: { ...sampleMember, has_password: false } });
    const { user } = await renderAccount(<PasswordPage />, '/account/password', state);
    expect(await screen.findByRole('heading', { level: 1, name: 'Buat kata sandi' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Kata sandi saat ini')).not.toBeInTheDocument();
    await user.type(field('Kata sandi baru'), 'pertama1');
    await user.type(field('Ulangi kata sandi baru'), 'pertama1');
    await user.click(screen.getByRole('button', { name: 'Simpan kata sandi' }));
    await waitFor(() => expect(state.member.has_password).toBe(true));
  });

  it('says so when the update fails for another reason', async () => {
    const state = accountState();
    const { user } = await renderAccount(<PasswordPage />, '/account/password', state);
    await user.type(await screen.findByLabelText('Kata sandi saat ini'), 'rahasia1');
    await user.type(field('Kata sandi baru'), 'baru1234');
    await user.type(field('Ulangi kata sandi baru'), 'baru1234');
    state.failWith = 500;
    await user.click(screen.getByRole('button', { name: 'Simpan kata sandi' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Gagal memperbarui kata sandi.');
  });

  it('speaks English and has no axe violations', async () => {
    await renderAccount(<PasswordPage />, '/account/password', accountState(), { lang: 'en' });
    expect(await screen.findByLabelText('Current password')).toBeInTheDocument();
    await expectNoAxeViolations();
  });
});
