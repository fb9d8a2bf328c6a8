// The account area (issue 12) against the production build and the real API with its demo data: a demo member finds
// a booking by period and status, opens it and downloads its e-voucher; a member of this test only changes the
// password, after which the old one no longer signs in. Andi's demo bookings (apps/api README, "Demo checkout
// data") are only read here; anything that changes a member uses a member registered by the test.
import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createMember, DEMO_PASSWORD } from './auth-support';
import { signInWithPassword } from './checkout-support';
import { expect, test } from './clock';

async function expectNoAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations).toEqual([]);
}

/** Usable at 360 px: nothing wider than the screen (no sideways scrolling). */
async function expectFits360(page: Page) {
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

/** The text drawing operators of a PDF: every FlateDecode stream inflated, the others as they are. */
function pdfText(pdf: Buffer): string {
  const out: string[] = [];
  const raw = pdf.toString('latin1');
  const streams = /stream\r?\n/g;
  for (let m = streams.exec(raw); m; m = streams.exec(raw)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    const bytes = pdf.subarray(start, end);
    try {
      out.push(inflateSync(bytes).toString('latin1'));
    } catch {
      out.push(bytes.toString('latin1'));
    }
  }
  return out.join('\n');
}

/** PDF text is drawn as strings (`(NS7K…) Tj`) or hex strings (`<4E53…> Tj`); both are read back here. */
function pdfStrings(text: string): string {
  const hex = [...text.matchAll(/<([0-9A-Fa-f\s]+)>/g)].map((m) =>
    Buffer.from((m[1] ?? '').replace(/\s/g, ''), 'hex').toString('latin1'),
  );
  return `${text}\n${hex.join('\n')}`;
}

test.describe('account', () => {
  test('a demo member finds a booking by period and status, opens it and downloads the e-voucher', async ({
    page,
  }) => {
    await page.goto('/login?redirect=/account/history');
    const signIn = page.getByRole('dialog', { name: 'Masuk' });
    await signIn.getByRole('textbox', { name: /E-?mail/ }).fill('andi@example.com');
    await signIn.getByLabel(/Kata sandi/).fill(DEMO_PASSWORD);
    await signIn.getByRole('button', { name: 'Masuk', exact: true }).click();
    await expect(page).toHaveURL(/\/account\/history$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pesanan saya' })).toBeVisible();

    await page.getByRole('combobox', { name: 'Periode' }).selectOption({ label: '1 tahun terakhir' });
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Lunas / terkonfirmasi' });
    const list = page.getByRole('list', { name: 'Daftar pesanan' });
    const first = list.getByRole('article').first();
    await expect(first).toContainText('Lunas / terkonfirmasi');
    for (const item of await list.getByRole('article').all())
      await expect(item).toContainText('Lunas / terkonfirmasi');
    await expectNoAxeViolations(page);
    await expectFits360(page);

    await first.getByRole('heading', { level: 2 }).getByRole('link').click();
    await expect(page).toHaveURL(/\/account\/my-booking\?code=[A-Za-z0-9-]+$/);
    const code = new URL(page.url()).searchParams.get('code') as string;
    await expect(page.getByRole('region', { name: /Kode pemesanan/ })).toContainText(code);
    await expect(page.getByRole('region', { name: 'Lacak pesanan' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Rincian harga' })).toContainText('Total pembayaran');
    await expectNoAxeViolations(page);
    await expectFits360(page);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Unduh e-voucher (PDF)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`e-voucher-${code}.pdf`);
    const pdf = readFileSync(await file.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfStrings(pdfText(pdf))).toContain(code);
  });

  test('a member changes the password, and the old one stops working', async ({ page, request }) => {
    const member = await createMember(request, { tag: 'account-password', password: DEMO_PASSWORD });
    await page.goto('/login?redirect=/account/password');
    await signInWithPassword(page, member.email);
    await expect(page).toHaveURL(/\/account\/password$/);

    const next = 'Baru-4567';
    await page.getByLabel('Kata sandi saat ini').fill('bukan-sandi');
    await page.getByLabel('Kata sandi baru', { exact: true }).fill(next);
    await page.getByLabel('Ulangi kata sandi baru').fill(next);
    await page.getByRole('button', { name: 'Simpan kata sandi' }).click();
    await expect(page.getByLabel('Kata sandi saat ini')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Kata sandi saat ini').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Simpan kata sandi' }).click();
    await expect(page.getByRole('status')).toContainText('Kata sandi berhasil diperbarui.');

    const old = await request.post('/api/members/auth/login', {
      data: { email: member.email, password: DEMO_PASSWORD },
    });
    expect(old.status()).toBe(401);
    const fresh = await request.post('/api/members/auth/login', {
      data: { email: member.email, password: next },
    });
    expect(fresh.status(), await fresh.text()).toBe(200);

    // Signed out from the account page, the old password no longer signs in through the modal either.
    await page.goto('/account');
    await page.getByRole('navigation', { name: 'Menu akun' }).getByRole('link', { name: 'Keluar' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/login');
    const signIn = page.getByRole('dialog', { name: 'Masuk' });
    await signIn.getByRole('textbox', { name: /E-?mail/ }).fill(member.email);
    await signIn.getByLabel(/Kata sandi/).fill(DEMO_PASSWORD);
    await signIn.getByRole('button', { name: 'Masuk', exact: true }).click();
    await expect(page.getByRole('alertdialog', { name: 'Oops' })).toBeVisible();
  });
});
