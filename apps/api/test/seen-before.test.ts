import { describe, expect, it } from 'vitest';
import { fingerprint, SeenBefore } from '../src/lib/seen-before.ts';

describe('SeenBefore', () => {
  it('answers false on the first sighting and true on the next ones', () => {
    const seen = new SeenBefore(1024);
    expect(seen.check('{"destination":"bali"}')).toBe(false);
    expect(seen.check('{"destination":"bali"}')).toBe(true);
    expect(seen.check('{"destination":"bali"}')).toBe(true);
    expect(seen.check('{"destination":"bandung"}')).toBe(false);
    expect(seen.check('')).toBe(false);
    expect(seen.check('')).toBe(true);
    seen.clear();
    expect(seen.check('{"destination":"bali"}')).toBe(false);
  });

  it('tells thousands of distinct texts apart, forgetting a text only when another takes its slot', () => {
    const slots = 65_536;
    const seen = new SeenBefore(slots);
    const texts = Array.from({ length: 5_000 }, (_, i) => `{"check_in":"2026-12-${i % 28}","adults":${i}}`);
    // First sightings: a true here is a 32-bit fingerprint collision in the same slot, vanishingly rare.
    expect(texts.filter((text) => seen.check(text))).toEqual([]);
    // Second sightings, in the same order: a text alone in its slot is remembered; texts sharing a slot each
    // overwrote the other, so all of them are forgotten (a few percent of 5,000 in 65,536 slots).
    const perSlot = new Map<number, number>();
    for (const text of texts) {
      const slot = fingerprint(text) & (slots - 1);
      perSlot.set(slot, (perSlot.get(slot) ?? 0) + 1);
    }
    const sharing = texts.filter((text) => (perSlot.get(fingerprint(text) & (slots - 1)) ?? 0) > 1).length;
    const forgotten = texts.filter((text) => !seen.check(text)).length;
    expect(forgotten).toBe(sharing);
    expect(forgotten).toBeLessThan(texts.length * 0.15);
  });

  it('refuses a table size that is not a power of two', () => {
    expect(() => new SeenBefore(1000)).toThrow(/power of two/);
  });
});
