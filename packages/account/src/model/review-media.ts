// The spec's review media rules (§5, §9): at most 5 files, photos under 10 MB, videos under 100 MB. Checked here so
// a member hears at once what cannot go; the server checks them again, and the real type from the bytes.

export const MAX_FILES = 5;
export const PHOTO_LIMIT = 10 * 1024 * 1024;
export const VIDEO_LIMIT = 100 * 1024 * 1024;

const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic'];
const VIDEO_TYPES = ['video/mp4', 'video/quicktime'];
/** For the file input's `accept`. */
export const ACCEPT = [...PHOTO_TYPES, ...VIDEO_TYPES].join(',');

export type MediaKind = 'photo' | 'video';
export type Rejection = 'type' | 'photo_size' | 'video_size' | 'count';

export function kindOf(file: { type: string }): MediaKind | null {
  if (PHOTO_TYPES.includes(file.type)) return 'photo';
  if (VIDEO_TYPES.includes(file.type)) return 'video';
  return null;
}

/** Which of `files` can join the `already` chosen ones, and why the others cannot. */
export function admitFiles<F extends { type: string; size: number; name: string }>(
  already: number,
  files: readonly F[],
): { accepted: F[]; rejected: { file: F; reason: Rejection }[] } {
  const accepted: F[] = [];
  const rejected: { file: F; reason: Rejection }[] = [];
  for (const file of files) {
    const kind = kindOf(file);
    if (!kind) rejected.push({ file, reason: 'type' });
    else if (kind === 'photo' && file.size >= PHOTO_LIMIT) rejected.push({ file, reason: 'photo_size' });
    else if (kind === 'video' && file.size >= VIDEO_LIMIT) rejected.push({ file, reason: 'video_size' });
    else if (already + accepted.length >= MAX_FILES) rejected.push({ file, reason: 'count' });
    else accepted.push(file);
  }
  return { accepted, rejected };
}
