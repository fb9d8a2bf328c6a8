import { expectNoAxeViolations } from '@nusa/vitest-config/axe';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { flagProfileUpdated } from './flash';
import { AccountHomePage } from './pages';
import { accountState, sampleMember } from './test/fixtures';
import { renderAccount, useAccountTestSetup } from './test/render-account';

useAccountTestSetup();

describe('AccountHomePage', () => {
  it('shows the member with the phone verification state, and every entry', async () => {
    await renderAccount(<AccountHomePage />, '/account');
    expect(await screen.findByRole('heading', { level: 2, name: 'Budi Santoso' })).toBeInTheDocument();
    expect(screen.getByText('budi@example.com')).toBeInTheDocument();
    expect(screen.getByText('+62 81234567890')).toBeInTheDocument();
    expect(screen.getByText('Terverifikasi')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Menu akun' });
    for (const [name, href] of [
      ['Profil', '/account/profile'],
      ['Kata sandi dan keamanan', '/account/password'],
      ['Pesanan saya', '/account/history'],
      ['Ulasan saya', '/account/review'],
      ['Hotel favorit', '/favorite'],
      ['Keluar', '/logout'],
    ])
      expect(within(menu).getByRole('link', { name })).toHaveAttribute('href', href);
    expect(within(menu).getByRole('link', { name: /Bantuan/ })).toHaveAttribute(
      'href',
      'mailto:cs@nusastay.id',
    );
    expect(within(menu).getByRole('link', { name: 'English' })).toHaveAttribute('href', '/account?lang=en');
    expect(within(menu).getByRole('link', { name: 'Bahasa Indonesia' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('says when the phone is not verified yet', async () => {
    await renderAccount(
      <AccountHomePage />,
      '/account',
      accountState({ member: { ...sampleMember, verified_by_sms: false } }),
    );
    expect(await screen.findByText('Belum terverifikasi')).toBeInTheDocument();
  });

  it('shows the success dialog once after a profile update', async () => {
    flagProfileUpdated();
    const { user } = await renderAccount(<AccountHomePage />, '/account');
    const dialog = await screen.findByRole('alertdialog', { name: 'Profil berhasil diperbarui' });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('offers a retry when the member cannot be loaded', async () => {
    const state = accountState({ failWith: 500 });
    const { user } = await renderAccount(<AccountHomePage />, '/account', state);
    const alert = await screen.findByRole('alert');
    state.failWith = undefined;
    await user.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Budi Santoso' })).toBeInTheDocument();
  });

  it('speaks English and has no axe violations', async () => {
    await renderAccount(<AccountHomePage />, '/account', accountState(), { lang: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My bookings' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });
});
