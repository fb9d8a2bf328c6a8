// The account area (issue 12) against the production build and the real API with its demo data: a demo member finds
// a booking by period and status, opens it and downloads its e-voucher; members of these tests only cancel a
// refundable booking (refund on the timeline, the room back on sale), review a completed stay with two photos (shown
// on the hotel's page), change the phone number with a code from the outbox, and change the password, after which
// the old one no longer signs in. Andi's demo bookings (apps/api README, "Demo checkout data") are only read here;
// anything that changes a member or a booking uses a member registered by the test and bookings it makes itself
// (e2e/account-support.ts), so the tests run in parallel and again on the same database.
import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { bookAndPay, completeStay, findRoom, png } from './account-support';
import {
  createMember,
  DEMO_PASSWORD,
  nextCode,
  otpDialog,
  typeCode,
  uniquePhone,
  wrongCode,
} from './auth-support';
import { roomsLeft, signInWithPassword } from './checkout-support';
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

  test('a member cancels a refundable booking: the refund is on the timeline and the room is on sale again', async ({
    page,
    request,
  }) => {
    const member = await createMember(request, { tag: 'account-cancel', password: DEMO_PASSWORD });
    const room = await findRoom(request, { refundable: true });
    const before = await roomsLeft(request, room);
    const code = await bookAndPay(request, member, room);
    const booked = await roomsLeft(request, room);
    expect(booked).toBe(before - 1);

    await page.goto(`/login?redirect=${encodeURIComponent(`/account/my-booking?code=${code}`)}`);
    await signInWithPassword(page, member.email);
    await expect(page.getByRole('region', { name: /Kode pemesanan/ })).toContainText(code);
    const cancellation = page.getByRole('region', { name: 'Pembatalan' });
    await expect(cancellation).toContainText('Gratis pembatalan hingga');
    await cancellation.getByRole('button', { name: 'Batalkan pesanan' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Batalkan pesanan ini?' });
    await expect(confirm).toContainText(/Dana yang dikembalikan: Rp [\d.]+\./);
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Ya, batalkan' }).click();
    await expect(confirm).toBeHidden();

    const timeline = page.getByRole('region', { name: 'Lacak pesanan' });
    await expect(timeline.getByRole('listitem').filter({ hasText: 'Dibatalkan' })).toContainText('(selesai)');
    await expect(timeline.getByRole('listitem').filter({ hasText: 'Dana dikembalikan' })).toContainText(
      '(selesai)',
    );
    await expect(page.getByRole('region', { name: 'Pengembalian dana' })).toContainText(
      'Dana sudah dikembalikan',
    );
    await expectNoAxeViolations(page);
    await expectFits360(page);
    // The night is on sale again for everyone.
    expect(await roomsLeft(request, room)).toBe(booked + 1);
  });

  test('a member reviews a completed stay with two photos and sees it on the hotel’s page', async ({
    page,
    request,
  }) => {
    const member = await createMember(request, {
      tag: 'account-review',
      fullname: 'Ketut Pengulas',
      password: DEMO_PASSWORD,
    });
    const room = await findRoom(request);
    const code = await bookAndPay(request, member, room);
    await completeStay(request, code);

    await page.goto('/login?redirect=/account/review');
    await signInWithPassword(page, member.email);
    await expect(page.getByRole('heading', { level: 1, name: 'Ulasan saya' })).toBeVisible();
    await page.getByRole('link', { name: `Tulis ulasan ${room.hotelName}` }).click();
    await expect(page).toHaveURL(/\/account\/review\/hotel\/\d+$/);

    const form = page.getByRole('form', { name: 'Tulis ulasan' });
    for (const point of ['Kebersihan', 'Kenyamanan', 'Pelayanan', 'Sesuai harga'])
      await form
        .getByRole('group', { name: point })
        .getByRole('radio', { name: '5 dari 5' })
        .check({ force: true });
    await form.getByRole('radio', { name: 'Keluarga' }).check();
    const title = `Liburan keluarga yang tenang ${Date.now()}`;
    await form.getByRole('textbox', { name: 'Judul ulasan' }).fill(title);
    await form
      .getByRole('textbox', { name: 'Ceritakan pengalaman Anda' })
      .fill('Kamar bersih, sarapan enak.');
    await form.getByLabel('Foto atau video (maks. 5)').setInputFiles([
      { name: 'kamar.png', mimeType: 'image/png', buffer: png(64, 48, [30, 120, 200]) },
      { name: 'kolam.png', mimeType: 'image/png', buffer: png(64, 48, [40, 180, 90]) },
    ]);
    const chosen = form.getByRole('list', { name: 'Foto dan video dipilih' });
    await expect(chosen.getByRole('listitem')).toHaveCount(2);
    await expectNoAxeViolations(page);
    await form.getByRole('button', { name: 'Kirim ulasan' }).click();

    // Sent: the page shows it read-only, with its two photos.
    const sent = page.getByRole('list', { name: 'Foto dan video ulasan' });
    await expect(sent.getByRole('img')).toHaveCount(2);
    await expect(page.getByText(title)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Kirim ulasan' })).toHaveCount(0);

    await page.goto(room.hotelPath);
    const reviews = page.getByRole('region', { name: 'Ulasan tamu' });
    const mine = reviews
      .getByRole('article', { name: 'Ulasan dari Ketut Pengulas' })
      .filter({ hasText: title });
    await expect(mine).toBeVisible();
    const photos = mine.getByRole('list', { name: 'Foto dan video dari Ketut Pengulas' }).getByRole('img');
    await expect(photos).toHaveCount(2);
    for (const photo of await photos.all()) {
      await expect(photo).toHaveJSProperty('complete', true);
      expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
  });

  test('a member changes the phone number with the code sent to it', async ({ page, request }) => {
    const member = await createMember(request, { tag: 'account-phone', password: DEMO_PASSWORD });
    await page.goto('/login?redirect=/account/profile');
    await signInWithPassword(page, member.email);
    await expect(page.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();

    const phone = uniquePhone();
    const grouped = `+62 ${phone.slice(0, 3)} ${phone.slice(3, 7)} ${phone.slice(7)}`;
    await page.getByRole('button', { name: 'Ubah nomor' }).click();
    await page.getByRole('textbox', { name: /Nomor ponsel baru/ }).fill(`0${phone}`);
    await page.getByRole('button', { name: 'Kirim kode' }).click();
    await expect(otpDialog(page)).toContainText(`lewat WhatsApp ke ${grouped}.`);
    const { code } = await nextCode(request, phone);
    await expectNoAxeViolations(page);

    // A wrong code only marks the code as invalid (spec §8); the right one changes the number.
    await typeCode(page, wrongCode(code));
    await expect(otpDialog(page).getByText('Kode tidak valid')).toBeVisible();
    await typeCode(page, code);
    await expect(otpDialog(page)).toBeHidden();
    await expect(page.getByText(`Nomor ponsel berhasil diubah menjadi ${grouped}.`)).toBeVisible();
    await page.reload();
    const number = page.getByRole('region', { name: 'Nomor ponsel' });
    await expect(number).toContainText(grouped);
    await expect(number).toContainText('Terverifikasi');
    await expectFits360(page);
  });
});
