// Response bodies that are answered many times unchanged (cached search results): serialized once when
// computed, compressed once per encoding, then sent as bytes. On a cache hit, JSON.stringify and brotli cost
// more than everything else together (about 0.4 ms for a 20 KB page of hotel cards, three times the rest of
// the request).
//
// A handler answers `new PreparedBody(body)` instead of `body`; the route sends its bytes. Only the bytes are
// kept, not the object they were made from, so a cache of a thousand answers does not hold some 600 objects
// each for every full garbage collection to trace (the pauses that remain under cold-search load have other
// causes: API README, "Later the same day"). The object is kept only until the route has checked it against
// the contract once (development and tests); the same bytes are sent every later time.
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { memoByHeader } from '../lib/header-memo.ts';

type Encoding = 'br' | 'gzip' | 'identity';

/** Same threshold and brotli quality as @fastify/compress in app.ts. */
const THRESHOLD = 1024;
const BROTLI_QUALITY = 4;
/**
 * Most bodies are sent once (a search nobody repeats before the data changes), and brotli at quality 4 was a
 * quarter of such a search's CPU (profile of the search benchmark's cold phase, issue 14). The first send is
 * compressed at quality 1; a body sent again is recompressed at 4 once, so repeated answers still go out at the
 * smaller size. Real 17 KB result pages (1x demo data): quality 4 ~280-470 us for ~2.4 KB, quality 2 ~130-160 us
 * for ~2.65 KB, quality 1 ~70-110 us for ~2.9 KB: still a sixth of the JSON, and ~300 bytes more than quality 2
 * is a few milliseconds on a slow 3G link, against some 60 us of server CPU per computed search.
 */
const FIRST_BROTLI_QUALITY = 1;

/**
 * The brotli window: the smallest that holds the whole body (at least 64 KiB, brotli's default is 4 MiB). A
 * window larger than the input compresses no better, but the encoder allocates and clears it for every body:
 * for a 17 KB page of cards quality 2 took 117 us with the default window and 72 us with 64 KiB, same bytes.
 */
function windowBits(length: number): number {
  return Math.min(zlib.BROTLI_DEFAULT_WINDOW, Math.max(16, Math.ceil(Math.log2(length + 1))));
}

function brotli(json: Buffer, quality: number): Buffer {
  return ownBytes(
    brotliCompressSync(json, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: quality,
        [zlib.BROTLI_PARAM_SIZE_HINT]: json.length,
        [zlib.BROTLI_PARAM_LGWIN]: windowBits(json.length),
      },
    }),
  );
}

/**
 * The bytes in a buffer of their own size. zlib's synchronous calls answer a view of their 16 KiB output chunk,
 * so a 3 KB compressed page kept in the result cache held 16 KiB outside the heap, released only when a full
 * collection freed the view (a thousand cached pages: 16 MB where 3 MB are used). Copying costs about a
 * microsecond.
 */
function ownBytes(bytes: Buffer): Buffer {
  if (bytes.buffer.byteLength === bytes.length) return bytes;
  const own = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(own);
  return own;
}

/** Text handed to PreparedBody.fromJson (module-private, so no body object can be mistaken for it). */
class JsonText {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}

/** A JSON body as bytes, compressed lazily once per encoding. Never changes after it is made. */
export class PreparedBody<T extends object = object> {
  readonly #json: Buffer;
  #br: Buffer | undefined;
  /** The brotli quality `#br` was made at: FIRST_BROTLI_QUALITY until the body is sent a second time. */
  #brQuality = 0;
  #gzip: Buffer | undefined;
  /** The object to check against the contract on the first send ('json': parse the bytes), then nothing. */
  #unchecked: T | 'json' | undefined;

  constructor(body: T) {
    if (body instanceof JsonText) {
      this.#json = Buffer.from(body.text);
      this.#unchecked = 'json';
    } else {
      this.#json = Buffer.from(JSON.stringify(body));
      this.#unchecked = body;
    }
  }

  /**
   * A body already written as JSON text (built from pre-serialized parts: the search index's hotel cards). The
   * type is the caller's word; the route checks the parsed text against the contract where it checks responses.
   */
  static fromJson<T extends object>(json: string): PreparedBody<T> {
    return new PreparedBody(new JsonText(json) as unknown as T);
  }

  /**
   * The object the bytes were made from, the first time only (then it is released): the route checks it
   * against the contract where responses are checked. Every later send is the same bytes, already checked.
   */
  takeObject(): T | undefined {
    const body = this.#unchecked;
    this.#unchecked = undefined;
    return body === 'json' ? (JSON.parse(this.#json.toString()) as T) : body;
  }

  /** Where responses are not checked: the object is released without being looked at. */
  release(): void {
    this.#unchecked = undefined;
  }

  /** The bytes to send and their Content-Encoding, for the request's Accept-Encoding. */
  bytes(acceptEncoding: string | string[] | undefined): { payload: Buffer; encoding: Encoding } {
    const encoding = this.#json.length < THRESHOLD ? 'identity' : encodingFor(acceptEncoding);
    if (encoding === 'br') {
      if (!this.#br) {
        this.#br = brotli(this.#json, FIRST_BROTLI_QUALITY);
        this.#brQuality = FIRST_BROTLI_QUALITY;
      } else if (this.#brQuality !== BROTLI_QUALITY) {
        this.#br = brotli(this.#json, BROTLI_QUALITY);
        this.#brQuality = BROTLI_QUALITY;
      }
      return { payload: this.#br, encoding };
    }
    if (encoding === 'gzip') {
      this.#gzip ??= ownBytes(gzipSync(this.#json));
      return { payload: this.#gzip, encoding };
    }
    return { payload: this.#json, encoding };
  }
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
