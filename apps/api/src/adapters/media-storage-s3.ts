// Review media in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, …) through the official SDK
// (@aws-sdk/client-s3), when MEDIA_S3_BUCKET is set. The bucket (or a CDN in front of it) serves the files at
// MEDIA_S3_PUBLIC_URL; credentials come from MEDIA_S3_ACCESS_KEY_ID / MEDIA_S3_SECRET_ACCESS_KEY or, without
// them, the SDK's usual chain (instance role, AWS_* variables). See "Review media storage" in the README.
import { createReadStream } from 'node:fs';
import type { MediaStorage } from './media-storage-types.ts';

export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** A non-AWS endpoint (MinIO, R2); AWS's own when absent. */
  endpoint?: string;
  /** Bucket in the path (http://host/bucket/key) rather than the host name: MinIO and most fakes need it. */
  forcePathStyle: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Base URL the files are read from, without a trailing slash. */
  publicUrl: string;
  /** Prefix of every key (a folder in a shared bucket), without slashes at its ends. */
  prefix: string;
}

/** MEDIA_S3_* → configuration; undefined when MEDIA_S3_BUCKET is not set. Throws on a half configuration. */
export function s3ConfigOf(env: NodeJS.ProcessEnv): S3StorageConfig | undefined {
  const bucket = env.MEDIA_S3_BUCKET?.trim();
  if (!bucket) return undefined;
  const endpoint = env.MEDIA_S3_ENDPOINT?.trim() || undefined;
  const publicUrl = (env.MEDIA_S3_PUBLIC_URL?.trim() || '').replace(/\/+$/, '');
  if (!publicUrl) {
    throw new Error(
      'MEDIA_S3_BUCKET is set without MEDIA_S3_PUBLIC_URL (where the app loads the files from)',
    );
  }
  const accessKeyId = env.MEDIA_S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.MEDIA_S3_SECRET_ACCESS_KEY?.trim();
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY go together');
  }
  return {
    bucket,
    region: env.MEDIA_S3_REGION?.trim() || 'us-east-1',
    endpoint,
    forcePathStyle: env.MEDIA_S3_FORCE_PATH_STYLE
      ? env.MEDIA_S3_FORCE_PATH_STYLE === 'true'
      : endpoint !== undefined,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    publicUrl,
    prefix: (env.MEDIA_S3_PREFIX ?? 'uploads').replace(/^\/+|\/+$/g, ''),
  };
}

export async function createS3Storage(config: S3StorageConfig): Promise<MediaStorage> {
  // Imported here, not at the top: the SDK is about 6 MB of heap that a server storing on disk never needs, and
  // every full garbage collection marks what is loaded (issue 14).
  const { DeleteObjectCommand, PutObjectCommand, S3Client } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Checksums only where S3 requires them: the SDK's default wraps streamed bodies in aws-chunked encoding
    // with trailing checksums, which several S3-compatible services (older MinIO, R2) do not accept.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A stalled connection must not hold a member's upload for ever.
    requestHandler: { requestTimeout: 60_000, connectionTimeout: 10_000 },
  });
  const objectKey = (key: string) => (config.prefix ? `${config.prefix}/${key}` : key);
  return {
    kind: 's3',
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: objectKey(key),
          Body: Buffer.isBuffer(body) ? body : createReadStream(body.path),
          ContentLength: Buffer.isBuffer(body) ? body.length : body.size,
          ContentType: contentType,
          // Keys are random and never rewritten.
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
    },
    url: (key) => `${config.publicUrl}/${objectKey(key)}`,
  };
}
