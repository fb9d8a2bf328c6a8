// Bodies answered many times unchanged (cached searches) are serialized and compressed once: the bytes and
// the negotiated encoding must be what @fastify/compress would have produced for the same request.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { negotiateEncoding, PreparedBody } from '../src/http/reusable-body.ts';

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

describe('PreparedBody', () => {
  const object = { data: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Hotel ${i}` })) };

  it('gives its object once, for the contract check of the first send, then keeps only bytes', () => {
    const body = new PreparedBody(object);
    expect(body.takeObject()).toBe(object);
    expect(body.takeObject()).toBeUndefined();
    // The bytes were made when it was created: a change to the object afterwards is not sent.
    const copy = structuredClone(object);
    const later = new PreparedBody(copy);
    copy.data[0] = { id: -1, name: 'changed' };
    expect(JSON.parse(later.bytes(undefined).payload.toString()).data[0]).toEqual({ id: 0, name: 'Hotel 0' });
  });

  it('answers the same JSON in every encoding, compressing once per encoding (brotli better the second time)', () => {
    const big = new PreparedBody(object);
    const json = JSON.stringify(object);
    const identity = big.bytes(undefined);
    expect(identity.encoding).toBe('identity');
    expect(identity.payload.toString()).toBe(json);
    const br = big.bytes('br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.payload).toString()).toBe(json);
    // Sent a second time, the body is worth brotli's better quality: recompressed once (no larger), then reused.
    const again = big.bytes('br, gzip');
    expect(again.payload).not.toBe(br.payload);
    expect(brotliDecompressSync(again.payload).toString()).toBe(json);
    expect(again.payload.length).toBeLessThanOrEqual(br.payload.length);
    expect(big.bytes('br').payload).toBe(again.payload);
    const gzip = big.bytes('gzip');
    expect(gunzipSync(gzip.payload).toString()).toBe(json);
    expect(big.bytes('gzip').payload).toBe(gzip.payload);
  });

  it('keeps compressed bytes in buffers of their own size (not a view of zlib’s 16 KiB output chunk)', () => {
    const body = new PreparedBody(object);
    for (const accept of ['br', 'br', 'gzip']) {
      const { payload } = body.bytes(accept);
      expect(payload.length).toBeLessThan(16_384);
      expect(payload.buffer.byteLength).toBe(payload.length);
    }
  });

  it('leaves small bodies uncompressed, like the compression plugin’s threshold', () => {
    expect(new PreparedBody({ data: [] }).bytes('br')).toMatchObject({ encoding: 'identity' });
  });
});
