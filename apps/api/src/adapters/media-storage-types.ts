// What review media storage does, whichever adapter (media-storage.ts: disk; media-storage-s3.ts: S3-compatible).
// A file of its own so that the adapters and their chooser import it without importing each other.
export interface MediaStorage {
  readonly kind: 'disk' | 's3';
  /** Stores bytes, or a file already on local disk (a spooled video), under `key`. */
  put(key: string, body: Buffer | { path: string; size: number }, contentType: string): Promise<void>;
  /** Removes `key`; no error when it is already gone. */
  delete(key: string): Promise<void>;
  /** The URL the app loads `key` from. */
  url(key: string): string;
}
