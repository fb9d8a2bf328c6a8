/**
 * "Was this string seen recently?", answered from a fixed table of 32-bit fingerprints: what a cache asks before
 * keeping something, so that what is asked for only once is never kept (a cache's "doorkeeper", as in TinyLFU).
 *
 * Why: most computed searches are never asked for again (real traffic varies dates, guests and filters), yet
 * keeping each answer for the second or so until a cache evicts it makes it outlive young-generation collection:
 * it is promoted, and only a full (mark-compact) collection frees it, with the compressed bytes it holds outside
 * the heap. Those collections trace the whole heap and are the pauses that set the search API's p99 (apps/api
 * README, "One-off searches are not kept"). Remembering a fingerprint instead costs no allocation at all.
 *
 * The table is direct-mapped: a string's slot is the low bits of its hash and holds the whole hash. So:
 * - `check` can answer true for a string never seen, only when another string of exactly the same 32-bit hash
 *   was noted in the same slot: a one-off answer is then kept, as every answer was before. Harmless.
 * - A string is forgotten when a newer one lands in its slot: at a thousand new strings a second, after about
 *   `slots / 1000` seconds. A popular search is then merely computed once more before it is kept again.
 */
export class SeenBefore {
  readonly #fingerprints: Int32Array;
  readonly #mask: number;

  /** `slots`: a power of two (65,536 by default: 256 KiB). */
  constructor(slots = 65_536) {
    if (!Number.isInteger(Math.log2(slots)) || slots < 2) throw new Error('slots must be a power of two');
    this.#fingerprints = new Int32Array(slots);
    this.#mask = slots - 1;
  }

  /**
   * True when `text` was noted before (and is still remembered); otherwise notes it and answers false. So the
   * first sighting answers false and the second true.
   */
  check(text: string): boolean {
    const hash = fingerprint(text);
    const slot = hash & this.#mask;
    if (this.#fingerprints[slot] === hash) return true;
    this.#fingerprints[slot] = hash;
    return false;
  }

  /** Forgets everything (tests). */
  clear(): void {
    this.#fingerprints.fill(0);
  }
}

/** FNV-1a over the UTF-16 code units, never 0 (0 marks an empty slot). */
export function fingerprint(text: string): number {
  let hash = 0x811c9dc5 | 0;
  for (let i = 0; i < text.length; i++) {
    hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  }
  return hash === 0 ? 1 : hash;
}
