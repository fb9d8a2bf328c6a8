// Favorites (issue 13) against the production build and the real API: a member saves a hotel from the results,
// finds it under /favorite and removes it (with the undo offered first); a guest tapping a heart signs in through
// the modal and finds the hotel saved. Each test uses a new member, so no run depends on another's favorites.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createMember, DEMO_PASSWORD } from './auth-support';
import { signedInMember, signInWithPassword } from './checkout-support';
import { addDays, expect, NEXT_MONTH, TODAY, test } from './clock';
import { SEARCH_ANSWER_TIMEOUT } from './timing';

const CHECK_IN = NEXT_MONTH.day(5);
const RESULTS = `/hotel/search/kuta?q=kuta&checkin=${CHECK_IN}&checkout=${addDays(CHECK_IN, 1)}&rooms=1&adults=2`;

/** The first hotel of the results: its card and name (the card's link is named after the hotel). */
async function firstResult(page: Page) {
  const card = page.getByRole('list', { name: 'Daftar hotel' }).getByRole('article').first();
  await expect(card).toBeVisible({ timeout: SEARCH_ANSWER_TIMEOUT });
  const name = (await card.getByRole('link').first().getAttribute('aria-label')) as string;
  expect(name).toBeTruthy();
  return { card, name };
}

test('a member saves a hotel from the results, finds it under /favorite and removes it', async ({
  page,
  request,
}) => {
  await signedInMember(page, request, 'favorites');
  await page.goto(RESULTS);
  const { card, name } = await firstResult(page);
  await card.getByRole('button', { name: `Simpan ${name} ke favorit` }).click();
  const saved = card.getByRole('button', { name: `Hapus ${name} dari favorit` });
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  await expect(saved).not.toHaveAttribute('aria-busy');
  // The hotel's own page shows the same heart, pressed.
  await card.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('button', { name: `Hapus ${name} dari favorit` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.goto('/favorite');
  await expect(page.getByRole('heading', { level: 1, name: 'Favorit' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Semua', selected: true })).toBeVisible();
  const list = page.getByRole('list', { name: 'Hotel favorit' });
  await expect(list.getByRole('link', { name })).toBeVisible();
  await expect(list.getByRole('article')).toHaveCount(1);
  // Priced (per room per night) or saying why not, for tomorrow's stay.
  await expect(list.getByRole('article')).toContainText(/Rp [\d.]+|penuh|habis/);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // Removing offers an undo first.
  await list.getByRole('button', { name: `Hapus ${name} dari favorit` }).click();
  await expect(list).toBeHidden();
  const notice = page.getByRole('status').filter({ hasText: 'dihapus dari favorit' });
  await notice.getByRole('button', { name: 'Batalkan' }).click();
  await expect(list.getByRole('link', { name })).toBeVisible();

  await list.getByRole('button', { name: `Hapus ${name} dari favorit` }).click();
  await page
    .getByRole('status')
    .filter({ hasText: 'dihapus dari favorit' })
    .getByRole('button', { name: 'Tutup' })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Belum ada hotel favorit' })).toBeVisible();
  // Gone on the server too, and the empty state leads to search.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Belum ada hotel favorit' })).toBeVisible();
  await page.getByRole('link', { name: 'Cari hotel' }).click();
  await expect(page.getByRole('button', { name: 'Cari Hotel' })).toBeVisible();
});

test("a member saves a hotel from the home page's recommended hotels and finds it under /favorite", async ({
  page,
  request,
}) => {
  await signedInMember(page, request, 'favorites-home');
  await page.goto('/');
  // Below the fold on a phone: the row loads after the first paint and shows as it is scrolled to.
  const row = page.getByRole('list', { name: 'Hotel rekomendasi' });
  await row.scrollIntoViewIfNeeded();
  const card = row.getByRole('listitem').first();
  const heart = card.getByRole('button', { name: /^Simpan .+ ke favorit$/ });
  const name = ((await heart.getAttribute('aria-label')) as string).replace(/^Simpan (.+) ke favorit$/, '$1');
  // The card's link opens that hotel (named by its content: the hotel's name first).
  await expect(card.getByRole('link')).toContainText(name);
  await heart.click();
  const saved = card.getByRole('button', { name: `Hapus ${name} dari favorit` });
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  await expect(saved).not.toHaveAttribute('aria-busy');
  expect(
    (await new AxeBuilder({ page }).include('section[aria-labelledby="recommended-hotels-title"]').analyze())
      .violations,
  ).toEqual([]);

  await page.goto('/favorite');
  await expect(page.getByRole('list', { name: 'Hotel favorit' }).getByRole('link', { name })).toBeVisible();
});

test("the home page's recommended hotels fit 360 px and open a hotel for tomorrow", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  const row = page.getByRole('list', { name: 'Hotel rekomendasi' });
  await row.scrollIntoViewIfNeeded();
  await expect(row.getByRole('link').first()).toBeVisible();
  // The row scrolls sideways on its own; the page never gets wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const href = (await row.getByRole('link').first().getAttribute('href')) as string;
  const tomorrow = addDays(TODAY, 1);
  expect(href).toMatch(/^\/hotel\/product\//);
  expect(href).toContain(`checkin=${tomorrow}&checkout=${addDays(tomorrow, 1)}&rooms=1&adults=2`);
});

test('a guest tapping a heart signs in and finds the hotel saved', async ({ page, request }) => {
  const member = await createMember(request, {
    tag: 'favorites-guest',
    fullname: 'Made Uji Favorit',
    password: DEMO_PASSWORD,
  });
  await page.goto(RESULTS);
  const { card, name } = await firstResult(page);
  await card.getByRole('button', { name: `Simpan ${name} ke favorit` }).click();
  await signInWithPassword(page, member.email);
  await expect(card.getByRole('button', { name: `Hapus ${name} dari favorit` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.goto('/favorite');
  await expect(page.getByRole('list', { name: 'Hotel favorit' }).getByRole('link', { name })).toBeVisible();
});

test('the favorites page is usable 360 px wide', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signedInMember(page, request, 'favorites-narrow');
  await page.goto(RESULTS);
  const { card, name } = await firstResult(page);
  await card.getByRole('button', { name: `Simpan ${name} ke favorit` }).click();
  await expect(card.getByRole('button', { name: `Hapus ${name} dari favorit` })).not.toHaveAttribute(
    'aria-busy',
  );
  await page.goto('/favorite');
  const saved = page.getByRole('list', { name: 'Hotel favorit' }).getByRole('article');
  await expect(saved).toHaveCount(1);
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const remove = saved.getByRole('button', { name: `Hapus ${name} dari favorit` });
  const box = await remove.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(360);
});
