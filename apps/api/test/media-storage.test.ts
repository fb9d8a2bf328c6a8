// The review media storage adapters (src/adapters/media-storage*.ts): files on disk, and S3-compatible storage
// through the official SDK against a small local imitation of S3's object API (PUT and DELETE of path-style
// object URLs, signed with AWS Signature V4), no internet. Also what the environment selects.
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage, createMediaStorage } from '../src/adapters/media-storage.ts';
import { createS3Storage, s3ConfigOf } from '../src/adapters/media-storage-s3.ts';

interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: Buffer;
}

/** S3's object API as far as the adapter uses it: objects kept in memory by bucket/key. */
class FakeS3 {
  readonly seen: Seen[] = [];
  readonly objects = new Map<string, Buffer>();
  server: Server = createServer((request, response) => void this.handle(request, response));
  url = '';

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async handle(request: IncomingMessage, response: import('node:http').ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const path = decodeURIComponent(new URL(request.url ?? '/', this.url).pathname);
    this.seen.push({
      method: request.method ?? '',
      url: path,
      authorization: request.headers.authorization,
      contentType: request.headers['content-type'],
      body,
    });
    if (!request.headers.authorization?.startsWith('AWS4-HMAC-SHA256 Credential=TESTKEY/')) {
      response.writeHead(403, { 'content-type': 'application/xml' });
      response.end('<Error><Code>AccessDenied</Code></Error>');
      return;
    }
    if (request.method === 'PUT') {
      this.objects.set(path, body);
      response.writeHead(200, { etag: '"fake"' });
      response.end();
      return;
    }
    if (request.method === 'DELETE') {
      this.objects.delete(path);
      response.writeHead(204);
      response.end();
      return;
    }
    response.writeHead(405);
    response.end();
  }
}

let s3: FakeS3;
let dir: string;

beforeAll(async () => {
  s3 = new FakeS3();
  await s3.start();
  dir = mkdtempSync(join(tmpdir(), 'nusa-storage-'));
});

afterAll(async () => {
  await new Promise((resolve) => s3.server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

const env = (extra: Record<string, string> = {}) => ({
  MEDIA_S3_BUCKET: 'nusa-media',
  MEDIA_S3_ENDPOINT: s3.url,
  MEDIA_S3_REGION: 'ap-southeast-3',
  MEDIA_S3_ACCESS_KEY_ID: 'TESTKEY',
  MEDIA_S3_SECRET_ACCESS_KEY: 'test-secret',
  MEDIA_S3_PUBLIC_URL: 'https://media.nusastay.example/',
  ...extra,
});

describe('S3-compatible storage', () => {
  it('puts bytes and spooled files as signed path-style objects, deletes them, and answers public URLs', async () => {
    const config = s3ConfigOf(env());
    expect(config).toMatchObject({ bucket: 'nusa-media', forcePathStyle: true, prefix: 'uploads' });
    const storage = await createS3Storage(config as NonNullable<typeof config>);
    const photo = Buffer.from('RIFF....WEBPVP8 fake photo bytes');
    await storage.put('reviews/2026/11/abc-600.webp', photo, 'image/webp');
    const video = join(dir, 'clip.mp4');
    writeFileSync(video, Buffer.alloc(70_000, 3));
    await storage.put('reviews/2026/11/def.mp4', { path: video, size: 70_000 }, 'video/mp4');
    expect(s3.objects.get('/nusa-media/uploads/reviews/2026/11/abc-600.webp')?.equals(photo)).toBe(true);
    expect(s3.objects.get('/nusa-media/uploads/reviews/2026/11/def.mp4')?.length).toBe(70_000);
    const put = s3.seen.find((s) => s.url.endsWith('abc-600.webp'));
    expect(put?.contentType).toBe('image/webp');
    expect(put?.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=TESTKEY\/\d{8}\/ap-southeast-3\/s3\/aws4_request/,
    );
    expect(storage.url('reviews/2026/11/abc-600.webp')).toBe(
      'https://media.nusastay.example/uploads/reviews/2026/11/abc-600.webp',
    );
    await storage.delete('reviews/2026/11/abc-600.webp');
    expect(s3.objects.has('/nusa-media/uploads/reviews/2026/11/abc-600.webp')).toBe(false);
  });

  it('surfaces the service’s refusal', async () => {
    const storage = await createS3Storage(
      s3ConfigOf(env({ MEDIA_S3_ACCESS_KEY_ID: 'WRONG', MEDIA_S3_SECRET_ACCESS_KEY: 'x' })) as NonNullable<
        ReturnType<typeof s3ConfigOf>
      >,
    );
    await expect(storage.put('reviews/x.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
  });

  it('is selected by MEDIA_S3_BUCKET, and refuses half a configuration', async () => {
    expect((await createMediaStorage(env(), dir)).kind).toBe('s3');
    expect((await createMediaStorage({}, dir)).kind).toBe('disk');
    expect(() => s3ConfigOf({ MEDIA_S3_BUCKET: 'b' })).toThrow(/MEDIA_S3_PUBLIC_URL/);
    expect(() => s3ConfigOf(env({ MEDIA_S3_SECRET_ACCESS_KEY: '' }))).toThrow(/go together/);
  });
});

describe('disk storage', () => {
  it('writes under its folder, serves under /media/uploads, deletes, and refuses keys leaving the folder', async () => {
    const storage = createDiskStorage(join(dir, 'uploads'));
    await storage.put('reviews/a.webp', Buffer.from('abc'), 'image/webp');
    expect(readFileSync(join(dir, 'uploads', 'reviews', 'a.webp'), 'utf8')).toBe('abc');
    expect(storage.url('reviews/a.webp')).toBe('/media/uploads/reviews/a.webp');
    await storage.delete('reviews/a.webp');
    await storage.delete('reviews/a.webp');
    expect(existsSync(join(dir, 'uploads', 'reviews', 'a.webp'))).toBe(false);
    await expect(storage.put('../escape.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/outside/);
  });
});
