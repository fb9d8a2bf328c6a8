// Receiving review photos and videos (POST /api/hotel-review/media, multipart/form-data through
// @fastify/multipart). Every rule is applied while the bytes stream in, never after the fact:
//
// - The type comes from the file's first bytes (file-type's signatures), never from its name or the part's
//   Content-Type, so a script renamed photo.jpg is refused before anything is kept.
// - Sizes are counted chunk by chunk: a photo reaching 10 MB or a video reaching 100 MB ("under 10 MB / 100 MB",
//   the spec's words) stops the upload at once, and so does a sixth file (busboy's files limit).
// - Photos are held in memory (at most 10 MB) and re-encoded by sharp to WebP at the catalog's sizes and quality
//   (banner 600 px and thumbnail 230 px wide, quality 75; media/catalog.ts), turned upright from their EXIF
//   orientation; sharp writes no metadata unless asked, so EXIF, GPS and camera details are gone. Videos are
//   spooled to a temporary file and stored as sent.
// - On any refusal or failure everything this request already stored is deleted again and no row is written:
//   the member gets a translated 4xx and nothing is left behind.
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { MediaStorage } from '../../adapters/media-storage.ts';
import type { Lang } from '../../http/i18n.ts';
import { BANNER_WIDTH, THUMB_WIDTH, WEBP_QUALITY } from '../../media/catalog.ts';
import { reviewError } from './messages.ts';

const MAX_FILES = 5;
/** "Photo under 10 MB": 10 MB itself is refused. */
const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** "Video under 100 MB". */
const VIDEO_MAX_BYTES = 100 * 1024 * 1024;
/** Bytes file-type needs to recognise every format below (its own recommendation is 4100). */
const SNIFF_BYTES = 4100;

const PHOTO_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif']);
const VIDEO_TYPES: Record<string, 'mp4' | 'mov'> = { 'video/mp4': 'mp4', 'video/quicktime': 'mov' };

/** Options for @fastify/multipart: the sixth file ends the request; no part may be bigger than a video. */
export const MULTIPART_LIMITS = {
  files: MAX_FILES,
  fileSize: VIDEO_MAX_BYTES + 1,
  fields: 10,
  fieldSize: 1024,
  parts: MAX_FILES + 10,
  headerPairs: 100,
};

export interface StoredMedia {
  type: 'photo' | 'video';
  /** Key prefix in the storage; the files are `${base}-600.webp` and `${base}-230.webp`, or `${base}.mp4|mov`. */
  base: string;
  keys: string[];
  url: string;
  thumbnailUrl: string | null;
  mimeType: 'image/webp' | 'video/mp4' | 'video/quicktime';
  sizeBytes: number;
}

/** The storage keys of a stored media row (the sweeper deletes them). */
export function keysOf(type: 'photo' | 'video', base: string, mimeType: string): string[] {
  if (type === 'photo') return [`${base}-${BANNER_WIDTH}.webp`, `${base}-${THUMB_WIDTH}.webp`];
  return [`${base}.${mimeType === 'video/quicktime' ? 'mov' : 'mp4'}`];
}

type Kind = { type: 'photo'; mime: string } | { type: 'video'; mime: 'video/mp4' | 'video/quicktime' };

async function detect(head: Buffer, index: number, lang: Lang): Promise<Kind> {
  // file-type and sharp are imported on the first upload, not at start-up: about 4 MB of heap that searches
  // never use, and every full garbage collection marks what is loaded (issue 14).
  const { fileTypeFromBuffer } = await import('file-type');
  const found = await fileTypeFromBuffer(head);
  if (found && PHOTO_TYPES.has(found.mime)) return { type: 'photo', mime: found.mime };
  if (found && found.mime in VIDEO_TYPES) return { type: 'video', mime: found.mime as 'video/mp4' };
  throw reviewError(422, 'unsupported_file_type', 'unsupported_file_type', { lang, field: `files.${index}` });
}

function tooLarge(kind: Kind, index: number, lang: Lang) {
  return reviewError(422, 'file_too_large', kind.type === 'photo' ? 'photo_too_large' : 'video_too_large', {
    lang,
    field: `files.${index}`,
  });
}

/** A photo re-encoded to the two WebP sizes, upright and without metadata. */
async function storePhoto(
  bytes: Buffer,
  base: string,
  storage: MediaStorage,
  stored: string[],
  index: number,
  lang: Lang,
): Promise<StoredMedia> {
  const { default: sharp } = await import('sharp');
  let banner: Buffer;
  let thumb: Buffer;
  try {
    // limitInputPixels bounds the memory a small file with huge dimensions (a decompression bomb) could take.
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: 60_000_000 }).rotate();
    const size = (width: number) =>
      image.clone().resize({ width, withoutEnlargement: true }).webp({ quality: WEBP_QUALITY }).toBuffer();
    [banner, thumb] = await Promise.all([size(BANNER_WIDTH), size(THUMB_WIDTH)]);
  } catch {
    // Signature right, content not decodable (truncated, corrupt, or HEVC-coded HEIC that libvips cannot read).
    throw reviewError(422, 'unsupported_file_type', 'unreadable_image', { lang, field: `files.${index}` });
  }
  const [bannerKey, thumbKey] = keysOf('photo', base, 'image/webp') as [string, string];
  await storage.put(bannerKey, banner, 'image/webp');
  stored.push(bannerKey);
  await storage.put(thumbKey, thumb, 'image/webp');
  stored.push(thumbKey);
  return {
    type: 'photo',
    base,
    keys: [bannerKey, thumbKey],
    url: storage.url(bannerKey),
    thumbnailUrl: storage.url(thumbKey),
    mimeType: 'image/webp',
    sizeBytes: banner.length,
  };
}

/** Streams one file part: sniffs, counts, and stores it; pushes every stored key to `stored` as it goes. */
async function receiveOne(
  part: MultipartFile,
  index: number,
  storage: MediaStorage,
  stored: string[],
  lang: Lang,
): Promise<StoredMedia> {
  const base = `reviews/${new Date().toISOString().slice(0, 7).replace('-', '/')}/${randomUUID()}`;
  let kind: Kind | undefined;
  let head: Buffer[] = [];
  let headBytes = 0;
  let size = 0;
  const photo: Buffer[] = [];
  let spoolPath: string | undefined;
  let spool: WriteStream | undefined;

  const write = async (chunk: Buffer) => {
    if (!kind) return;
    if (kind.type === 'photo') {
      photo.push(chunk);
      return;
    }
    if (!spool) {
      spoolPath = join(tmpdir(), `nusa-upload-${randomUUID()}`);
      spool = createWriteStream(spoolPath, { flags: 'wx' });
    }
    if (!spool.write(chunk)) await once(spool, 'drain');
  };
  const limit = () => (kind?.type === 'photo' ? PHOTO_MAX_BYTES : VIDEO_MAX_BYTES);

  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (!kind) {
        head.push(chunk);
        headBytes += chunk.length;
        if (headBytes < SNIFF_BYTES) continue;
        kind = await detect(Buffer.concat(head), index, lang);
        if (size >= limit()) throw tooLarge(kind, index, lang);
        for (const early of head) await write(early);
        head = [];
        continue;
      }
      if (size >= limit()) throw tooLarge(kind, index, lang);
      await write(chunk);
    }
    if (!kind) {
      kind = await detect(Buffer.concat(head), index, lang);
      for (const early of head) await write(early);
    }
    if (size === 0)
      throw reviewError(422, 'unsupported_file_type', 'unsupported_file_type', {
        lang,
        field: `files.${index}`,
      });
    if (kind.type === 'photo')
      return await storePhoto(Buffer.concat(photo), base, storage, stored, index, lang);
    const video = kind;
    const writer = spool as WriteStream;
    writer.end();
    await finished(writer);
    const [key] = keysOf('video', base, video.mime) as [string];
    await storage.put(key, { path: spoolPath as string, size }, video.mime);
    stored.push(key);
    return {
      type: 'video',
      base,
      keys: [key],
      url: storage.url(key),
      thumbnailUrl: null,
      mimeType: video.mime,
      sizeBytes: size,
    };
  } finally {
    spool?.destroy();
    if (spoolPath) await rm(spoolPath, { force: true });
    // A refused part is left unread: the request is answered and the rest of its body dropped (receiveUploads).
    part.file.resume();
  }
}

/**
 * Receives every file part of the request (at most MAX_FILES) and stores it. On any error the files already
 * stored by this request are deleted before the error goes on.
 */
export async function receiveUploads(
  request: FastifyRequest,
  storage: MediaStorage,
  lang: Lang,
): Promise<StoredMedia[]> {
  const stored: string[] = [];
  const media: StoredMedia[] = [];
  try {
    if (!request.isMultipart()) throw reviewError(415, 'unsupported_media_type', 'not_multipart', { lang });
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'files') {
        part.file.resume();
        continue;
      }
      media.push(await receiveOne(part, media.length, storage, stored, lang));
    }
    if (media.length === 0) throw reviewError(422, 'no_files', 'no_files', { lang, field: 'files' });
    return media;
  } catch (error) {
    // What the client still sends is read and dropped. Node does that by itself only for a body nobody began to
    // read; this one was begun, and left paused its socket noticed nothing, not even the client hanging up, so
    // the connection stayed open until the request deadline and beyond (a minute in test/account-reviews.test.ts).
    request.raw.unpipe();
    request.raw.resume();
    await Promise.all(stored.map((key) => storage.delete(key).catch(() => undefined)));
    throw translate(error, lang);
  }
}

/** @fastify/multipart's and busboy's errors as the contract's answers; ours go through unchanged. */
function translate(error: unknown, lang: Lang): unknown {
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return reviewError(422, 'too_many_files', 'too_many_files', { lang, field: 'files' });
  }
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return reviewError(422, 'file_too_large', 'video_too_large', { lang, field: 'files' });
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return reviewError(415, 'unsupported_media_type', 'not_multipart', { lang });
  }
  // busboy's complaints about a malformed body ("Unexpected end of form", a missing boundary).
  if (error instanceof Error && !('statusCode' in error) && /form|boundary|multipart/i.test(error.message)) {
    return reviewError(400, 'bad_request', 'not_multipart', { lang });
  }
  return error;
}
