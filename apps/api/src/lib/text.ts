// Text normalization shared by the seed (search_text columns) and the autocomplete (keywords), so both sides
// fold case, accents and punctuation the same way.

/** Lower case, accents stripped (é → e), anything but letters and digits folded to single spaces. */
export function normalizeSearch(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** URL slug: `Griya Inn Malioboro` → `griya-inn-malioboro`. */
export function slugify(value: string): string {
  return normalizeSearch(value).replace(/ /g, '-');
}

/** Escapes LIKE wildcards so a keyword is matched literally. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
