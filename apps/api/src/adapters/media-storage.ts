// Where uploaded review photos and videos are kept, behind one interface: files on disk under the media folder
// (beside the PGlite data folder, served under /media/uploads/ by the web plugin) by default, or an S3-compatible
// bucket (AWS S3, MinIO, Cloudflare R2…) when MEDIA_S3_BUCKET is set (media-storage-s3.ts). Keys are made by the
// reviews module (random, never from the member's file name) and are the same whichever storage is used.
import { copyFile, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { createS3Storage, type S3StorageConfig, s3ConfigOf } from './media-storage-s3.ts';
import type { MediaStorage } from './media-storage-types.ts';

export type { MediaStorage } from './media-storage-types.ts';

/** Files under `root`, served at `publicPath` (the web plugin serves the media folder under /media/). */
export function createDiskStorage(root: string, publicPath = '/media/uploads'): MediaStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const path = resolve(base, key);
    // Keys are ours, but a key that climbed out of the folder would be a bug worth stopping here.
    if (!path.startsWith(base + sep)) throw new Error(`media key outside the storage folder: ${key}`);
    return path;
  };
  return {
    kind: 'disk',
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written aside and renamed: a reader never sees half a file, and a crash leaves only a .part behind.
      const part = `${path}.${process.pid}.part`;
      try {
        if (Buffer.isBuffer(body)) await writeFile(part, body);
        else await copyFile(body.path, part);
        await rename(part, path);
      } catch (error) {
        await rm(part, { force: true });
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    url: (key) => `${publicPath}/${key}`,
  };
}

/** The storage the environment selects: S3 when MEDIA_S3_BUCKET is set, else files in `mediaDir`/uploads. */
export async function createMediaStorage(env: NodeJS.ProcessEnv, mediaDir: string): Promise<MediaStorage> {
  const s3: S3StorageConfig | undefined = s3ConfigOf(env);
  return s3 ? await createS3Storage(s3) : createDiskStorage(join(mediaDir, 'uploads'));
}
