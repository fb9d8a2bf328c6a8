// Forgot and reset password end to end: the forgot-password modal, the not-registered dialog, the e-mailed link
// read from the dev outbox, the /reset-password page and a sign-in with the new password. The member is created
// by the test (registration is password-less), so no demo member's password ever changes.
import { expect, test } from './clock';
import { createMember, hasSessionCookie, nextMessage, uniqueEmail } from './auth-support';

test.describe('auth: forgot and reset password', () => {
  test('an unknown e-mail gets the not-registered dialog; a member resets the password and signs in with it', async ({
    page,
    request,
  }) => {
    const member = await createMember(request, { tag: 'reset', fullname: 'Uji Lupa Sandi' });
    const unknown = uniqueEmail('unknown');

    await page.goto('/login');
    const signIn = page.getByRole('dialog', { name: 'Masuk' });
    await signIn.getByRole('button', { name: 'Lupa kata sandi?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Lupa kata sandi' });
    await expect(forgot).toContainText('Masukkan email akun Anda.');
    const submit = forgot.getByRole('button', { name: 'Atur ulang kata sandi' });
    const email = forgot.getByRole('textbox', { name: /E-?mail/ });
    await expect(submit).toBeDisabled();
    await email.fill('bukan-email');
    await expect(submit).toBeDisabled();
    await email.fill(unknown);
    await expect(submit).toBeEnabled();
    await submit.click();

    const notRegistered = page.getByRole('alertdialog', { name: 'Email belum terdaftar' });
    await expect(notRegistered).toContainText(`Email ${unknown} belum terdaftar.`);
    await expect(notRegistered.getByRole('button', { name: 'Daftar akun' })).toBeVisible();
    await notRegistered.getByRole('button', { name: 'Batal' }).click();
    await expect(notRegistered).toBeHidden();
    await expect(email).toHaveValue(unknown);

    await email.fill(member.email);
    await submit.click();
    await expect(forgot.getByRole('status')).toHaveText(
      `Tautan untuk mengatur ulang kata sandi sudah dikirim ke ${member.email}. Periksa kotak masuk Anda.`,
    );

    const mail = await nextMessage(request, member.email, 'email');
    expect(mail.subject).toBe('Atur ulang kata sandi Nusa Stay');
    const link = /https?:\/\/\S+\/reset-password\?\S+/.exec(mail.body)?.[0];
    expect(link).toBeTruthy();
    const url = new URL(link as string);
    expect(url.searchParams.get('email')).toBe(member.email);
    await page.goto(`${url.pathname}${url.search}`);

    await expect(page.getByRole('heading', { name: 'Atur ulang kata sandi' })).toBeVisible();
    await expect(page.getByText(`Buat kata sandi baru untuk ${member.email}.`)).toBeVisible();
    const newPassword = `Baru${Date.now() % 1_000_000}x`;
    await page.getByLabel(/^Kata sandi baru/).fill(newPassword);
    await page.getByLabel(/^Ulangi kata sandi baru/).fill(newPassword);
    await page.getByRole('button', { name: 'Simpan kata sandi' }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'Kata sandi berhasil diubah. Silakan masuk dengan kata sandi baru.' }),
    ).toBeVisible();

    // The link is single use.
    await page.goto(`${url.pathname}${url.search}`);
    await page.getByLabel(/^Kata sandi baru/).fill(`${newPassword}y`);
    await page.getByLabel(/^Ulangi kata sandi baru/).fill(`${newPassword}y`);
    await page.getByRole('button', { name: 'Simpan kata sandi' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Kirim tautan baru' })).toBeVisible();

    await page.goto('/login');
    await signIn.getByRole('textbox', { name: /E-?mail/ }).fill(member.email);
    await signIn.getByLabel(/Kata sandi/).fill(newPassword);
    await signIn.getByRole('button', { name: 'Masuk', exact: true }).click();
    await expect(signIn).toBeHidden();
    await expect.poll(() => hasSessionCookie(page)).toBe(true);
  });

  test('the not-registered dialog offers registration with the e-mail prefilled (English)', async ({
    page,
  }) => {
    const unknown = uniqueEmail('unknown-en');
    await page.goto('/login?lang=en');
    const signIn = page.getByRole('dialog', { name: 'Sign in' });
    await signIn.getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Forgot password' });
    const submit = forgot.getByRole('button', { name: 'Reset password' });
    await expect(submit).toBeDisabled();
    await forgot.getByRole('textbox', { name: /E-?mail/ }).fill(unknown);
    await submit.click();
    const notRegistered = page.getByRole('alertdialog', { name: 'E-mail not registered' });
    await expect(notRegistered.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await notRegistered.getByRole('button', { name: 'Register an account' }).click();
    const register = page.getByRole('dialog', { name: 'Register' });
    await expect(register.getByRole('textbox', { name: /E-?mail/ })).toHaveValue(unknown);
  });
});
