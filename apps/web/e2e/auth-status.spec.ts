// Account statuses end to end with the demo members (apps/api/README.md, password Rahasia123): temporarily
// deleted (contact customer service), deleted (register again with the e-mail prefilled), and a member whose
// phone was never verified (force_otp after sign-in). None of these tests changes a demo member.
import type { Page } from '@playwright/test';
import { expect, test } from './clock';
import {
  createMember,
  DEMO_PASSWORD,
  hasSessionCookie,
  lastOutboxId,
  nextCode,
  otpDialog,
  typeCode,
} from './auth-support';

async function signInByEmail(
  page: Page,
  email: string,
  password: string,
  labels = { dialog: 'Masuk', password: /Kata sandi/ },
) {
  const signIn = page.getByRole('dialog', { name: labels.dialog });
  await signIn.getByRole('textbox', { name: /E-?mail/ }).fill(email);
  await signIn.getByLabel(labels.password).fill(password);
  await signIn.getByRole('button', { name: labels.dialog, exact: true }).click();
  return signIn;
}

test.describe('auth: account statuses', () => {
  test('a temporarily deleted account is told to contact customer service', async ({ page }) => {
    await page.goto('/login');
    await signInByEmail(page, 'joko@example.com', DEMO_PASSWORD);
    const inactive = page.getByRole('alertdialog', { name: 'Akun dihapus sementara' });
    await expect(inactive).toContainText(
      'Akun Anda sedang dihapus sementara. Hubungi layanan pelanggan untuk mengaktifkannya kembali.',
    );
    await expect(inactive.getByRole('button', { name: 'Hubungi layanan pelanggan' })).toBeVisible();
    await inactive.getByRole('button', { name: 'Tutup' }).click();
    await expect(inactive).toBeHidden();
    expect(await hasSessionCookie(page)).toBe(false);
  });

  test('a temporarily deleted account, in English', async ({ page }) => {
    await page.goto('/login?lang=en');
    await signInByEmail(page, 'lina@example.com', DEMO_PASSWORD, { dialog: 'Sign in', password: /Password/ });
    const inactive = page.getByRole('alertdialog', { name: 'Account temporarily deleted' });
    await expect(inactive.getByRole('button', { name: 'Contact customer service' })).toBeVisible();
    expect(await hasSessionCookie(page)).toBe(false);
  });

  test('a temporarily deleted account signing in by phone gets the same dialog', async ({ page }) => {
    await page.goto('/login');
    const signIn = page.getByRole('dialog', { name: 'Masuk' });
    await signIn.getByRole('tab', { name: 'Nomor ponsel' }).click();
    await signIn.getByRole('textbox', { name: /Nomor ponsel/ }).fill('081234567823');
    await signIn.getByRole('button', { name: 'Kirim kode' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Akun dihapus sementara' })).toBeVisible();
    await expect(otpDialog(page)).toHaveCount(0);
  });

  test('a deleted account is offered to register again with the e-mail prefilled', async ({ page }) => {
    await page.goto('/login');
    await signInByEmail(page, 'hendra@example.com', DEMO_PASSWORD);
    const deleted = page.getByRole('alertdialog', { name: 'Akun sudah dihapus' });
    await expect(deleted).toContainText('Akun dengan email ini sudah dihapus.');
    await deleted.getByRole('button', { name: 'Daftar lagi' }).click();
    const register = page.getByRole('dialog', { name: 'Daftar' });
    await expect(register).toBeVisible();
    await expect(register.getByRole('textbox', { name: /E-?mail/ })).toHaveValue('hendra@example.com');
    // Not locked (only a social e-mail is).
    await expect(register.getByRole('textbox', { name: /E-?mail/ })).toBeEditable();
    expect(await hasSessionCookie(page)).toBe(false);
  });

  test('a member whose phone is not verified is asked for a force_otp code after signing in', async ({
    page,
    request,
  }) => {
    // The demo members with verified_by_sms false (rina, fajar, intan) become verified for good once a run
    // completes this flow, and the e2e database persists; so the test uses a member of its own and presents it
    // as unverified by rewriting that one member read (the only part not from the real API).
    const member = await createMember(request, {
      tag: 'force',
      fullname: 'Uji Verifikasi',
      password: 'Kunci8831',
    });
    const memberUrl = new RegExp(`/api/members/${member.id}$`);
    let rewritten = 0;
    await page.route(memberUrl, async (route) => {
      if (route.request().method() !== 'GET' || rewritten > 0) return route.fallback();
      rewritten += 1;
      const response = await route.fetch();
      const json = (await response.json()) as { data: Record<string, unknown> };
      await route.fulfill({ response, json: { ...json, data: { ...json.data, verified_by_sms: false } } });
    });
    const before = await lastOutboxId(request, member.phone);

    await page.goto('/account');
    await expect(page).toHaveURL(/\/login\?redirect=%2Faccount/);
    const forceRequest = page.waitForRequest(
      (r) => r.url().includes('/api/members/v2/otp/request') && r.method() === 'POST',
    );
    const signIn = await signInByEmail(page, member.email, member.password as string);
    expect((await forceRequest).postDataJSON()).toMatchObject({
      type: 'force_otp',
      phone_number: member.phone,
      phone_number_country_code: '62',
    });
    const otp = otpDialog(page);
    await expect(otp).toContainText('Masukkan 6 digit kode yang kami kirim lewat WhatsApp ke');
    expect(rewritten).toBe(1);
    expect(await hasSessionCookie(page)).toBe(true);

    const verify = page.waitForResponse(
      (r) => r.url().includes('/api/members/v2/otp/verify') && r.request().method() === 'POST',
    );
    await typeCode(page, (await nextCode(request, member.phone, before)).code);
    expect((await verify).status()).toBe(200);
    await expect(otp).toBeHidden();
    await expect(signIn).toBeHidden();
    await expect(page).toHaveURL(/\/account$/);
  });

  test('social sign-in of a temporarily deleted or deleted member shows the same dialogs', async ({
    page,
  }) => {
    await page.goto('/login');
    const signIn = page.getByRole('dialog', { name: 'Masuk' });
    await signIn.getByRole('button', { name: 'Google' }).click();
    let identity = page.getByRole('dialog', { name: 'Penyedia identitas uji (Google)' });
    await identity.getByRole('textbox', { name: /Email/ }).fill('joko@example.com');
    await identity.getByRole('button', { name: 'Lanjut' }).click();
    const inactive = page.getByRole('alertdialog', { name: 'Akun dihapus sementara' });
    await expect(inactive.getByRole('button', { name: 'Hubungi layanan pelanggan' })).toBeVisible();
    await inactive.getByRole('button', { name: 'Tutup' }).click();

    await signIn.getByRole('button', { name: 'Facebook' }).click();
    identity = page.getByRole('dialog', { name: 'Penyedia identitas uji (Facebook)' });
    await identity.getByRole('textbox', { name: /Email/ }).fill('hendra@example.com');
    await identity.getByRole('button', { name: 'Lanjut' }).click();
    const deleted = page.getByRole('alertdialog', { name: 'Akun sudah dihapus' });
    await deleted.getByRole('button', { name: 'Daftar lagi' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Daftar' }).getByRole('textbox', { name: /Email/ }),
    ).toHaveValue('hendra@example.com');
    expect(await hasSessionCookie(page)).toBe(false);
  });
});
