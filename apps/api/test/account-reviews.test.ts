// The member's reviews (issue 12): uploads (type from the bytes, sizes enforced while streaming, at most 5 files,
// photos re-encoded to WebP at 600 and 230 px without EXIF/GPS, videos stored as sent, nothing kept on any
// refusal), sending a review of an own completed stay once (also under concurrent duplicates), the hotel's scores
// and published reviews with the media, the member's lists, and the sweeper of unattached uploads. Files go to a
// disk storage in a temporary folder. Runs on PostgreSQL when DATABASE_URL is set.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from '../src/adapters/media-storage.ts';
import { loadConfig } from '../src/config.ts';
import type { components } from '../src/generated/openapi.ts';
import { issueToken } from '../src/modules/members/tokens.ts';
import { sweepUnattachedMedia } from '../src/modules/reviews/sweeper.ts';
import { bookAndPay, type PolicyRoom, roomsWith } from './account-support.ts';
import { CART_TEST_ENV, cartCall, createMembers } from './carts-support.ts';
import { createTestApp, json, type TestApp } from './helpers.ts';

type Media = components['schemas']['ReviewMedia'];
type Review = components['schemas']['Review'];
type MemberReview = components['schemas']['MemberReview'];

// 10:00 in Jakarta on 22 November 2026; stays booked then are over by `AFTER` (29 November).
const START = Date.parse('2026-11-22T03:00:00Z');
const AFTER = Date.parse('2026-11-29T03:00:00Z');
const HOUR = 3_600_000;
let now = START;
const clock = () => new Date(now);
const EN = { 'accept-language': 'en' };

let t: TestApp;
let uploads: string;
let token: string;
let otherToken: string;
let rooms: PolicyRoom[];
/** Completed stays of the member: booking code and item id. */
const stays: { code: string; itemId: number; hotelId: number }[] = [];
let upcoming: { code: string; itemId: number };

const filesIn = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? filesIn(join(dir, e.name)) : [join(dir, e.name)],
      )
    : [];
const spooled = () => readdirSync(tmpdir()).filter((name) => name.startsWith('nusa-upload-'));
const mediaRows = async () =>
  Number((await t.database.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM review_media`))[0]?.n);
const reviewRows = async () =>
  Number((await t.database.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM reviews`))[0]?.n);

interface Part {
  name?: string;
  filename: string;
  type: string;
  bytes: Buffer;
}

async function upload(parts: Part[], who = token, headers: Record<string, string> = {}) {
  const form = new FormData();
  for (const p of parts) form.append(p.name ?? 'files', new Blob([p.bytes], { type: p.type }), p.filename);
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: '/api/hotel-review/media',
    headers: {
      'content-type': encoded.headers.get('content-type') as string,
      ...(who ? { authorization: `Bearer ${who}` } : {}),
      ...headers,
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

/** A 1200×800 JPEG carrying EXIF with GPS coordinates and a camera, as phones write them. */
const jpegWithGps = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2a6f97' } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'NusaPhone', Model: 'Test 1' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '8/1 39/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '115/1 13/1 0/1',
      },
    })
    .toBuffer();
const png = (width = 300) =>
  sharp({ create: { width, height: 200, channels: 4, background: '#e9c46a' } })
    .png()
    .toBuffer();
/** The start of an MP4 file (an ftyp box, ISO base media) followed by filler, as a phone's video begins. */
const mp4 = (size: number) => {
  const ftyp = Buffer.from('000000186674797069736f6d0000020069736f6d6d703431', 'hex');
  return Buffer.concat([ftyp, Buffer.alloc(size - ftyp.length, 7)]);
};

const review = (stay: { code: string; itemId: number }, extra: Record<string, unknown> = {}) => ({
  booking_code: stay.code,
  item_id: stay.itemId,
  title: 'Menginap yang nyaman',
  description: 'Kamar bersih, staf ramah, dekat pantai.',
  ratings: { cleanliness: 5, comfort: 4, services: 5, value_for_money: 4 },
  type_of_travel: 'family',
  hide_name: false,
  ...extra,
});
const submit = (body: unknown, who = token, headers: Record<string, string> = {}) =>
  cartCall(t.app, who, 'POST', '/api/hotel-review', body, headers);

async function itemOf(code: string): Promise<{ itemId: number; hotelId: number }> {
  const [row] = await t.database.rows<{ id: number; hotel_id: number }>(sql`
    SELECT i.id, i.hotel_id FROM booking_items i JOIN bookings b ON b.id = i.booking_id WHERE b.code = ${code}`);
  if (!row) throw new Error(`no item for ${code}`);
  return { itemId: row.id, hotelId: row.hotel_id };
}

beforeAll(async () => {
  now = START;
  uploads = mkdtempSync(join(tmpdir(), 'nusa-review-uploads-'));
  t = await createTestApp({ clock, env: CART_TEST_ENV, storage: createDiskStorage(uploads) });
  const config = loadConfig(CART_TEST_ENV);
  const [memberId] = (await createMembers(t.database, 'reviews', 2)) as [number, number];
  const tokenFor = async (id: number) =>
    (await issueToken(config.auth, { id, sessionVersion: 0 }, clock())).token;
  token = await tokenFor(memberId);
  otherToken = await tokenFor(memberId + 1);
  rooms = await roomsWith(t.database, { refundable: true, payAtHotel: false });
  // Four stays over by AFTER (checked out 25-27 November), one upcoming.
  for (const [i, checkIn] of ['2026-11-23', '2026-11-24', '2026-11-24', '2026-11-25'].entries()) {
    const code = await bookAndPay(t.app, t.database, token, rooms[i] as PolicyRoom, checkIn, { nights: 2 });
    stays.push({ code, ...(await itemOf(code)) });
  }
  const code = await bookAndPay(t.app, t.database, token, rooms[5] as PolicyRoom, '2026-12-20');
  upcoming = { code, itemId: (await itemOf(code)).itemId };
  now = AFTER;
}, 180_000);

afterAll(async () => {
  await t?.close();
  rmSync(uploads, { recursive: true, force: true });
});

describe('uploads', () => {
  it('re-encodes photos to WebP banner and thumbnail without EXIF or GPS, and stores videos as sent', async () => {
    const jpeg = await jpegWithGps();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const video = mp4(64 * 1024);
    const res = await upload([
      { filename: 'pantai.jpg', type: 'image/jpeg', bytes: jpeg },
      { filename: 'kamar.png', type: 'image/png', bytes: await png() },
      { filename: 'video.mp4', type: 'video/mp4', bytes: video },
    ]);
    const media = json<{ data: Media[] }>(res, 201).data;
    expect(media.map((m) => [m.type, m.mime_type])).toEqual([
      ['photo', 'image/webp'],
      ['photo', 'image/webp'],
      ['video', 'video/mp4'],
    ]);
    const [photo, , clip] = media as [Media, Media, Media];
    const fileOf = (url: string) => join(uploads, url.replace(/^\/media\/uploads\//, ''));
    const banner = await sharp(readFileSync(fileOf(photo.url))).metadata();
    const thumb = await sharp(readFileSync(fileOf(photo.thumbnail_url as string))).metadata();
    expect([banner.format, banner.width, banner.height]).toEqual(['webp', 600, 400]);
    expect([thumb.format, thumb.width]).toEqual(['webp', 230]);
    expect(banner.exif).toBeUndefined();
    expect(thumb.exif).toBeUndefined();
    expect(photo.size_bytes).toBe(statSync(fileOf(photo.url)).size);
    expect(clip.thumbnail_url).toBeNull();
    expect(readFileSync(fileOf(clip.url)).equals(video)).toBe(true);
    expect(spooled()).toEqual([]);
  });

  it('refuses a file whose bytes are not a photo or video, whatever its name and type say; nothing is kept', async () => {
    const before = { rows: await mediaRows(), files: filesIn(uploads).length };
    const res = await upload(
      [
        { filename: 'ok.png', type: 'image/png', bytes: await png() },
        {
          filename: 'photo.jpg',
          type: 'image/jpeg',
          bytes: Buffer.from('#!/bin/sh\necho not a photo\n'.repeat(300)),
        },
      ],
      token,
      EN,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'unsupported_file_type',
      errors: { 'files.1': [expect.any(String)] },
    });
    expect(res.json().message).toMatch(/not supported/);
    expect({ rows: await mediaRows(), files: filesIn(uploads).length }).toEqual(before);
  });

  it('refuses a sixth file and keeps none of the five', async () => {
    const before = { rows: await mediaRows(), files: filesIn(uploads).length };
    const small = await png(120);
    const res = await upload(
      Array.from({ length: 6 }, (_, i) => ({ filename: `p${i}.png`, type: 'image/png', bytes: small })),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'too_many_files',
      message: 'Maksimal 5 foto atau video per ulasan.',
    });
    expect({ rows: await mediaRows(), files: filesIn(uploads).length }).toEqual(before);
  });

  it('stops an 11 MB photo while it streams, before decoding it, and keeps nothing', {
    timeout: 60_000,
  }, async () => {
    const before = { rows: await mediaRows(), files: filesIn(uploads).length };
    const head = await jpegWithGps();
    const big = Buffer.concat([head, Buffer.alloc(11 * 1024 * 1024 - head.length, 0)]);
    const res = await upload(
      [
        { filename: 'ok.png', type: 'image/png', bytes: await png() },
        { filename: 'big.jpg', type: 'image/jpeg', bytes: big },
      ],
      token,
      EN,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'file_too_large', message: 'A photo must be under 10 MB.' });
    expect({ rows: await mediaRows(), files: filesIn(uploads).length }).toEqual(before);
    expect(spooled()).toEqual([]);
  });

  it('answers 415 for a body that is not multipart and 401 without a token', async () => {
    const json415 = await cartCall(t.app, token, 'POST', '/api/hotel-review/media', { files: [] });
    expect(json415.statusCode).toBe(415);
    const anonymous = await upload([{ filename: 'a.png', type: 'image/png', bytes: await png() }], '');
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('sending a review', () => {
  it('publishes a review of an own completed stay with its photos and moves the hotel’s scores', async () => {
    const stay = stays[0] as (typeof stays)[number];
    const [hotelBefore] = await t.database.rows<{ review_count: number }>(
      sql`SELECT review_count FROM hotels WHERE id = ${stay.hotelId}`,
    );
    const media = json<{ data: Media[] }>(
      await upload([
        { filename: 'a.jpg', type: 'image/jpeg', bytes: await jpegWithGps() },
        { filename: 'b.png', type: 'image/png', bytes: await png() },
      ]),
      201,
    ).data;
    const sent = json<{ data: Review }>(
      await submit(review(stay, { media_ids: media.map((m) => m.id) })),
      201,
    ).data;
    expect(sent).toMatchObject({ hotel_id: stay.hotelId, average: 4.5, type_of_travel: 'family' });
    expect(sent.media.map((m) => m.id)).toEqual(media.map((m) => m.id));
    const [hotel] = await t.database.rows<{ review_count: number; review_score: number }>(
      sql`SELECT review_count, review_score FROM hotels WHERE id = ${stay.hotelId}`,
    );
    const [expected] = await t.database.rows<{ score: number }>(sql`
      SELECT round(avg((cleanliness + comfort + services + value_for_money) / 4.0), 1)::float8 AS score
        FROM reviews WHERE hotel_id = ${stay.hotelId}`);
    expect(hotel?.review_count).toBe(Number(hotelBefore?.review_count) + 1);
    expect(hotel?.review_score).toBe(expected?.score);

    // On the hotel's page, newest first, with its media.
    const page = json<{ data: Review[] }>(
      await cartCall(t.app, '', 'POST', '/api/hotel-review/search', {
        hotel_id: stay.hotelId,
        sort: 'newest',
      }),
    ).data;
    expect(page[0]?.id).toBe(sent.id);
    expect(page[0]?.media.map((m) => m.url)).toEqual(media.map((m) => m.url));

    // Read-only in the member's account, and on the booking's timeline.
    const mine = json<{ data: MemberReview }>(
      await cartCall(t.app, token, 'GET', `/api/members/reviews/${stay.itemId}`),
    ).data;
    expect(mine).toMatchObject({ status: 'reviewed', item_id: stay.itemId, review_deadline: null });
    expect(mine.review?.media).toHaveLength(2);
    const booking = json<{ data: components['schemas']['Booking'] }>(
      await cartCall(t.app, token, 'GET', `/api/members/bookings/${stay.code}`),
    ).data;
    expect(booking.review_status).toBe('reviewed');
    expect(booking.tracking.at(-1)).toMatchObject({ key: 'reviewed', active: true });
  });

  it('refuses a second review of the same stay, and concurrent duplicates: one wins', {
    timeout: 60_000,
  }, async () => {
    const second = await submit(review(stays[0] as (typeof stays)[number]), token, EN);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'already_reviewed' });
    const stay = stays[1] as (typeof stays)[number];
    const before = await reviewRows();
    const answers = await Promise.all(Array.from({ length: 8 }, () => submit(review(stay))));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    expect(await reviewRows()).toBe(before + 1);
  });

  it('refuses someone else’s stay (404), an upcoming stay (422) and another member’s media; stores nothing', async () => {
    const before = await reviewRows();
    const theirs = await submit(review(stays[2] as (typeof stays)[number]), otherToken, EN);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ code: 'not_found', message: 'Booking not found.' });
    const early = await submit(review(upcoming), token, EN);
    expect(early.statusCode).toBe(422);
    expect(early.json()).toMatchObject({ code: 'not_reviewable' });
    expect(early.json().message).toMatch(/completed stay/);
    expect((await cartCall(t.app, token, 'GET', `/api/members/reviews/${upcoming.itemId}`)).statusCode).toBe(
      422,
    );
    const foreign = json<{ data: Media[] }>(
      await upload([{ filename: 'x.png', type: 'image/png', bytes: await png() }], otherToken),
      201,
    ).data;
    const stolen = await submit(review(stays[2] as (typeof stays)[number], { media_ids: [foreign[0]?.id] }));
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json()).toMatchObject({ code: 'media_not_found' });
    const short = await submit(review(stays[2] as (typeof stays)[number], { description: 'x' }));
    expect(short.statusCode).toBe(422);
    expect(await reviewRows()).toBe(before);
  });

  it('lists stays awaiting a review and reviewed ones, most recent check-out first', async () => {
    const list = async (status: string) =>
      json<{ data: MemberReview[]; meta: { total: number } }>(
        await cartCall(t.app, token, 'GET', `/api/members/reviews?status=${status}`),
      );
    const awaiting = await list('awaiting');
    expect(awaiting.data.map((r) => r.item_id).sort()).toEqual([stays[2]?.itemId, stays[3]?.itemId].sort());
    expect(awaiting.data.every((r) => r.review === null && r.review_deadline !== null)).toBe(true);
    const reviewed = await list('reviewed');
    expect(reviewed.data.map((r) => r.item_id).sort()).toEqual([stays[0]?.itemId, stays[1]?.itemId].sort());
    expect(reviewed.meta.total).toBe(2);
    const all = json<{ data: MemberReview[] }>(
      await cartCall(t.app, token, 'GET', '/api/members/reviews'),
    ).data;
    const checkOuts = all.map((r) => r.check_out);
    expect(checkOuts).toEqual([...checkOuts].sort().reverse());
    expect(all.map((r) => r.item_id)).not.toContain(upcoming.itemId);
  });
});

describe('unattached uploads', () => {
  it('are deleted with their files a day after upload; attached ones stay', async () => {
    const [attached] = await t.database.rows<{ url: string }>(
      sql`SELECT url FROM review_media WHERE review_id IS NOT NULL AND url LIKE '/media/uploads/%' ORDER BY id LIMIT 1`,
    );
    const fresh = json<{ data: Media[] }>(
      await upload([{ filename: 'later.png', type: 'image/png', bytes: await png() }]),
      201,
    ).data;
    const file = (url: string) => join(uploads, url.replace(/^\/media\/uploads\//, ''));
    const storage = createDiskStorage(uploads);
    const unattached = async () =>
      Number(
        (
          await t.database.rows<{ n: number }>(
            sql`SELECT count(*)::int AS n FROM review_media WHERE review_id IS NULL`,
          )
        )[0]?.n,
      );
    const waiting = await unattached();
    expect(waiting).toBeGreaterThan(1);
    // 23 hours later every upload is kept; 25 hours later the unattached ones are gone, files and rows.
    expect(await sweepUnattachedMedia(t.database, storage, new Date(now + 23 * HOUR))).toBe(0);
    expect(existsSync(file(fresh[0]?.url as string))).toBe(true);
    expect(await sweepUnattachedMedia(t.database, storage, new Date(now + 25 * HOUR))).toBe(waiting);
    expect(existsSync(file(fresh[0]?.url as string))).toBe(false);
    expect(existsSync(file(fresh[0]?.thumbnail_url as string))).toBe(false);
    expect(await unattached()).toBe(0);
    expect(existsSync(file(attached?.url as string))).toBe(true);
  });
});

describe('streaming limits on a real connection', () => {
  it('answers an oversized photo as soon as it passes 10 MB, without reading the rest', {
    timeout: 60_000,
  }, async () => {
    const { connect } = await import('node:net');
    const address = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
    const boundary = 'nusaboundary';
    const head = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      await png(),
    ]);
    const chunk = Buffer.alloc(1024 * 1024, 0);
    // A raw socket: the client keeps sending (up to 60 MB) until the server's answer arrives.
    const answer = await new Promise<{ status: string; sentWhenAnswered: number }>((resolve) => {
      const socket = connect(Number(address.port), address.hostname);
      let sent = 0;
      let received = '';
      let done = false;
      socket.on('data', (data) => {
        received += data.toString('latin1');
        if (!done && received.includes('\r\n\r\n')) {
          done = true;
          resolve({ status: received.slice(9, 12), sentWhenAnswered: sent });
          socket.destroy();
        }
      });
      socket.on('error', () => undefined);
      socket.write(
        `POST /api/hotel-review/media HTTP/1.1\r\nHost: ${address.host}\r\nAuthorization: Bearer ${token}\r\n` +
          `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${200 * 1024 * 1024}\r\n\r\n`,
      );
      socket.write(head);
      sent = head.length;
      const pump = () => {
        if (done || socket.destroyed || sent > 60 * 1024 * 1024) return;
        sent += chunk.length;
        if (socket.write(chunk)) setImmediate(pump);
        else socket.once('drain', pump);
      };
      pump();
    });
    expect(answer.status).toBe('422');
    expect(answer.sentWhenAnswered).toBeLessThan(30 * 1024 * 1024);
    expect(spooled()).toEqual([]);
    // The client hung up: the server notices and lets the connection go (it used to hold it past the request
    // deadline, its socket paused with the unread rest of the body).
    const connections = () =>
      new Promise<number>((resolve, reject) =>
        t.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
      );
    await expect.poll(connections, { timeout: 5_000, interval: 100 }).toBe(0);
  });
});
