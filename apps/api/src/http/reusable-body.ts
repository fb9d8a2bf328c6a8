// Response bodies that are answered many times unchanged (cached search results): serialized and compressed
// once, then sent as bytes. On a cache hit, JSON.stringify and brotli cost more than everything else together
// (about 0.4 ms for a 20 KB page of hotel cards, three times the rest of the request).
//
// A handler marks its body with `markReusable(body)` and must not mutate it afterwards; the route answers it
// with `reusableBody(...)`. The bytes live as long as the body object (a WeakMap), i.e. as long as the cache
// entry that holds it.
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { memoByHeader } from '../lib/header-memo.ts';

type Encoding = 'br' | 'gzip' | 'identity';

interface Prepared {
  json: Buffer;
  br?: Buffer;
  /** The brotli quality `br` was made at: FIRST_BROTLI_QUALITY until the body is sent a second time. */
  brQuality?: number;
  gzip?: Buffer;
}

const reusable = new WeakSet<object>();
const prepared = new WeakMap<object, Prepared>();

/** Same threshold and brotli quality as @fastify/compress in app.ts. */
const THRESHOLD = 1024;
const BROTLI_QUALITY = 4;
/**
 * Most bodies are sent once (a search nobody repeats before the data changes), and brotli at quality 4 was a
 * quarter of such a search's CPU (profile of the search benchmark's cold phase, issue 14). The first send is
 * compressed at quality 2 (about half the time, some 10% more bytes); a body sent again is recompressed at 4
 * once, so repeated answers still go out at the smaller size.
 */
const FIRST_BROTLI_QUALITY = 2;

function brotli(json: Buffer, quality: number): Buffer {
  return brotliCompressSync(json, {
    params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_SIZE_HINT]: json.length },
  });
}

export function markReusable<T extends object>(body: T): T {
  reusable.add(body);
  return body;
}

export function isReusable(body: unknown): body is object {
  return typeof body === 'object' && body !== null && reusable.has(body);
}

/** The client's preferred encoding among br and gzip (q-values honoured), else identity. */
export function negotiateEncoding(header: string | string[] | undefined): Encoding {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  let best: Encoding = 'identity';
  let bestQ = 0;
  for (const part of value.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (!(weight > 0)) continue;
    // On equal weights br wins over gzip, as in @fastify/compress's order ['br', 'gzip', 'deflate'].
    if ((name === 'br' || name === '*') && (weight > bestQ || (weight === bestQ && best !== 'br'))) {
      best = 'br';
      bestQ = weight;
    } else if (name === 'gzip' && weight > bestQ) {
      best = 'gzip';
      bestQ = weight;
    }
  }
  return best;
}

/** The encoding of an Accept-Encoding value, remembered per value. */
const encodingFor = memoByHeader(negotiateEncoding);

/** The bytes to send for `body` and their Content-Encoding (compressed once per encoding, then reused). */
export function reusableBody(body: object, acceptEncoding: string | string[] | undefined) {
  let entry = prepared.get(body);
  if (!entry) {
    entry = { json: Buffer.from(JSON.stringify(body)) };
    prepared.set(body, entry);
  }
  const encoding = entry.json.length < THRESHOLD ? 'identity' : encodingFor(acceptEncoding);
  if (encoding === 'br') {
    if (!entry.br) {
      entry.br = brotli(entry.json, FIRST_BROTLI_QUALITY);
      entry.brQuality = FIRST_BROTLI_QUALITY;
    } else if (entry.brQuality !== BROTLI_QUALITY) {
      entry.br = brotli(entry.json, BROTLI_QUALITY);
      entry.brQuality = BROTLI_QUALITY;
    }
    return { payload: entry.br, encoding };
  }
  if (encoding === 'gzip') {
    entry.gzip ??= gzipSync(entry.json);
    return { payload: entry.gzip, encoding };
  }
  return { payload: entry.json, encoding };
}
