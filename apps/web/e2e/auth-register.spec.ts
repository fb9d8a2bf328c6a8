// Registration and phone sign-in errors that need the real API: numbers and e-mails already registered, an
// unregistered number on the phone tab, and the phone-length rule counted in digits after leading zeros.
import { expect, test } from './clock';
import { hasSessionCookie, nextCode, otpDialog, typeCode, uniqueEmail, uniquePhone } from './auth-support';

test.describe('auth: registration and phone sign-in errors', () => {
  test('an unregistered number on the phone tab gets an in-place error and no code', async ({
    page,
    request,
  }) => {
    const phone = uniquePhone();
    await page.goto('/login');
    const signIn = page.getByRole('dialog', { name: 'Masuk' });
    await signIn.getByRole('tab', { name: 'Nomor ponsel' }).click();
    await signIn.getByRole('textbox', { name: /Nomor ponsel/ }).fill(`0${phone}`);
    await signIn.getByRole('button', { name: 'Kirim kode' }).click();
    await expect(
      signIn.getByText('Nomor ponsel belum terdaftar. Silakan daftar terlebih dahulu.'),
    ).toBeVisible();
    await expect(otpDialog(page)).toHaveCount(0);
    const sent = await request.get(`/__dev/outbox?to=${phone}`);
    expect(((await sent.json()) as { data: unknown[] }).data).toHaveLength(0);
  });

  test('registering with an e-mail or a number that already has an account shows the error under the field', async ({
    page,
  }) => {
    await page.goto('/register');
    const register = page.getByRole('dialog', { name: 'Daftar' });
    await register.getByRole('textbox', { name: /Nama lengkap/ }).fill('Uji Ganda');
    await register.getByRole('textbox', { name: /Email/ }).fill('andi@example.com');
    await register.getByRole('textbox', { name: /Nomor ponsel/ }).fill(`0${uniquePhone()}`);
    await register.getByRole('checkbox', { name: /Saya menyetujui/ }).check();
    await register.getByRole('button', { name: 'Daftar', exact: true }).click();
    const email = register.getByRole('textbox', { name: /Email/ });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(otpDialog(page)).toHaveCount(0);

    await email.fill(uniqueEmail('dupe'));
    // Leading zeros are stripped: 0 + Andi's number is Andi's number.
    await register.getByRole('textbox', { name: /Nomor ponsel/ }).fill('081234567801');
    await register.getByRole('button', { name: 'Daftar', exact: true }).click();
    await expect(register.getByRole('textbox', { name: /Nomor ponsel/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(otpDialog(page)).toHaveCount(0);

    // At least 9 digits for +62, counted after the leading zeros.
    await register.getByRole('textbox', { name: /Nomor ponsel/ }).fill('00081234567');
    await register.getByRole('button', { name: 'Daftar', exact: true }).click();
    await expect(register.getByText('Minimal 9 digit')).toBeVisible();
  });

  test('a new member sets a password after the welcome modal and signs in with it by e-mail', async ({
    page,
    request,
  }) => {
    const phone = uniquePhone();
    const email = uniqueEmail('newpass');
    await page.goto('/about?login=register');
    const register = page.getByRole('dialog', { name: 'Daftar' });
    await register.getByRole('textbox', { name: /Nama lengkap/ }).fill('Uji Sandi Baru');
    await register.getByRole('textbox', { name: /Email/ }).fill(email);
    await register.getByRole('textbox', { name: /Nomor ponsel/ }).fill(phone);
    await register.getByRole('checkbox', { name: /Saya menyetujui/ }).check();
    await register.getByRole('button', { name: 'Daftar', exact: true }).click();
    await expect(otpDialog(page)).toBeVisible();
    await typeCode(page, (await nextCode(request, phone)).code);
    const welcome = page.getByRole('dialog', { name: 'Selamat datang, Uji Sandi Baru!' });
    await welcome.getByRole('button', { name: 'Buat kata sandi' }).click();

    await expect(page).toHaveURL(/\/update-password$/);
    await expect(page.getByRole('heading', { name: 'Buat kata sandi' })).toBeVisible();
    // No current password for a password-less member.
    await expect(page.getByLabel(/^Kata sandi saat ini/)).toHaveCount(0);
    const password = `Sandi${Date.now() % 100_000}q`;
    await page.getByLabel(/^Kata sandi baru/).fill(password);
    await page.getByLabel(/^Ulangi kata sandi baru/).fill(password);
    await page.getByRole('button', { name: 'Simpan kata sandi' }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'Kata sandi berhasil disimpan. Sekarang Anda juga bisa masuk dengan email.' }),
    ).toBeVisible();

    await page.goto('/logout');
    await expect.poll(() => hasSessionCookie(page)).toBe(false);
    await page.goto('/login');
    const signIn = page.getByRole('dialog', { name: 'Masuk' });
    await signIn.getByRole('textbox', { name: /Email/ }).fill(email);
    await signIn.getByLabel(/Kata sandi/).fill(password);
    await signIn.getByRole('button', { name: 'Masuk', exact: true }).click();
    await expect(signIn).toBeHidden();
    await expect.poll(() => hasSessionCookie(page)).toBe(true);
  });
});
