// Bodies answered many times unchanged (cached searches) are serialized and compressed once: the bytes and
// the negotiated encoding must be what @fastify/compress would have produced for the same request.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { isReusable, markReusable, negotiateEncoding, reusableBody } from '../src/http/reusable-body.ts';

describe('negotiateEncoding', () => {
  it('prefers br, honours q-values, falls back to identity', () => {
    expect(negotiateEncoding('br, gzip')).toBe('br');
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('gzip')).toBe('gzip');
    expect(negotiateEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0.1')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('deflate')).toBe('identity');
    expect(negotiateEncoding('identity')).toBe('identity');
    expect(negotiateEncoding(undefined)).toBe('identity');
    expect(negotiateEncoding(['gzip', 'br;q=0'])).toBe('gzip');
  });
});

describe('reusableBody', () => {
  const big = markReusable({ data: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Hotel ${i}` })) });

  it('marks only the bodies it was given', () => {
    expect(isReusable(big)).toBe(true);
    expect(isReusable({ data: [] })).toBe(false);
    expect(isReusable('text')).toBe(false);
  });

  it('answers the same JSON in every encoding, compressing once per encoding (brotli better the second time)', () => {
    const json = JSON.stringify(big);
    const identity = reusableBody(big, undefined);
    expect(identity.encoding).toBe('identity');
    expect(identity.payload.toString()).toBe(json);
    const br = reusableBody(big, 'br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.payload).toString()).toBe(json);
    // Sent a second time, the body is worth brotli's better quality: recompressed once (no larger), then reused.
    const again = reusableBody(big, 'br, gzip');
    expect(again.payload).not.toBe(br.payload);
    expect(brotliDecompressSync(again.payload).toString()).toBe(json);
    expect(again.payload.length).toBeLessThanOrEqual(br.payload.length);
    expect(reusableBody(big, 'br').payload).toBe(again.payload);
    const gzip = reusableBody(big, 'gzip');
    expect(gunzipSync(gzip.payload).toString()).toBe(json);
  });

  it('leaves small bodies uncompressed, like the compression plugin’s threshold', () => {
    const small = markReusable({ data: [] });
    expect(reusableBody(small, 'br')).toMatchObject({ encoding: 'identity' });
  });
});
