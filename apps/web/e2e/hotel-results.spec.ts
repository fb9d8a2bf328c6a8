// Home search → results → sort and filter, and hotels near me, against the production build and the real API
// with its demo data (Bali).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { addDays, expect, NEXT_MONTH, TODAY, test } from './clock';

const TOMORROW = addDays(TODAY, 1);

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

  await expect(page).toHaveURL(
    new RegExp(`/hotel/city/\\d+/[a-z0-9-]+/area/[a-z0-9-]+\\?checkin=${TOMORROW}`),
  );
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
  await page.goto(
    `/hotel/search/kuta?q=kuta&checkin=${NEXT_MONTH.day(1)}&checkout=${NEXT_MONTH.day(20)}&rooms=1&adults=2`,
  );
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('15');
  await alert.getByRole('button', { name: 'Ubah pencarian' }).click();
  await expect(
    page
      .getByRole('dialog', { name: 'Ubah pencarian' })
      .getByRole('combobox', { name: 'Kota, area, atau nama hotel' }),
  ).toHaveValue('kuta');
});

const STAY = `checkin=${NEXT_MONTH.day(1)}&checkout=${NEXT_MONTH.day(3)}&rooms=1&adults=2`;
const foundCount = async (page: Page) =>
  Number((await page.getByText(/^\d+ hotel ditemukan$/).textContent())?.replace(/\D/g, ''));

test('filtering by property type and review score keeps them in the URL and narrows the list to the counts shown', async ({
  page,
}) => {
  await page.goto(`/hotel/search/bali?q=bali&${STAY}`);
  const list = page.getByRole('list', { name: 'Daftar hotel' });
  await expect(list.getByRole('article').first()).toBeVisible();
  const before = await foundCount(page);

  await page.getByRole('button', { name: 'Urutkan & filter' }).click();
  const sheet = page.getByRole('dialog', { name: 'Urutkan & filter' });
  const types = sheet.getByRole('group', { name: 'Jenis properti' });
  // The least common property type, so the list surely changes.
  const option = types.getByRole('checkbox').last();
  await expect(option).toBeVisible();
  const label = (await option.locator('xpath=..').textContent()) ?? '';
  const [, name, count] = /^(.+?) \((\d+)\)$/.exec(label.trim()) ?? [];
  expect(Number(count)).toBeLessThan(before);
  await option.check();
  const severe = (await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(severe.map((v) => v.id)).toEqual([]);
  await sheet.getByRole('button', { name: 'Terapkan' }).click();

  await expect(page).toHaveURL(/[?&]property_types=[a-z_]+/);
  await expect(page.getByText(`${count} hotel ditemukan`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Urutkan & filter (1)' })).toBeVisible();

  // Add a review score: the count on the choice is what the list then holds.
  await page.getByRole('button', { name: 'Urutkan & filter (1)' }).click();
  const scores = sheet.getByRole('group', { name: 'Skor ulasan' });
  await expect(sheet.getByRole('checkbox', { name: new RegExp(`^${name}`) })).toBeChecked();
  const score = scores.getByRole('radio', { name: /^3\+ Cukup baik/ });
  await expect(score).toBeVisible();
  const scoreCount = Number(/\((\d+)\)/.exec((await score.locator('xpath=..').textContent()) ?? '')?.[1]);
  await score.check();
  await sheet.getByRole('button', { name: 'Terapkan' }).click();
  await expect(page).toHaveURL(/[?&]review_score=3(&|$)/);
  if (scoreCount > 0) await expect(page.getByText(`${scoreCount} hotel ditemukan`)).toBeVisible();
  else await expect(page.getByRole('heading', { name: 'Tidak ada hotel yang cocok' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Urutkan & filter (2)' })).toBeVisible();
});

test.describe('hotels near me', () => {
  test.use({ geolocation: { latitude: -8.7201, longitude: 115.1702 }, permissions: ['geolocation'] });

  test('the first option of the destination field lists the hotels around the visitor, nearest first', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Kota, area, atau nama hotel' }).click();
    const listbox = page.getByRole('listbox', { name: 'Saran lokasi' });
    await expect(listbox.getByRole('option').first()).toHaveText('Hotel di sekitar saya');
    await listbox.getByRole('option', { name: 'Hotel di sekitar saya' }).click();

    await expect(page).toHaveURL(
      new RegExp(
        `/hotel/search/sekitar-saya\\?checkin=${TOMORROW}&checkout=${addDays(TODAY, 2)}&rooms=1&adults=2&lat=-8\\.7201&lng=115\\.1702$`,
      ),
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Hotel di sekitar Anda' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Daftar hotel' });
    await expect(list.getByRole('article').first()).toBeVisible();
    const distances = (await list.getByText(/^[\d,]+ km dari lokasi Anda$/).allTextContents()).map((d) =>
      Number(d.replace(/ km.*/, '').replace(',', '.')),
    );
    expect(distances.length).toBeGreaterThan(0);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances.at(-1)).toBeLessThanOrEqual(10);

    // Reloading the shared URL gives the same search.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Hotel di sekitar Anda' })).toBeVisible();
    await expect(list.getByText(/ km dari lokasi Anda$/).first()).toBeVisible();
  });
});

test.describe('hotels near me without permission', () => {
  test.use({ permissions: [] });

  test('shows the message for denied location services and keeps what was typed', async ({
    page,
    context,
  }) => {
    await context.clearPermissions();
    await page.goto('/');
    const input = page.getByRole('combobox', { name: 'Kota, area, atau nama hotel' });
    await input.fill('ub');
    await page.getByRole('option', { name: 'Hotel di sekitar saya' }).click();
    const message =
      'Layanan lokasi tidak aktif atau ditolak. Izinkan akses lokasi untuk melihat hotel di sekitar Anda.';
    await expect(input).toHaveAccessibleDescription(message);
    await expect(page.getByText(message).first()).toBeVisible();
    await expect(input).toHaveValue('ub');
    await expect(page).toHaveURL(/\/$/);
  });
});

test('landing on a city lists its hotels from the answer the server put in the page', async ({ page }) => {
  const searches: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/hotels/searches')) searches.push(r.postData() ?? '');
  });
  const response = await page.goto(
    `/hotel/city/1/bali?checkin=${NEXT_MONTH.day(3)}&checkout=${NEXT_MONTH.day(5)}&rooms=1&adults=2`,
  );
  expect((await response?.text()) ?? '').toContain('id="nusa-first-answers"');
  const list = page.getByRole('list', { name: 'Daftar hotel' });
  await expect(list.getByRole('article').first()).toBeVisible();
  await expect(page.getByText(/^\d+ hotel ditemukan$/)).toBeVisible();
  await expect(page.locator('.nusa-shell')).toHaveCount(0);
  expect(searches).toEqual([]);

  // A later search (another sort) goes to the API as usual.
  await page.getByRole('button', { name: 'Urutkan & filter' }).click();
  const sheet = page.getByRole('dialog', { name: 'Urutkan & filter' });
  await sheet.getByRole('radio', { name: 'Harga terendah' }).check();
  await sheet.getByRole('button', { name: 'Terapkan' }).click();
  await expect(page).toHaveURL(/sort=lowest_price/);
  await expect.poll(() => searches.some((body) => body.includes('"sort":"lowest_price"'))).toBe(true);
});
