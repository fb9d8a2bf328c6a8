// Member rates (issue 13; docs/decisions/011-member-rates.md) against the production build and the real API: a
// guest on a hotel whose room has a member rate sees what a member pays and a way to sign in; signed in, the room
// shows the member price with the public price struck through, and the checkout holds the member price. The room
// is found through the API (the e2e database persists across runs, so no test relies on a fixed room).
import AxeBuilder from '@axe-core/playwright';
import { randomInt } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { createMember, DEMO_PASSWORD } from './auth-support';
import { signInWithPassword } from './checkout-support';
import { addDays, expect, NEXT_MONTH, test } from './clock';

const rupiah = (n: number) => `Rp ${n.toLocaleString('id-ID')}`;

interface RoomAnswer {
  id: number;
  name: string;
  availability: string;
  allotment_remaining: number;
  price_per_night: number;
  member_price_per_night: number | null;
}

/** A room with a member rate and rooms to spare for one night next month, as a guest's request prices it. */
async function memberRateRoom(request: APIRequestContext) {
  const firstDay = randomInt(1, 26);
  for (let d = 0; d < 26; d++) {
    const checkIn = NEXT_MONTH.day(((firstDay - 1 + d) % 26) + 1);
    const checkOut = addDays(checkIn, 1);
    for (let hotelId = 1; hotelId <= 40; hotelId++) {
      const res = await request.get(
        `/api/hotels/v2/${hotelId}?check_in=${checkIn}&check_out=${checkOut}&rooms=1&adults=2`,
      );
      if (!res.ok()) continue;
      const { rooms } = ((await res.json()) as { data: { rooms: RoomAnswer[] } }).data;
      const room = rooms.find(
        (r) =>
          r.availability === 'available' && r.allotment_remaining >= 2 && r.member_price_per_night !== null,
      );
      if (!room) continue;
      const hotel = await request.get(`/api/hotels/${hotelId}`);
      expect(hotel.status(), await hotel.text()).toBe(200);
      const { data } = (await hotel.json()) as {
        data: { slug: string; city_slug: string; area_slug: string | null; country_slug: string };
      };
      const place = [data.country_slug, data.city_slug, data.area_slug, data.slug].filter(Boolean).join('/');
      return {
        room,
        memberPrice: room.member_price_per_night as number,
        publicPrice: room.price_per_night,
        path: `/hotel/product/${place}/${hotelId}?checkin=${checkIn}&checkout=${checkOut}&rooms=1&adults=2`,
      };
    }
  }
  throw new Error('no room with a member rate next month in the e2e database');
}

test('a guest sees the member price, signs in and books at it', async ({ page, request }) => {
  // A sign-in and a checkout on a busy 2-core runner.
  test.setTimeout(60_000);
  const target = await memberRateRoom(request);
  const member = await createMember(request, { tag: 'member-rates', password: DEMO_PASSWORD });

  await page.goto(target.path);
  const roomCard = () =>
    page
      .getByRole('list', { name: 'Daftar kamar' })
      .getByRole('article', { name: target.room.name, exact: true });
  // The guest's card: the public price, and a line to sign in for the member price.
  await expect(roomCard()).toContainText(rupiah(target.publicPrice));
  const teaser = roomCard().getByRole('link', {
    name: `Harga member ${rupiah(target.memberPrice)} — masuk`,
  });
  await expect(teaser).toBeVisible();
  const axe = await new AxeBuilder({ page }).include('[aria-label="Daftar kamar"]').analyze();
  expect(axe.violations).toEqual([]);

  // The line opens the sign-in modal over the page.
  await teaser.click();
  await expect(page.getByRole('dialog', { name: 'Masuk' })).toBeVisible();
  await signInWithPassword(page, member.email);

  // Signed in, the same room is priced for the member: the member price with its badge, the public price struck.
  await expect(roomCard().getByText('Harga member', { exact: true })).toBeVisible();
  await expect(roomCard().locator('s', { hasText: rupiah(target.publicPrice) })).toBeVisible();
  await expect(roomCard()).toContainText(rupiah(target.memberPrice));
  await expect(roomCard().getByRole('link', { name: /Harga member .* masuk/ })).toHaveCount(0);

  // The checkout holds the member price: one night, one room.
  await roomCard().getByRole('button', { name: 'Pilih kamar' }).click();
  await expect(page).toHaveURL(/\/checkout\?cart=[0-9a-f-]{36}$/);
  const prices = page.getByRole('region', { name: 'Rincian harga' });
  await expect(prices).toContainText(rupiah(target.memberPrice));
  await expect(prices).not.toContainText(rupiah(target.publicPrice));
});
