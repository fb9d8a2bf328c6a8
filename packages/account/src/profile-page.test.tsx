import { expectNoAxeViolations } from '@nusa/vitest-config/axe';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { takeProfileUpdated } from './flash';
import { ProfilePage } from './pages';
import { accountState } from './test/fixtures';
import { renderAccount, useAccountTestSetup } from './test/render-account';

useAccountTestSetup();

describe('ProfilePage', () => {
  it('shows the member’s details, and the phone with its state', async () => {
    await renderAccount(<ProfilePage />, '/account/profile');
    expect(await screen.findByRole('textbox', { name: /Nama lengkap/ })).toHaveValue('Budi Santoso');
    expect(screen.getByRole('combobox', { name: 'Titel' })).toHaveValue('Mr');
    expect(screen.getByRole('radio', { name: 'Laki-laki' })).toBeChecked();
    expect(screen.getByLabelText('Tanggal lahir')).toHaveValue('1990-04-12');
    expect(screen.getByText('+62 81234567890')).toBeInTheDocument();
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
