// Home search → results → sort, against the production build and the real API with its demo data (Bali).
import { expect, test } from '@playwright/test';

// Today is 23 Nov 2026 in Jakarta, as in the home search tests.
const NOW = new Date('2026-11-23T03:00:00Z');

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(NOW);
});

test('a search from the home page lists hotels, and sorting by lowest price keeps the order in the URL', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Kota, area, atau nama hotel' }).fill('kuta');
  await page
    .getByRole('listbox', { name: 'Saran lokasi' })
    .getByRole('group', { name: 'Area' })
    .getByRole('option', { name: /^Kuta\b/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Cari Hotel' }).click();

  await expect(page).toHaveURL(/\/hotel\/city\/\d+\/[a-z0-9-]+\/area\/[a-z0-9-]+\?checkin=2026-11-24/);
  await expect(page.getByRole('heading', { level: 1, name: /^Hotel di / })).toBeVisible();
  const list = page.getByRole('list', { name: 'Daftar hotel' });
  await expect(list.getByRole('article').first()).toBeVisible();
  await expect(page.getByText(/^\d+ hotel ditemukan$/)).toBeVisible();

  await page.getByRole('button', { name: 'Urutkan & filter' }).click();
  const sheet = page.getByRole('dialog', { name: 'Urutkan & filter' });
  await expect(sheet.getByRole('status')).toContainText('hotel cocok');
  await sheet.getByRole('radio', { name: 'Harga terendah' }).check();
  await sheet.getByRole('button', { name: 'Terapkan' }).click();
  await expect(page).toHaveURL(/sort=lowest_price/);

  // Cheapest first: the prices of the bookable hotels never go down along the list.
  await expect(list.getByRole('article').first()).toBeVisible();
  const prices = (await list.getByText(/^Rp [\d.]+$/).allTextContents()).map((p) =>
    Number(p.replace(/\D/g, '')),
  );
  expect(prices.length).toBeGreaterThan(0);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
});

test('a stay longer than 15 nights in the URL shows the API message and the search form reopens', async ({
  page,
}) => {
  await page.goto('/hotel/search/kuta?q=kuta&checkin=2026-12-01&checkout=2026-12-20&rooms=1&adults=2');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('15');
  await alert.getByRole('button', { name: 'Ubah pencarian' }).click();
  await expect(
    page
      .getByRole('dialog', { name: 'Ubah pencarian' })
      .getByRole('combobox', { name: 'Kota, area, atau nama hotel' }),
  ).toHaveValue('kuta');
});
