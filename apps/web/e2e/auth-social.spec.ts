// Social sign-in end to end through the local test identity provider (no Google or Facebook client id is
// configured for the e2e build, so the buttons ask the API's POST /__dev/social-token for a token).
import type { Page } from '@playwright/test';
import { expect, test } from './clock';
import { hasSessionCookie, nextCode, otpDialog, typeCode, uniqueEmail, uniquePhone } from './auth-support';

async function viaLocalProvider(
  page: Page,
  provider: 'Facebook' | 'Google',
  email: string,
  fullname: string,
) {
  const identity = page.getByRole('dialog', { name: `Penyedia identitas uji (${provider})` });
  await expect(identity).toContainText(`Mode pengembangan: akun ${provider} sungguhan belum dikonfigurasi.`);
  await identity.getByRole('textbox', { name: /Email/ }).fill(email);
  await identity.getByRole('textbox', { name: /Nama lengkap/ }).fill(fullname);
  await identity.getByRole('button', { name: 'Lanjut' }).click();
  await expect(identity).toBeHidden();
}

test.describe('auth: social sign-in', () => {
  test('a member registered with Facebook signs in and continues to the guarded page', async ({ page }) => {
    await page.goto('/favorite');
    await expect(page).toHaveURL(/\/login\?redirect=%2Ffavorite/);
    const signIn = page.getByRole('dialog', { name: 'Masuk' });
    await expect(signIn.getByText('atau masuk dengan')).toBeVisible();
    await signIn.getByRole('button', { name: 'Facebook' }).click();
    await viaLocalProvider(page, 'Facebook', 'yohanes@example.com', 'Yohanes Simanjuntak');
    await expect(page).toHaveURL(/\/favorite$/);
    await expect(signIn).toBeHidden();
    expect(await hasSessionCookie(page)).toBe(true);
  });

  test('a Google-only member (no password) signs in with Google', async ({ page }) => {
    await page.goto('/about?login=1');
    const signIn = page.getByRole('dialog', { name: 'Masuk' });
    await signIn.getByRole('button', { name: 'Google' }).click();
    await viaLocalProvider(page, 'Google', 'sari.google@example.com', 'Sari Kusuma');
    await expect(signIn).toBeHidden();
    await expect.poll(() => hasSessionCookie(page)).toBe(true);
    await expect(page).toHaveURL(/\/about$/);
  });

  test('a new Google e-mail registers with the e-mail locked and the name prefilled', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('google');
    const phone = uniquePhone();
    await page.goto('/login');
    await page.getByRole('dialog', { name: 'Masuk' }).getByRole('button', { name: 'Google' }).click();
    await viaLocalProvider(page, 'Google', email, 'Gita Sosial');

    const register = page.getByRole('dialog', { name: 'Daftar' });
    const emailBox = register.getByRole('textbox', { name: /Email/ });
    await expect(emailBox).toHaveValue(email);
    await expect(emailBox).toHaveAttribute('readonly', '');
    await expect(register.getByText('Email dari akun media sosial Anda')).toBeVisible();
    await expect(register.getByRole('textbox', { name: /Nama lengkap/ })).toHaveValue('Gita Sosial');
    // Locked: typing does not change it.
    await emailBox.press('End');
    await page.keyboard.type('x');
    await expect(emailBox).toHaveValue(email);

    await register.getByRole('textbox', { name: /Nomor ponsel/ }).fill(`0${phone}`);
    await register.getByRole('checkbox', { name: /Saya menyetujui/ }).check();
    await register.getByRole('button', { name: 'Daftar', exact: true }).click();
    await expect(otpDialog(page)).toBeVisible();
    await typeCode(page, (await nextCode(request, phone)).code);
    const welcome = page.getByRole('dialog', { name: 'Selamat datang, Gita Sosial!' });
    await expect(welcome).toBeVisible();
    await welcome.getByRole('button', { name: 'Lanjut' }).click();
    await expect(page).toHaveURL(/\/$/);

    // The new member is a Google member now: signing in with Google again works without registering.
    await page.goto('/logout');
    await expect.poll(() => hasSessionCookie(page)).toBe(false);
    await page.goto('/login');
    const signIn = page.getByRole('dialog', { name: 'Masuk' });
    await signIn.getByRole('button', { name: 'Google' }).click();
    await viaLocalProvider(page, 'Google', email, 'Gita Sosial');
    await expect(signIn).toBeHidden();
    await expect.poll(() => hasSessionCookie(page)).toBe(true);
  });
});
