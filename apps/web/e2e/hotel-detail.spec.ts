// Results → hotel detail → change dates → a sold-out room → choose a room, against the production build and the
// real API with its demo data. Availability in the demo inventory is a deterministic hash of (room type, night),
// so the test asks the API which night of next month has a sold-out room for the hotel it opened.
import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './auth-support';
import { expect, NEXT_MONTH, pickerDayName, shortDate, test } from './clock';
import { SEARCH_ANSWER_TIMEOUT } from './timing';

const isoDay = (day: number) => NEXT_MONTH.day(day);
/** The date picker's accessible name of a day of next month, e.g. "Rabu, 9 Desember 2026". */
const dayName = (day: number) => new RegExp(`^${pickerDayName(isoDay(day))}`);
/** The stay the tests open: the 3rd to the 5th of next month. */
const STAY = `checkin=${isoDay(3)}&checkout=${isoDay(5)}&rooms=1&adults=2`;

/** A night of next month (check-in day) on which the hotel has a sold-out room and still a bookable one. */
async function soldOutNight(request: APIRequestContext, hotelId: number): Promise<number | null> {
  for (let day = 10; day <= 27; day++) {
    const res = await request.get(
      `/api/hotels/v2/${hotelId}?check_in=${isoDay(day)}&check_out=${isoDay(day + 1)}&rooms=1&adults=2`,
    );
    const rooms = ((await res.json()) as { data: { rooms: { availability: string }[] } }).data.rooms;
    const states = new Set(rooms.map((r) => r.availability));
    if (states.has('sold_out') && states.has('available')) return day;
  }
  return null;
}

test('open a hotel from the results, change dates to see a sold-out room, and choose a room', async ({
  page,
  request,
}) => {
  await page.goto(`/hotel/search/bali?q=bali&${STAY}`);
  const list = page.getByRole('list', { name: 'Daftar hotel' });
  const firstHotel = list.getByRole('article').first().getByRole('link');
  await expect(firstHotel).toBeVisible({ timeout: SEARCH_ANSWER_TIMEOUT });
  const hotelName = (await firstHotel.getAttribute('aria-label')) ?? '';
  await firstHotel.click();

  // The detail page: gallery, title, rooms for the stay of the results.
  await expect(page).toHaveURL(
    new RegExp(`/hotel/product/[^?]+/(\\d+)\\?checkin=${isoDay(3)}&checkout=${isoDay(5)}`),
  );
  const hotelId = Number(/\/(\d+)\?/.exec(page.url())?.[1]);
  await expect(page.getByRole('heading', { level: 1, name: hotelName })).toBeVisible();
  await expect(page).toHaveTitle(hotelName);
  const gallery = page.getByRole('region', { name: 'Galeri foto' });
  await expect(gallery.getByRole('button').first()).toBeVisible();
  await expect(gallery.getByText(/^1\/\d+$/)).toBeVisible();
  const rooms = page.getByRole('list', { name: 'Daftar kamar' });
  await expect(rooms.getByRole('article').first()).toBeVisible();
  await expect(
    page.getByRole('button', {
      name: new RegExp(`^Ubah tanggal ${shortDate(isoDay(3))} – ${shortDate(isoDay(5))}`),
    }),
  ).toBeVisible();

  // The full-screen viewer opens from the gallery and closes with Escape.
  await gallery.getByRole('button').first().click();
  const viewer = page.getByRole('dialog', { name: `Foto ${hotelName}` });
  await expect(viewer).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText(/2\/\d+/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  // Change the dates to a night with a sold-out room: the URL is replaced and the rooms are fetched again.
  const night = await soldOutNight(request, hotelId);
  expect(night, 'a night of next month with a sold-out room in the demo inventory').not.toBeNull();
  const day = night as number;
  const roomsAnswer = page.waitForResponse(
    (r) => r.url().includes(`/api/hotels/v2/${hotelId}?`) && r.url().includes(`check_in=${isoDay(day)}`),
  );
  await page.getByRole('button', { name: /^Ubah tanggal/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Pilih tanggal menginap' });
  await sheet.getByRole('button', { name: dayName(day) }).click();
  await sheet.getByRole('button', { name: dayName(day + 1) }).click();
  await sheet.getByRole('button', { name: 'Simpan tanggal' }).click();
  await expect(page).toHaveURL(new RegExp(`checkin=${isoDay(day)}&checkout=${isoDay(day + 1)}`));
  expect((await roomsAnswer).ok()).toBe(true);
  await expect(rooms.getByText('Kamar tidak tersedia').first()).toBeVisible();
  const soldOut = rooms.getByRole('article').filter({ hasText: 'Kamar tidak tersedia' }).first();
  await expect(soldOut.getByRole('button', { name: 'Pilih kamar' })).toHaveCount(0);

  // Choose a bookable room: the checkout gets the hotel, the room, the dates and the guests. Checkout needs a
  // member, so a guest gets the sign-in modal over the hotel and, once signed in, continues to that checkout URL.
  const available = rooms
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'Pilih kamar' }) });
  await available.first().getByRole('button', { name: 'Pilih kamar' }).click();
  const signIn = page.getByRole('dialog', { name: 'Masuk' });
  await expect(signIn).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/hotel/product/[^?]+/${hotelId}\\?checkin=${isoDay(day)}`));
  await expect(page.getByRole('heading', { level: 1, name: hotelName })).toBeVisible();
  await signIn.getByRole('textbox', { name: /E-?mail/ }).fill('putu@example.com');
  await signIn.getByLabel(/Kata sandi/).fill(DEMO_PASSWORD);
  // The app continues to that checkout URL, then replaces it with the cart it made (?cart=…) as soon as the cart
  // exists: the URL is caught as it is navigated to, not read afterwards (a fast cart had already replaced it).
  let continuedTo: URL | undefined;
  const continued = page.waitForURL(
    (url) => {
      if (url.pathname !== '/checkout' || !url.searchParams.has('hotel_id')) return false;
      continuedTo = url;
      return true;
    },
    { waitUntil: 'commit' },
  );
  await signIn.getByRole('button', { name: 'Masuk', exact: true }).click();
  await continued;
  const checkout = continuedTo as URL;
  expect(Object.fromEntries(checkout.searchParams)).toMatchObject({
    hotel_id: String(hotelId),
    checkin: isoDay(day),
    checkout: isoDay(day + 1),
    rooms: '1',
    adults: '2',
  });
  expect(checkout.searchParams.get('room_id')).toMatch(/^\d+$/);
});

test('an unknown hotel shows the not-found message with a way home', async ({ page }) => {
  await page.goto('/hotel/product/indonesia/bali/kuta/tidak-ada/999999');
  await expect(page.getByRole('heading', { name: 'Hotel tidak ditemukan' })).toBeVisible();
  await page.getByRole('link', { name: 'Kembali ke beranda' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('landing on a hotel renders from the answers the server put in the page, in place of its loading shell', async ({
  page,
}) => {
  // The server embeds the hotel, its photos, descriptions, badges and the rooms of the stay in the page
  // (apps/api src/http/first-paint.ts): none of them is requested again.
  const hotelRequests: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (/^\/api\/hotels\/(v2\/)?\d+/.test(url.pathname)) hotelRequests.push(url.pathname + url.search);
  });
  const response = await page.goto(`/hotel/product/indonesia/bali/nusa-dua/anggrek-eco-resort/11?${STAY}`);
  // Before any script: the shell with the hotel's cover and name.
  const html = (await response?.text()) ?? '';
  expect(html).toContain('class="nusa-shell" aria-hidden="true"');
  expect(html).toContain('<p class="nusa-shell__title">Anggrek Eco Resort</p>');

  await expect(page.getByRole('heading', { level: 1, name: 'Anggrek Eco Resort' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Daftar kamar' }).getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Galeri foto' }).getByText(/^1\/\d+$/)).toBeVisible();
  await expect(page.locator('.nusa-shell')).toHaveCount(0);
  expect(hotelRequests).toEqual([]);
});
