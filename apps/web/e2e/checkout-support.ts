// Shared helpers of the checkout end-to-end specs (checkout*.spec.ts): a room that can still be held, found
// through the API, and a fresh member signed in through the sign-in modal. The e2e database persists across runs
// and paid bookings use up rooms for good, so no test relies on a fixed hotel, room or night.
import { randomInt } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { createMember, DEMO_PASSWORD } from './auth-support';
import { addDays, NEXT_MONTH } from './clock';

export interface BookableRoom {
  hotelId: number;
  hotelName: string;
  roomId: number;
  roomName: string;
  checkIn: string;
  checkOut: string;
  /** The hotel's detail page for this stay (one room, two adults). */
  hotelPath: string;
}

interface HotelRoomAnswer {
  id: number;
  name: string;
  pay_at_hotel: boolean;
  refundable: boolean;
  availability: string;
  allotment_remaining: number;
}

interface HotelAnswer {
  data: { name: string; slug: string; city_slug: string; area_slug: string | null; country_slug: string };
}

/** The first 26 days of next month: check-in nights far enough ahead for every checkout test. */
const NEXT_MONTH_NIGHTS = Array.from({ length: 26 }, (_, d) => NEXT_MONTH.day(d + 1));

/**
 * A room with rooms to spare for a one-night stay (two adults) on one of `checkIns` (default: next month's first
 * 26 days), optionally one that can be paid at the hotel or is refundable. The search starts at a random night and
 * hotel so that parallel tests and repeated runs spread their holds instead of all draining the same room;
 * `allotment_remaining >= 2` leaves a room for a test running beside.
 */
export async function findBookableRoom(
  request: APIRequestContext,
  options: { payAtHotel?: boolean; refundable?: boolean; checkIns?: readonly string[] } = {},
): Promise<BookableRoom> {
  const checkIns = options.checkIns ?? NEXT_MONTH_NIGHTS;
  const firstDay = randomInt(0, checkIns.length);
  const firstHotel = randomInt(1, 31);
  for (let d = 0; d < checkIns.length; d++) {
    const checkIn = checkIns[(firstDay + d) % checkIns.length] as string;
    const checkOut = addDays(checkIn, 1);
    for (let h = 0; h < 30; h++) {
      const hotelId = ((firstHotel - 1 + h) % 30) + 1;
      const stay = `checkin=${checkIn}&checkout=${checkOut}&rooms=1&adults=2`;
      const res = await request.get(
        `/api/hotels/v2/${hotelId}?check_in=${checkIn}&check_out=${checkOut}&rooms=1&adults=2`,
      );
      if (!res.ok()) continue;
      const { rooms } = ((await res.json()) as { data: { rooms: HotelRoomAnswer[] } }).data;
      const room = rooms.find(
        (r) =>
          r.availability === 'available' &&
          r.allotment_remaining >= 2 &&
          (!options.payAtHotel || r.pay_at_hotel) &&
          (!options.refundable || r.refundable),
      );
      if (!room) continue;
      const hotel = await request.get(`/api/hotels/${hotelId}`);
      expect(hotel.status(), await hotel.text()).toBe(200);
      const { data } = (await hotel.json()) as HotelAnswer;
      // The detail route: /hotel/product/{country}/{city}/{area}/{slug}/{id}, the area optional.
      const place = [data.country_slug, data.city_slug, data.area_slug, data.slug].filter(Boolean).join('/');
      return {
        hotelId,
        hotelName: data.name,
        roomId: room.id,
        roomName: room.name,
        checkIn,
        checkOut,
        hotelPath: `/hotel/product/${place}/${hotelId}?${stay}`,
      };
    }
  }
  throw new Error('no bookable room for those nights in the e2e database');
}

/** How many rooms of the room's type the API offers for its stay (one room, two adults) right now. */
export async function roomsLeft(request: APIRequestContext, room: BookableRoom): Promise<number> {
  const res = await request.get(
    `/api/hotels/v2/${room.hotelId}?check_in=${room.checkIn}&check_out=${room.checkOut}&rooms=1&adults=2`,
  );
  expect(res.status(), await res.text()).toBe(200);
  const { rooms } = ((await res.json()) as { data: { rooms: HotelRoomAnswer[] } }).data;
  const found = rooms.find((r) => r.id === room.roomId);
  if (!found) throw new Error(`room ${room.roomId} is missing from hotel ${room.hotelId}`);
  return found.allotment_remaining;
}

/** The sign-in modal, filled with an e-mail and password. */
export async function signInWithPassword(page: Page, email: string) {
  const signIn = page.getByRole('dialog', { name: 'Masuk' });
  await signIn.getByRole('textbox', { name: /E-?mail/ }).fill(email);
  await signIn.getByLabel(/Kata sandi/).fill(DEMO_PASSWORD);
  await signIn.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(signIn).toBeHidden();
}

/**
 * A member of this test only (new carts are limited per member and hour, and the confirmation's e-mail must be
 * this member's), registered through the API and signed in through /login.
 */
export async function signedInMember(page: Page, request: APIRequestContext, tag: string) {
  const member = await createMember(request, {
    tag,
    fullname: 'Wayan Uji Checkout',
    password: DEMO_PASSWORD,
  });
  await page.goto('/login');
  await signInWithPassword(page, member.email);
  return member;
}

/** Opens the checkout of `room` from its hotel's page ("Pilih kamar" on that room's card). */
export async function chooseRoom(page: Page, room: BookableRoom) {
  await page.goto(room.hotelPath);
  const card = page
    .getByRole('list', { name: 'Daftar kamar' })
    .getByRole('article', { name: room.roomName, exact: true });
  await card.getByRole('button', { name: 'Pilih kamar' }).click();
}
