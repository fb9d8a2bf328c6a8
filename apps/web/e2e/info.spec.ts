// The information pages and the two forms against the production build and the real API, at 360 px: every page
// opens with its heading and no axe violations; the partner form and the Citilink e-form are sent for real, and
// the API's development outbox shows the e-mail to the partnership team and to customer service with the
// reference the receipt shows. The forms' per-IP budget (10 an hour) holds: each run sends one of each.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { outbox } from './auth-support';
import { addDays, expect, test, TODAY } from './clock';

test.use({ viewport: { width: 360, height: 740 } });

/** The API's default addresses (apps/api modules/forms/config.ts). */
const PARTNERSHIP = 'partnership@nusastay.id';
const CUSTOMER_SERVICE = 'cs@nusastay.id';

const PAGES = [
  { path: '/about', heading: 'Tentang Kami' },
  { path: '/faq', heading: 'Pertanyaan Umum' },
  { path: '/terms-and-conditions', heading: 'Syarat & Ketentuan' },
  { path: '/privacy-and-policy', heading: 'Kebijakan Privasi' },
  { path: '/download', heading: 'Unduh Aplikasi Nusa Stay' },
  { path: '/travelfair', heading: 'Nusa Stay Travel Fair' },
  { path: '/be-our-partner', heading: 'Jadi Mitra Kami' },
  { path: '/eform-citilink', heading: 'E-Form Tiket Pesawat Citilink' },
];

async function expectAccessible(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations).toEqual([]);
}

async function expectNoSideScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
}

for (const { path, heading } of PAGES) {
  test(`${path} opens with its heading, fits 360 px and has no axe violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('main[aria-busy="true"]')).toHaveCount(0);
    await expectNoSideScroll(page);
    await expectAccessible(page);
  });
}

test('the FAQ opens an answer, and the about page speaks English', async ({ page }) => {
  await page.goto('/faq');
  const question = page.getByRole('button', { name: 'Bagaimana cara memakai kode promo?' });
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(
    page.getByText('Masukkan kode di halaman pemesanan sebelum membayar.', { exact: false }),
  ).toBeVisible();
  await page.goto('/about?lang=en');
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
});

test('the travel fair lists the current promotions, each linking to its page', async ({ page }) => {
  await page.goto('/travelfair');
  const list = page.getByRole('list', { name: 'Promo Travel Fair' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  const first = list.getByRole('listitem').first();
  const title = (await first.getByRole('heading').textContent()) ?? '';
  await first.getByRole('link', { name: `Lihat promo ${title}` }).click();
  await expect(page).toHaveURL(/\/promotions\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('the partner form is sent and the partnership team is e-mailed', async ({ page, request }) => {
  const company = `PT Mitra Uji ${Date.now()}`;
  await page.goto('/be-our-partner');
  // Sent empty first: the rules speak, nothing is sent.
  await page.getByRole('button', { name: 'Kirim formulir' }).click();
  await expect(page.getByLabel(/^Nama perusahaan/)).toBeFocused();
  await expect(page.getByText('Kolom ini wajib diisi').first()).toBeVisible();
  await page.getByLabel(/^Nama perusahaan/).fill(company);
  await page.getByLabel(/^Alamat/).fill('Jl. Malioboro No. 10, Yogyakarta');
  await page.getByLabel(/^Nomor telepon/).fill('0274 555 0100');
  await page.getByLabel(/^Situs web/).fill('www.mitrauji.co.id');
  await page.getByLabel(/^Jenis produk/).selectOption('hotel');
  await page.getByLabel(/^Nama kontak/).fill('Rina Marlina');
  await page.getByLabel(/^E-mail/).fill('rina.mitra@example.com');
  await page.getByRole('button', { name: 'Kirim formulir' }).click();
  const receipt = page.getByRole('region', { name: 'Terima kasih, formulir Anda sudah kami terima' });
  await expect(receipt).toBeVisible();
  const reference = (await receipt.getByText(/^PRT-\d{8}-\d{4,}$/).textContent()) ?? '';
  expect(reference).toMatch(`PRT-${TODAY.replaceAll('-', '')}-`);
  await expectAccessible(page);
  const mail = (await outbox(request, PARTNERSHIP)).find((m) => m.subject?.includes(reference));
  expect(mail?.subject).toContain(company);
  expect(mail?.body).toContain('rina.mitra@example.com');
  expect(mail?.body).toContain('02745550100');
});

test('the Citilink e-form is sent with two passengers and customer service is e-mailed', async ({
  page,
  request,
}) => {
  const departure = addDays(TODAY, 30);
  const back = addDays(TODAY, 35);
  const customer = `Budi Uji ${Date.now()}`;
  await page.goto('/eform-citilink');
  await page.getByLabel(/^Nama pemesan/).fill(customer);
  await page.getByLabel(/^E-mail/).fill('budi.eform@example.com');
  await page.getByLabel(/^Nomor telepon/).fill('081234567890');
  await page.getByLabel(/^Kota asal/).fill('Jakarta (CGK)');
  await page.getByLabel(/^Kota tujuan/).fill('Jakarta (CGK)');
  await page.getByLabel(/^Tanggal berangkat/).fill(departure);
  await page.getByLabel(/^Tanggal pulang/).fill(addDays(departure, -1));
  const first = page.getByRole('group', { name: 'Penumpang 1' });
  await first.getByLabel(/^Nama lengkap/).fill('Budi Santoso');
  await first.getByLabel(/^Tanggal lahir/).fill('1985-04-12');
  await page.getByRole('button', { name: 'Kirim e-form' }).click();
  // The same city twice and a return before departure: refused before sending, nothing typed lost.
  await expect(page.getByText('Kota tujuan harus berbeda dari kota asal')).toBeVisible();
  await expect(page.getByText('Tanggal pulang tidak boleh sebelum tanggal berangkat')).toBeVisible();
  await expect(page.getByLabel(/^Nama pemesan/)).toHaveValue(customer);
  await page.getByLabel(/^Kota tujuan/).fill('Denpasar (DPS)');
  await page.getByLabel(/^Tanggal pulang/).fill(back);
  await page.getByRole('button', { name: 'Tambah penumpang' }).click();
  const second = page.getByRole('group', { name: 'Penumpang 2' });
  await expect(second.getByLabel(/^Nama lengkap/)).toBeFocused();
  await second.getByLabel(/^Nama lengkap/).fill('Sari Santoso');
  await second.getByLabel(/^Tanggal lahir/).fill('2019-08-30');
  await expectNoSideScroll(page);
  await page.getByRole('button', { name: 'Kirim e-form' }).click();
  const receipt = page.getByRole('region', { name: 'Terima kasih, permintaan Anda sudah kami terima' });
  await expect(receipt).toBeVisible();
  await expect(receipt).toContainText('Jakarta (CGK) – Denpasar (DPS)');
  await expect(receipt).toContainText('2 orang');
  const reference = (await receipt.getByText(/^EFM-\d{8}-\d{4,}$/).textContent()) ?? '';
  const mail = (await outbox(request, CUSTOMER_SERVICE)).find((m) => m.subject?.includes(reference));
  expect(mail?.subject).toContain(`Jakarta (CGK) - Denpasar (DPS), ${departure}`);
  expect(mail?.body).toContain(customer);
  expect(mail?.body).toContain('2. Sari Santoso (2019-08-30)');
});
