// Home page search against the production build and the real API with its demo data (holidays, Bali areas).
import type { APIRequestContext, Page } from '@playwright/test';
import { addDays, expect, literal, monthOf, NEXT_MONTH, pickerDayName, TODAY, test } from './clock';

const locationField = (page: Page) => page.getByRole('combobox', { name: 'Kota, area, atau nama hotel' });

interface Holiday {
  date: string;
  name: string;
  type: 'national_holiday' | 'joint_leave';
}

/**
 * The first month from next month on with both a national holiday and a joint leave day in the demo data (the
 * decrees' dates: apps/api/src/db/seed/data/holidays.ts). Failing here means that list needs the next year's decree.
 */
async function monthWithHolidays(request: APIRequestContext) {
  const res = await request.get('/api/generals/holidays?perpage=100');
  expect(res.status()).toBe(200);
  const all = ((await res.json()) as { data: Holiday[] }).data;
  const from = NEXT_MONTH.day(1);
  for (const holiday of all) {
    if (holiday.type !== 'national_holiday' || holiday.date < from) continue;
    const month = holiday.date.slice(0, 7);
    const leave = all.find((h) => h.type === 'joint_leave' && h.date.startsWith(month));
    if (leave) return { month: monthOf(holiday.date), holiday, leave };
  }
  throw new Error(
    `no month after ${TODAY} has both kinds of holiday: add the next year's decree to holidays.ts`,
  );
}

async function openCalendarAt(page: Page, monthCaption: RegExp) {
  await page.getByRole('button', { name: /^Check-in/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Pilih tanggal menginap' });
  await expect(sheet).toBeVisible();
  for (let i = 0; i < 24 && !(await sheet.getByText(monthCaption).isVisible()); i++) {
    await sheet.getByRole('button', { name: 'Bulan berikutnya' }).click();
  }
  await expect(sheet.getByText(monthCaption)).toBeVisible();
  return sheet;
}

test('typing "kuta" lists area suggestions from the API', async ({ page }) => {
  await page.goto('/');
  await locationField(page).fill('kuta');
  const listbox = page.getByRole('listbox', { name: 'Saran lokasi' });
  const areas = listbox.getByRole('group', { name: 'Area' });
  await expect(areas.getByRole('option', { name: /Kuta/ }).first()).toBeVisible();
  await expect(locationField(page)).toHaveAttribute('aria-expanded', 'true');
});

test('the calendar marks public holidays and joint leave days', async ({ page, request }) => {
  const { month, holiday, leave } = await monthWithHolidays(request);
  await page.goto('/');
  const sheet = await openCalendarAt(page, new RegExp(month.caption));
  // The legend items hold a sample day number next to the words, so match on the words only.
  await expect(sheet.getByText('Libur nasional').first()).toBeVisible();
  await expect(sheet.getByText('Cuti bersama').first()).toBeVisible();
  // The day's accessible name carries the holiday's name.
  await expect(
    sheet.getByRole('button', {
      name: new RegExp(`^${literal(pickerDayName(holiday.date))}.*${literal(holiday.name)}`),
    }),
  ).toBeVisible();
  await expect(
    sheet.getByRole('button', {
      name: new RegExp(`^${literal(pickerDayName(leave.date))}.*cuti bersama`, 'i'),
    }),
  ).toBeVisible();
  await expect(sheet.getByRole('list', { name: 'Hari libur di bulan ini' })).toContainText(holiday.name);
});

test('a stay longer than 15 nights is refused', async ({ page }) => {
  await page.goto('/');
  const sheet = await openCalendarAt(page, new RegExp(NEXT_MONTH.caption));
  await sheet.getByRole('button', { name: new RegExp(`^${pickerDayName(NEXT_MONTH.day(1))}`) }).click();
  await sheet.getByRole('button', { name: new RegExp(`^${pickerDayName(NEXT_MONTH.day(17))}`) }).click();
  await expect(sheet.getByRole('alert')).toHaveText('Maaf, durasi menginap maksimal 15 malam');
  await expect(sheet.getByRole('button', { name: 'Simpan tanggal' })).toBeDisabled();
});

test('searching without a location asks for one', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Cari Hotel' }).click();
  await expect(locationField(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Lokasi wajib diisi')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('choosing an area opens its results with the stay in the query', async ({ page }) => {
  await page.goto('/');
  await locationField(page).fill('kuta');
  const area = page
    .getByRole('listbox', { name: 'Saran lokasi' })
    .getByRole('group', { name: 'Area' })
    .getByRole('option', { name: /^Kuta\b/ })
    .first();
  await area.click();
  await expect(locationField(page)).toHaveValue(/Kuta/);
  await page.getByRole('button', { name: 'Cari Hotel' }).click();
  await expect(page).toHaveURL(
    new RegExp(
      `/hotel/city/\\d+/[a-z0-9-]+/area/[a-z0-9-]+\\?checkin=${addDays(TODAY, 1)}&checkout=${addDays(TODAY, 2)}&rooms=1&adults=2$`,
    ),
  );
});

test('in English the form speaks English', async ({ page }) => {
  await page.goto('/?lang=en');
  await expect(page.getByRole('combobox', { name: 'City, area or hotel name' })).toBeVisible();
  await expect(
    page.getByRole('button', { name: /^Rooms & guests 1 room, 2 adults, 0 children$/ }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Search Hotels' }).click();
  await expect(page.getByText('Location is required')).toBeVisible();
});
