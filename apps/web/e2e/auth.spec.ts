// Sign-in, registration and the guard end to end on a phone, against the real API; one-time codes are read
// from the API's development outbox (GET /__dev/outbox?to=…), as a person trying the app would.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './clock';

const PASSWORD = 'Rahasia123';

async function latestCode(request: APIRequestContext, to: string, after = 0): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/__dev/outbox?to=${encodeURIComponent(to)}`);
        const { data } = (await res.json()) as { data: { id: number; channel: string; body: string }[] };
        const item = data.find((m) => m.channel === 'whatsapp' && m.id > after);
        code = item?.body.match(/\b(\d{6})\b/)?.[1];
        return code;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return code as string;
}

async function lastOutboxId(request: APIRequestContext, to: string): Promise<number> {
  const res = await request.get(`/__dev/outbox?to=${encodeURIComponent(to)}`);
  const { data } = (await res.json()) as { data: { id: number }[] };
  return data[0]?.id ?? 0;
}

async function typeCode(page: Page, code: string) {
  const otp = page.getByRole('dialog', { name: 'Verifikasi nomor ponsel' });
  await otp.getByRole('textbox', { name: 'Digit 1 dari 6' }).click();
  await page.keyboard.type(code);
  await otp.getByRole('button', { name: 'Verifikasi' }).click();
}

// A phone number of its own per run: codes are limited per number and hour, and the e2e database persists.
const uniquePhone = () => `8${String(Date.now()).slice(-9)}${Math.floor(Math.random() * 10)}`;

test.describe('auth', () => {
  test('register with a WhatsApp code, log out, sign in by phone (after a wrong code)', async ({
    page,
    request,
  }) => {
    const phone = uniquePhone();
    const email = `e2e.${phone}@example.com`;
    await page.goto('/register');
    const register = page.getByRole('dialog', { name: 'Daftar' });
    await expect(register).toBeVisible();
    const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(axe.violations).toEqual([]);

    await register.getByRole('button', { name: 'Daftar', exact: true }).click();
    await expect(register.getByText('Kolom ini wajib diisi').first()).toBeVisible();
    await register.getByRole('textbox', { name: /Nama lengkap/ }).fill('Uji Coba');
    await register.getByRole('textbox', { name: /Email/ }).fill(email);
    await register.getByRole('textbox', { name: /Nomor ponsel/ }).fill(`0${phone}`);
    await register.getByRole('checkbox', { name: /Saya menyetujui/ }).check();
    await register.getByRole('button', { name: 'Daftar', exact: true }).click();

    await expect(page.getByRole('dialog', { name: 'Verifikasi nomor ponsel' })).toBeVisible();
    await typeCode(page, await latestCode(request, phone));
    const welcome = page.getByRole('dialog', { name: 'Selamat datang, Uji Coba!' });
    await expect(welcome).toBeVisible();
    await welcome.getByRole('button', { name: 'Lanjut' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect((await page.context().cookies()).some((c) => c.name === 'JASMINE_TOKEN')).toBe(true);

    await page.goto('/logout');
    await expect(page).toHaveURL(/\/$/);
    expect((await page.context().cookies()).some((c) => c.name === 'JASMINE_TOKEN' && c.value)).toBe(false);

    const before = await lastOutboxId(request, phone);
    await page.goto('/login');
    const signIn = page.getByRole('dialog', { name: 'Masuk' });
    await signIn.getByRole('tab', { name: 'Nomor ponsel' }).click();
    await signIn.getByRole('textbox', { name: /Nomor ponsel/ }).fill(phone);
    await signIn.getByRole('button', { name: 'Kirim kode' }).click();
    const code = await latestCode(request, phone, before);
    await typeCode(page, code === '000000' ? '111111' : '000000');
    const otp = page.getByRole('dialog', { name: 'Verifikasi nomor ponsel' });
    await expect(otp.getByText('Kode tidak valid')).toBeVisible();
    await typeCode(page, code);
    await expect(otp).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a guest is sent to sign in and continues to the guarded page after an e-mail sign-in', async ({
    page,
  }) => {
    await page.goto('/account/history');
    await expect(page).toHaveURL(/\/login\?redirect=%2Faccount%2Fhistory/);
    const signIn = page.getByRole('dialog', { name: 'Masuk' });
    await signIn.getByRole('textbox', { name: /Email/ }).fill('andi@example.com');
    await signIn.getByLabel(/Kata sandi/).fill('salah-sekali');
    await signIn.getByRole('button', { name: 'Masuk', exact: true }).click();
    const oops = page.getByRole('alertdialog', { name: 'Oops' });
    await expect(oops).toBeVisible();
    await oops.getByRole('button', { name: 'Coba lagi' }).click();
    await expect(signIn.getByRole('textbox', { name: /Email/ })).toHaveValue('andi@example.com');
    await signIn.getByLabel(/Kata sandi/).fill(PASSWORD);
    await signIn.getByRole('button', { name: 'Masuk', exact: true }).click();
    await expect(page).toHaveURL(/\/account\/history$/);

    // Signed in, the guard lets the member through; /product/logout ends the session again.
    await page.goto('/favorite');
    await expect(page).toHaveURL(/\/favorite$/);
    await page.goto('/product/logout');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/favorite');
    await expect(page).toHaveURL(/\/login\?redirect=%2Ffavorite/);
  });

  test('?login=1 opens the sign-in modal over any page and is removed from the URL', async ({ page }) => {
    await page.goto('/about?login=1');
    const signIn = page.getByRole('dialog', { name: 'Masuk' });
    await expect(signIn).toBeVisible();
    await expect(page).toHaveURL(/\/about$/);
    await signIn.getByRole('tab', { name: 'Nomor ponsel' }).click();
    await signIn.getByRole('button', { name: /Kode negara/ }).click();
    const picker = page.getByRole('dialog', { name: 'Pilih kode negara' });
    await picker.getByRole('searchbox').fill('65');
    await picker.getByRole('button', { name: /Singapura/ }).click();
    await expect(signIn.getByRole('button', { name: /\+65/ })).toBeVisible();
    await signIn.getByRole('button', { name: 'Tutup' }).first().click();
    await expect(signIn).toBeHidden();
  });
});
