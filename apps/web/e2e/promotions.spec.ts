// Promotions (issue 13) against the production build and the real API: a member opens a bank promotion from the
// list, copies its code, books a participating hotel with it and sees the discount in the checkout's price details;
// a promotion landed on is painted from the server's first answers; the app's web view has no header, banner or
// navigation; an unknown promotion is the 404 page. The hotel and room are found through the API (the e2e database
// persists across runs, so no test relies on a fixed room having rooms left).
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { signedInMember } from './checkout-support';
import { expect, test } from './clock';

/** The demo bank promotion (apps/api seed data/marketing.ts): 15% up to Rp 250.000 from Rp 700.000, BCA VA. */
const SLUG = 'kartu-kredit-bca-diskon-15';
const TITLE = 'Diskon 15% dengan BCA Virtual Account';
const CODE = 'BCAHOTEL';
const HOTELS_PER_PAGE = 12;

const rupiah = (n: number) => `Rp ${n.toLocaleString('id-ID')}`;

interface PromotionHotels {
  data: { hotel: { id: number; name: string }; promo_discount: number | null }[];
  stay: { check_in: string; check_out: string };
}

/**
 * A participating hotel the code applies to, its position in the page's list, and one of its rooms with rooms to
 * spare for the promotion's stay whose price reaches the minimum transaction.
 */
async function promotionRoom(request: APIRequestContext) {
  const res = await request.get(`/api/generals/landing-pages/${SLUG}/hotels?perpage=50`);
  expect(res.status(), await res.text()).toBe(200);
  const { data, stay } = (await res.json()) as PromotionHotels;
  for (const [index, { hotel, promo_discount }] of data.entries()) {
    if (promo_discount === null) continue;
    const rooms = await request.get(
      `/api/hotels/v2/${hotel.id}?check_in=${stay.check_in}&check_out=${stay.check_out}&rooms=1&adults=2`,
    );
    if (!rooms.ok()) continue;
    const list = (
      (await rooms.json()) as {
        data: {
          rooms: {
            name: string;
            price_per_night: number;
            member_price_per_night?: number | null;
            availability: string;
            allotment_remaining: number;
          }[];
        };
      }
    ).data.rooms;
    // Without a member rate: the cart (a member's) holds the price this guest request reads (member rates).
    const room = list.find(
      (r) =>
        r.availability === 'available' &&
        r.allotment_remaining >= 2 &&
        r.price_per_night >= 700_000 &&
        r.member_price_per_night == null,
    );
    if (room)
      return { hotel, index, room, discount: Math.min(Math.floor(room.price_per_night * 0.15), 250_000) };
  }
  throw new Error('no participating hotel with a room at the minimum transaction in the e2e database');
}

test('a member copies a bank promotion code, books a participating hotel with it and sees the discount', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000);
  const target = await promotionRoom(request);
  await signedInMember(page, request, 'promotions');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);

  await page.goto('/promotions');
  await page.getByRole('tab', { name: 'Promo Bank' }).click();
  await page.getByRole('link', { name: TITLE }).click();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByText('Sedang berlangsung')).toBeVisible();
  const rules = page.getByRole('region', { name: 'Ketentuan kode' });
  await expect(rules).toContainText('15%, maksimal Rp 250.000');
  await expect(rules).toContainText('Rp 700.000');
  await expect(rules).toContainText('Khusus Virtual Account BCA');

  await page.getByRole('button', { name: `Salin kode promo ${CODE}` }).click();
  await expect(page.getByRole('button', { name: `Kode promo ${CODE} tersalin` })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Kode promo berhasil disalin.' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(CODE);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  const partners = page.getByRole('region', { name: 'Hotel partner' });
  for (let shown = HOTELS_PER_PAGE; shown <= target.index; shown += HOTELS_PER_PAGE)
    await partners.getByRole('button', { name: 'Tampilkan hotel lainnya' }).click();
  await partners.getByRole('link', { name: target.hotel.name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: target.hotel.name })).toBeVisible();
  await page
    .getByRole('list', { name: 'Daftar kamar' })
    .getByRole('article', { name: target.room.name, exact: true })
    .getByRole('button', { name: 'Pilih kamar' })
    .click();

  await expect(page).toHaveURL(/\/checkout\?cart=/);
  const promo = page.getByRole('region', { name: 'Kode promo' });
  await promo.getByRole('textbox', { name: 'Kode promo' }).fill(copied);
  await promo.getByRole('button', { name: 'Pakai' }).click();
  await expect(promo).toContainText(`(-${rupiah(target.discount)})`);
  const prices = page.getByRole('region', { name: 'Rincian harga' });
  await expect(prices).toContainText('Diskon promo');
  await expect(prices).toContainText(`-${rupiah(target.discount)}`);
  await expect(prices).toContainText(rupiah(target.room.price_per_night - target.discount));
});

test('a promotion landed on is painted from the server, without asking the API again', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/generals/landing-pages')) asked.push(r.url());
  });
  await page.goto(`/promotions/${SLUG}`);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Hotel partner' }).getByRole('article').first(),
  ).toBeVisible();
  await expect(page.locator('#nusa-shell')).toHaveCount(0);
  expect(asked).toEqual([]);
});

test("the app's web view shows the promotion without header, download banner or navigation", async ({
  page,
}) => {
  await page.goto(`/promotions/mobiles/${SLUG}`);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('complementary', { name: 'Unduh aplikasi Nusa Stay' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Navigasi utama' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Lihat promo lainnya' })).toHaveCount(0);
});

test('an unknown promotion is the 404 page', async ({ page }) => {
  await page.goto('/promotions/promo-yang-tidak-ada');
  await expect(
    page.getByRole('heading', { level: 1, name: /Halaman ini tidak dapat ditemukan/ }),
  ).toBeVisible();
});
