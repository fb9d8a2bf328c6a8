// The verification modal's clocks end to end: the resend countdown from the server's next_interval and the
// lockout after the third code of an hour. The browser clock is Playwright's (installed by ./clock at the API's
// instant before navigation, it runs in real time until fast-forwarded); the API's clock runs in real time, so where
// the server must see 60 s pass between two codes the test waits for real.
import { expect, test } from './clock';
import {
  fillRegister,
  lastOutboxId,
  nextCode,
  otpAnswer,
  otpDialog,
  outbox,
  typeCode,
  uniqueEmail,
  uniquePhone,
  wrongCode,
} from './auth-support';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

test.describe('auth: one-time code timers', () => {
  test('the resend link appears when the countdown reaches 0 and sends a second code', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const phone = uniquePhone();
    await page.goto('/register');
    const register = await fillRegister(page, {
      fullname: 'Uji Kirim Ulang',
      email: uniqueEmail('resend'),
      phone,
    });
    const firstAnswer = otpAnswer(page);
    await register.getByRole('button', { name: 'Daftar', exact: true }).click();
    const first = await firstAnswer;
    const firstAt = Date.now();
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ otp_index: 1, next_interval: 60 });
    const firstCode = await nextCode(request, phone);

    const otp = otpDialog(page);
    const resend = otp.getByRole('button', { name: 'Kirim ulang kode' });
    await expect(otp.getByText(/^Kirim ulang kode dalam (60|5[5-9]) detik$/)).toBeVisible();
    await expect(otp.getByText('Kode berlaku selama')).toBeVisible();
    await expect(resend).toHaveCount(0);

    await page.clock.fastForward('00:30');
    await expect(otp.getByText(/^Kirim ulang kode dalam (30|2[5-9]) detik$/)).toBeVisible();
    await expect(resend).toHaveCount(0);

    await page.clock.fastForward('00:31');
    await expect(resend).toBeVisible();
    await expect(otp.getByText(/Kirim ulang kode dalam/)).toHaveCount(0);

    // The server counts its own 60 s (it would answer 429 otp_too_soon before that).
    await sleep(firstAt + 61_000 - Date.now());
    const secondAnswer = otpAnswer(page);
    await resend.click();
    const second = await secondAnswer;
    expect(second.status).toBe(200);
    expect(second.body.data).toMatchObject({ otp_index: 2, next_interval: 60 });
    const secondCode = await nextCode(request, phone, firstCode.id);
    expect((await outbox(request, phone)).filter((m) => m.channel === 'whatsapp')).toHaveLength(2);
    // A new countdown, from the new answer.
    await expect(otp.getByText(/^Kirim ulang kode dalam (60|5[5-9]) detik$/)).toBeVisible();

    // The first code died with the resend.
    await typeCode(page, secondCode.code === firstCode.code ? wrongCode(firstCode.code) : firstCode.code);
    await expect(otp.getByText('Kode tidak valid')).toBeVisible();
    await typeCode(page, secondCode.code);
    await expect(page.getByRole('dialog', { name: 'Selamat datang, Uji Kirim Ulang!' })).toBeVisible();
  });

  test('the fourth code of an hour locks the number: wait dialog, 59:59, then any request is timed out', async ({
    page,
    request,
  }) => {
    // Three codes 60 real seconds apart (the server's interval) before the lockout.
    test.setTimeout(330_000);
    const phone = uniquePhone();
    await page.goto('/register');
    const register = await fillRegister(page, {
      fullname: 'Uji Batas Kode',
      email: uniqueEmail('lock'),
      phone,
    });
    const firstAnswer = otpAnswer(page);
    await register.getByRole('button', { name: 'Daftar', exact: true }).click();
    expect((await firstAnswer).body.data).toMatchObject({ otp_index: 1, next_interval: 60 });

    const otp = otpDialog(page);
    const resend = otp.getByRole('button', { name: 'Kirim ulang kode' });
    for (const index of [2, 3]) {
      // The browser clock runs in real time here, so the link appears when the server allows the resend.
      await expect(resend).toBeVisible({ timeout: 75_000 });
      const answer = otpAnswer(page);
      await resend.click();
      expect((await answer).body.data).toMatchObject({ otp_index: index, next_interval: 60 });
    }
    await expect(resend).toBeVisible({ timeout: 75_000 });
    const before = await lastOutboxId(request, phone);
    const lockAnswer = otpAnswer(page);
    await resend.click();
    const lock = await lockAnswer;
    expect(lock.status).toBe(200);
    expect(lock.body.data).toMatchObject({ otp_index: 4, next_interval: 3600 });

    const wait = page.getByRole('alertdialog', { name: 'Batas permintaan kode tercapai' });
    await expect(wait).toContainText('Tunggu 60 menit sebelum meminta kode baru.');
    await wait.getByRole('button', { name: 'Mengerti' }).click();
    await expect(wait).toBeHidden();

    const status = otp.getByRole('status');
    await expect(status).toContainText('Batas pengiriman ulang tercapai. Tunggu 60 menit lalu coba lagi.');
    await expect(status).toContainText('59:59');
    await expect(otp.getByRole('textbox', { name: 'Digit 1 dari 6' })).toBeDisabled();
    await expect(otp.getByRole('button', { name: 'Verifikasi' })).toBeDisabled();
    await expect(resend).toHaveCount(0);
    await page.clock.fastForward('01:00');
    await expect(status).toContainText(/58:5\d/);
    // The fourth request sent nothing.
    expect(await lastOutboxId(request, phone)).toBe(before);
    expect((await outbox(request, phone)).filter((m) => m.channel === 'whatsapp')).toHaveLength(3);

    // Any further request within the hour: 429, shown as the server's message and the timed-out modal.
    await otp.getByRole('button', { name: 'Tutup' }).click();
    const again = otpAnswer(page);
    await register.getByRole('button', { name: 'Daftar', exact: true }).click();
    expect((await again).status).toBe(429);
    const oops = page.getByRole('alertdialog', { name: 'Oops' });
    await expect(oops).toContainText(/Terlalu banyak percobaan\. Minta kode baru setelah \d+ menit\./);
    await oops.getByRole('button', { name: 'OK' }).click();
    await expect(otp.getByRole('status')).toContainText(/Batas pengiriman ulang tercapai\. Tunggu \d+ menit/);
    await expect(otp.getByRole('status')).toContainText(/5\d:\d\d/);
    await expect(otp.getByRole('button', { name: 'Verifikasi' })).toBeDisabled();
  });

  test('the code is valid for 5 minutes: the timer runs out and verifying is off', async ({
    page,
    request,
  }) => {
    const phone = uniquePhone();
    await page.goto('/register');
    const register = await fillRegister(page, {
      fullname: 'Uji Waktu Habis',
      email: uniqueEmail('expiry'),
      phone,
    });
    await register.getByRole('button', { name: 'Daftar', exact: true }).click();
    const { code } = await nextCode(request, phone);
    const otp = otpDialog(page);
    await expect(otp.getByText(/^(05:00|04:5\d)$/)).toBeVisible();
    await page.clock.fastForward('02:00');
    await expect(otp.getByText(/^(03:00|02:5\d)$/)).toBeVisible();
    await page.clock.fastForward('03:01');
    await expect(otp.getByRole('status')).toHaveText(
      'Waktu habis. Kode sudah tidak berlaku, silakan kirim ulang kode.',
    );
    await otp.getByRole('textbox', { name: 'Digit 1 dari 6' }).click();
    await page.keyboard.type(code);
    await expect(otp.getByRole('button', { name: 'Verifikasi' })).toBeDisabled();
    await expect(otp.getByRole('button', { name: 'Kirim ulang kode' })).toBeVisible();
  });

  test('five wrong codes void the code', async ({ page, request }) => {
    const phone = uniquePhone();
    await page.goto('/register');
    const register = await fillRegister(page, {
      fullname: 'Uji Salah Kode',
      email: uniqueEmail('void'),
      phone,
    });
    await register.getByRole('button', { name: 'Daftar', exact: true }).click();
    const { code } = await nextCode(request, phone);
    const otp = otpDialog(page);
    const wrong = wrongCode(code);
    const verifyAnswer = () =>
      page
        .waitForResponse(
          (r) => r.url().includes('/api/members/v2/otp/verify') && r.request().method() === 'POST',
        )
        .then((r) => r.status());
    for (let attempt = 1; attempt <= 4; attempt++) {
      const answer = verifyAnswer();
      await typeCode(page, wrong);
      expect(await answer).toBe(422);
      await expect(otp.getByText('Kode OTP salah.')).toBeVisible();
      await expect(otp.getByText('Kode tidak valid')).toBeVisible();
    }
    const fifth = verifyAnswer();
    await typeCode(page, wrong);
    expect(await fifth).toBe(429);
    await expect(
      otp.getByText('Kode OTP salah 5 kali dan tidak berlaku lagi. Minta kode baru.'),
    ).toBeVisible();
    await expect(otp.getByRole('status')).toHaveText(
      'Waktu habis. Kode sudah tidak berlaku, silakan kirim ulang kode.',
    );
    // Even the right code is refused now: the button is off, and the server refuses it too.
    await otp.getByRole('textbox', { name: 'Digit 1 dari 6' }).click();
    await page.keyboard.type(code);
    await expect(otp.getByRole('button', { name: 'Verifikasi' })).toBeDisabled();
    const direct = await request.post('/api/members/v2/otp/verify', {
      data: { phone_number_country_code: '62', phone_number: phone, otp: code, type: 'register' },
    });
    expect(direct.status()).toBeGreaterThanOrEqual(400);
  });
});
