import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  attemptKey,
  dropDraft,
  forgetAttempt,
  newIdempotencyKey,
  readDraft,
  writeDraft,
} from './session-store';

const defaults = { fullName: '', phone: '', terms: false };

beforeEach(() => sessionStorage.clear());

describe('drafts', () => {
  it('come back for their cart while its hold lasts', () => {
    writeDraft('cart-a', { fullName: 'Sari', phone: '812', terms: true }, 2_000, 1_000);
    expect(readDraft('cart-a', defaults, 1_500)).toEqual({ fullName: 'Sari', phone: '812', terms: true });
    expect(readDraft('cart-b', defaults, 1_500)).toBeNull();
    expect(readDraft('cart-a', defaults, 2_000)).toBeNull();
  });

  it('keep only known fields of the right type (storage can be edited by hand)', () => {
    sessionStorage.setItem(
      'nusa:checkout:drafts',
      JSON.stringify({ 'cart-a': { values: { fullName: 42, phone: '812', evil: '<x>' }, until: 5_000 } }),
    );
    expect(readDraft('cart-a', defaults, 1_000)).toEqual({ fullName: '', phone: '812', terms: false });
  });

  it('forget ended holds when another is written, and a cart’s draft when asked', () => {
    writeDraft('old', defaults, 1_000, 0);
    writeDraft('new', defaults, 9_000, 2_000);
    expect(Object.keys(JSON.parse(sessionStorage.getItem('nusa:checkout:drafts') ?? '{}'))).toEqual(['new']);
    dropDraft('new');
    expect(sessionStorage.getItem('nusa:checkout:drafts')).toBeNull();
  });

  it('fail quietly without storage', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => writeDraft('cart-a', defaults, 2_000, 1_000)).not.toThrow();
    vi.restoreAllMocks();
    sessionStorage.setItem('nusa:checkout:drafts', '{not json');
    expect(readDraft('cart-a', defaults)).toBeNull();
  });
});

describe('idempotency keys', () => {
  it('are random, and valid for the API (8-64 of [A-Za-z0-9_-])', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });

  it('stay the same for the same attempt until it succeeds', () => {
    const key = attemptKey('{"hotel_id":1}');
    expect(attemptKey('{"hotel_id":1}')).toBe(key);
    expect(attemptKey('{"hotel_id":2}')).not.toBe(key);
    const other = attemptKey('{"hotel_id":2}');
    forgetAttempt();
    expect(attemptKey('{"hotel_id":2}')).not.toBe(other);
  });
});
