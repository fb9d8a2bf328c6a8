// Shared helpers of the auth end-to-end specs (auth-*.spec.ts): fresh identities, the API's development outbox
// and a member created through the API, so a test never depends on (or changes) another test's data.
import { createHash, randomInt } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { apiNow } from './clock';

export const DEMO_PASSWORD = 'Rahasia123';
// The API's development default (apps/api OTP_CLIENT_SECRET); the web build uses the same without VITE_OTP_SECRET.
const OTP_CLIENT_SECRET = 'nusa-stay-dev-otp-secret';

/**
 * An Indonesian mobile number of its own (11 digits, starting with 8): codes are limited per number and hour
 * and the e2e database persists between runs, so every test uses a new one.
 */
export const uniquePhone = () => `8${String(randomInt(1e9, 1e10))}`;
export const uniqueEmail = (tag: string) => `e2e.${tag}.${Date.now()}${randomInt(1e6)}@example.com`;

interface OutboxItem {
  id: number;
  channel: string;
  to: string;
  subject: string | null;
  body: string;
}

export async function outbox(request: APIRequestContext, to: string): Promise<OutboxItem[]> {
  const res = await request.get(`/__dev/outbox?to=${encodeURIComponent(to)}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: OutboxItem[] }).data;
}

export async function lastOutboxId(request: APIRequestContext, to: string): Promise<number> {
  return (await outbox(request, to))[0]?.id ?? 0;
}

/** The newest message to `to` with an id above `after` (waits for it). */
export async function nextMessage(
  request: APIRequestContext,
  to: string,
  channel: 'whatsapp' | 'email',
  after = 0,
): Promise<OutboxItem> {
  let found: OutboxItem | undefined;
  await expect
    .poll(
      async () => {
        found = (await outbox(request, to)).find((m) => m.channel === channel && m.id > after);
        return found !== undefined;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found as OutboxItem;
}

export async function nextCode(request: APIRequestContext, phone: string, after = 0) {
  const message = await nextMessage(request, phone, 'whatsapp', after);
  const code = /\b(\d{6})\b/.exec(message.body)?.[1];
  expect(code).toBeTruthy();
  return { id: message.id, code: code as string };
}

/** A wrong code for sure (differs from `code` in the first digit). */
export const wrongCode = (code: string) => `${(Number(code[0]) + 1) % 10}${code.slice(1)}`;

export function otpDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Verifikasi nomor ponsel' });
}

export async function typeCode(page: Page, code: string) {
  const otp = otpDialog(page);
  await otp.getByRole('textbox', { name: 'Digit 1 dari 6' }).click();
  await page.keyboard.type(code);
  await otp.getByRole('button', { name: 'Verifikasi' }).click();
}

export async function fillRegister(page: Page, values: { fullname?: string; email?: string; phone: string }) {
  const register = page.getByRole('dialog', { name: 'Daftar' });
  if (values.fullname !== undefined)
    await register.getByRole('textbox', { name: /Nama lengkap/ }).fill(values.fullname);
  if (values.email !== undefined) await register.getByRole('textbox', { name: /Email/ }).fill(values.email);
  await register.getByRole('textbox', { name: /Nomor ponsel/ }).fill(`0${values.phone}`);
  await register.getByRole('checkbox', { name: /Saya menyetujui/ }).check();
  return register;
}

/** Waits for the answer of the next POST otp/request and returns its state. */
export function otpAnswer(page: Page) {
  return page
    .waitForResponse(
      (r) => r.url().includes('/api/members/v2/otp/request') && r.request().method() === 'POST',
    )
    .then(async (r) => ({
      status: r.status(),
      body: (await r.json()) as { data?: { otp_index: number; next_interval: number } },
    }));
}

async function otpHeaders(request: APIRequestContext) {
  const time = String(Math.floor((await apiNow(request)).getTime() / 1000));
  return {
    'X-Request-Time': time,
    'X-Member-Token': createHash('sha256').update(`${OTP_CLIENT_SECRET}${time}`).digest('hex'),
  };
}

export interface CreatedMember {
  email: string;
  phone: string;
  fullname: string;
  id: number;
  token: string;
  password?: string;
}

/**
 * Registers a member through the API (a register code read from the outbox), optionally with a password, so
 * tests that change a member's state never touch the shared demo members.
 */
export async function createMember(
  request: APIRequestContext,
  options: { tag: string; fullname?: string; password?: string },
): Promise<CreatedMember> {
  const phone = uniquePhone();
  const email = uniqueEmail(options.tag);
  const fullname = options.fullname ?? 'Anggota Uji';
  const target = { phone_number_country_code: '62', phone_number: phone };
  const sent = await request.post('/api/members/v2/otp/request', {
    headers: await otpHeaders(request),
    data: { ...target, type: 'register', fullname },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const { code } = await nextCode(request, phone);
  const registered = await request.post('/api/members/v2/auth/register', {
    data: { ...target, fullname, email, newsletter: false, termconditions: true, source: 'email', otp: code },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { data } = (await registered.json()) as { data: { token: string; member_id: number } };
  const member: CreatedMember = { email, phone, fullname, id: data.member_id, token: data.token };
  if (options.password) {
    const set = await request.put(`/api/members/${data.member_id}`, {
      headers: { Authorization: `Bearer ${data.token}` },
      data: {
        action_type: 'password',
        password: options.password,
        password_confirmation: options.password,
      },
    });
    expect(set.status(), await set.text()).toBe(200);
    member.password = options.password;
  }
  return member;
}

export async function hasSessionCookie(page: Page): Promise<boolean> {
  return (await page.context().cookies()).some((c) => c.name === 'JASMINE_TOKEN' && c.value !== '');
}
