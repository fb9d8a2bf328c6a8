// Benchmark (not a test): what a member's searches feel like while other people book. A member's city search,
// each one unseen (so computed, never from the result cache), is sent every 40 ms while six bookings are made and
// paid through the API (cart, contact, payment, the local gateway's development "paid"); the searches' latency
// percentiles and every one over 200 ms are printed.
//
// Usage: start a development API (`node src/main.ts`, PGlite with the demo data; the payment route it uses is
// development-only), then `node scripts/bench-search-during-bookings.ts [--base http://127.0.0.1:3000]`. It books
// demo member Andi's rooms a month ahead in the database it talks to: use a throwaway API_DATA_DIR. The carts
// rate limit (per member and hour) refuses a fourth run within the hour: a new data folder starts afresh.
import { parseArgs } from 'node:util';
import { addDays, jakartaToday } from '../src/lib/time.ts';

const { values } = parseArgs({ options: { base: { type: 'string', default: 'http://127.0.0.1:3000' } } });
const base = values.base as string;
const today = jakartaToday();

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely; a wrong shape throws, which is the point.
type Answer = any;

async function call(method: string, path: string, body?: unknown, token?: string): Promise<Answer> {
  const res = await fetch(base + path, {
    method,
    headers: {
      accept: 'application/json',
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 200)}`);
  return text ? JSON.parse(text) : null;
}

const token: string = (
  await call('POST', '/api/members/auth/login', { email: 'andi@example.com', password: 'Rahasia123' })
).data.token;

const latencies: number[] = [];
let stopping = false;
const searcher = (async () => {
  for (let n = 0; !stopping; n++) {
    const checkIn = addDays(today, 2 + (n % 25));
    const started = performance.now();
    await call(
      'POST',
      '/api/hotels/searches',
      {
        destination: { type: 'city', id: 1 },
        check_in: checkIn,
        check_out: addDays(checkIn, 1 + (n % 3)),
        rooms: 1,
        adults: 1 + (n % 2),
        page: 1,
        perpage: 20 + (n % 7),
      },
      token,
    );
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
})();

await new Promise((resolve) => setTimeout(resolve, 2000));
for (let b = 0; b < 6; b++) {
  const checkIn = addDays(today, 30 + b);
  const stay = `check_in=${checkIn}&check_out=${addDays(checkIn, 1)}&rooms=1&adults=2`;
  let found: { hotelId: number; roomId: number } | undefined;
  for (let hotelId = 1; hotelId <= 30 && !found; hotelId++) {
    const detail = await call('GET', `/api/hotels/v2/${hotelId}?${stay}`).catch(() => null);
    const room = detail?.data.rooms.find(
      (r: Answer) => r.availability === 'available' && r.allotment_remaining >= 2,
    );
    if (room) found = { hotelId, roomId: room.id };
  }
  if (!found) throw new Error(`no bookable room on ${checkIn}`);
  const cart = await call(
    'POST',
    '/api/carts',
    {
      hotel_id: found.hotelId,
      room_id: found.roomId,
      check_in: checkIn,
      check_out: addDays(checkIn, 1),
      rooms: 1,
      adults: 2,
    },
    token,
  );
  const ready = await call(
    'PUT',
    `/api/carts/${cart.data.id}`,
    {
      contact: {
        title: 'Mr',
        full_name: 'Andi Pratama',
        phone_number_country_code: '62',
        phone_number: '81234567801',
        email: 'andi@example.com',
      },
      booking_for_someone_else: false,
      terms_accepted: true,
    },
    token,
  );
  const payment = await call(
    'POST',
    '/api-payments',
    {
      cart_id: cart.data.id,
      amount: ready.data.price_details.total,
      payment_method: 'virtual_account',
      channel: 'bca',
    },
    token,
  );
  await call('POST', `/__dev/payments/${payment.data.id}/paid`);
  await new Promise((resolve) => setTimeout(resolve, 700));
}
await new Promise((resolve) => setTimeout(resolve, 2000));
stopping = true;
await searcher;

const sorted = [...latencies].sort((a, b) => a - b);
const at = (p: number) =>
  (sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0).toFixed(1);
console.info(
  `${sorted.length} searches during 6 bookings: p50 ${at(0.5)} ms, p90 ${at(0.9)} ms, p99 ${at(0.99)} ms, ` +
    `max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`,
);
const slow = latencies.filter((ms) => ms > 200).map((ms) => Math.round(ms));
console.info(`over 200 ms: ${slow.length ? slow.join(', ') : 'none'}`);
