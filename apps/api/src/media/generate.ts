// Renders the picture catalog to WebP files with sharp (banner 600 px, thumbnail 230 px, quality 75).
// Idempotent: pictures whose files already exist are skipped, so only the first run pays (~2 s).
import { existsSync, mkdirSync } from 'node:fs';
import { rename } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { BANNER_WIDTH, MEDIA, type MediaSpec, mediaFiles, THUMB_WIDTH, WEBP_QUALITY } from './catalog.ts';
import { drawScene } from './scenes.ts';

export interface MediaResult {
  generated: number;
  skipped: number;
}

async function render(root: string, spec: MediaSpec): Promise<boolean> {
  const files = mediaFiles(spec);
  const banner = join(root, files.banner);
  const thumbnail = join(root, files.thumbnail);
  if (existsSync(banner) && existsSync(thumbnail)) return false;
  mkdirSync(dirname(banner), { recursive: true });
  const svg = Buffer.from(drawScene(spec));
  // sharp is imported when a picture is missing, not with this module (which the server imports for
  // mediaComplete): its bindings are heap that every full garbage collection marks (issue 14).
  const { default: sharp } = await import('sharp');
  // Written under a temporary name and renamed, so a crash never leaves a half-written file that a later run
  // would mistake for a finished one.
  const write = async (width: number, target: string) => {
    const tmp = `${target}.${process.pid}.tmp`;
    await sharp(svg).resize({ width }).webp({ quality: WEBP_QUALITY }).toFile(tmp);
    await rename(tmp, target);
  };
  await write(BANNER_WIDTH, banner);
  await write(THUMB_WIDTH, thumbnail);
  return true;
}

export async function generateMedia(root: string, concurrency = 4): Promise<MediaResult> {
  mkdirSync(root, { recursive: true });
  const queue = [...MEDIA];
  const result: MediaResult = { generated: 0, skipped: 0 };
  const worker = async () => {
    for (let spec = queue.shift(); spec; spec = queue.shift()) {
      if (await render(root, spec)) result.generated++;
      else result.skipped++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return result;
}

/** True when every picture of the catalog exists (a cheap check at start-up). */
export function mediaComplete(root: string): boolean {
  return MEDIA.every((spec) => {
    const files = mediaFiles(spec);
    return existsSync(join(root, files.banner)) && existsSync(join(root, files.thumbnail));
  });
}
