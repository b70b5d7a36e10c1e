import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { LRUCache } from 'lru-cache';

type Encoding = 'br' | 'gzip';

/**
 * Accept-Encoding headers read lately: browsers send a handful of spellings, each on every
 * request. Kept by the module, not by each app: a memo of a pure function of the header.
 */
// eslint-disable-next-line no-restricted-syntax -- a memo of a pure function of the header, the same for every app
const readHeaders = new LRUCache<string, Encoding | 'identity'>({ max: 64 });

/** The best encoding a browser accepts: brotli, else gzip, else none (q=0 refuses one). */
export function acceptedEncoding(header: string | undefined): Encoding | undefined {
  const key = header ?? '';
  // 'identity' stands for none: lru-cache keeps no undefined.
  let encoding = readHeaders.get(key);
  if (encoding === undefined) readHeaders.set(key, (encoding = bestEncoding(key) ?? 'identity'));
  return encoding === 'identity' ? undefined : encoding;
}

function bestEncoding(header: string): Encoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (encoding: Encoding) => accepted.get(encoding) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return undefined;
}

/**
 * How hard the encoders work: brotli's quality and gzip's level. A page kept and sent to many
 * (CompressedText) is worth more effort than an answer made for one request (compressJson),
 * where brotli 5 cost a third of the proposals list's time under load, and 3 a quarter of that
 * for 9% more bytes (docs/decisions/019-per-request-compression.md).
 */
const KEPT = { br: 5, gzip: 6 };
const PER_REQUEST = { br: 3, gzip: 6 };

/** `text` compressed once, synchronously: for a few KB that is a tenth of a millisecond, where a compression stream costs a few. */
function compress(text: string, encoding: Encoding, effort: Record<Encoding, number>): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: effort.br, [constants.BROTLI_PARAM_SIZE_HINT]: text.length } })
    : gzipSync(text, { level: effort.gzip });
}

/** The bytes as the Uint8Array an answer's body takes, without copying them (kept bytes are never written). */
const view = (bytes: Buffer) => new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.length);

/** A page's Content-Type. */
export const HTML = 'text/html; charset=UTF-8';

/**
 * A text answer kept with its compressed forms, each made once, when first asked for. `shared`:
 * how many it is likely to go to: a page kept for everyone is worth brotli's harder effort, one
 * kept for the few who get the same one (kit-page.ts) is not.
 */
export class CompressedText {
  readonly text: string;
  readonly #effort: Record<Encoding, number>;
  #encoded: Partial<Record<Encoding, Buffer>> = {};

  constructor(text: string, shared: 'everyone' | 'few' = 'everyone') {
    this.text = text;
    this.#effort = shared === 'everyone' ? KEPT : PER_REQUEST;
  }

  encoded(encoding: Encoding): Buffer {
    return (this.#encoded[encoding] ??= compress(this.text, encoding, this.#effort));
  }

  /** The answer in the encoding the request accepts, with `Vary: Accept-Encoding`. */
  respond(c: Context, status: 200 | 404, contentType = HTML): Response {
    const encoding = acceptedEncoding(c.req.header('accept-encoding'));
    c.header('Vary', 'Accept-Encoding');
    c.header('Content-Type', contentType);
    if (!encoding) return c.body(this.text, status);
    c.header('Content-Encoding', encoding);
    return c.body(view(this.encoded(encoding)), status);
  }
}

const COMPRESS_FROM_BYTES = 1024;

/**
 * Compresses a route's JSON answers for a browser that accepts it, as the handler writes them
 * (`c.json`), with zlib's synchronous calls: reading an answer back out of its Response and
 * building another cost more than the compression under load (bench-api.mjs), and a
 * compression stream per request cost milliseconds. An answer under 1 KB goes out as it is.
 */
export const compressJson = (): MiddlewareHandler => async (c, next) => {
  c.header('Vary', 'Accept-Encoding', { append: true });
  const encoding = c.req.method === 'HEAD' ? undefined : acceptedEncoding(c.req.header('accept-encoding'));
  if (!encoding) return next();
  const body = c.body as (data: string | Uint8Array, ...rest: unknown[]) => Response;
  const compressed = (object: unknown, ...rest: unknown[]) => {
    const text = JSON.stringify(object);
    c.header('Content-Type', 'application/json');
    if (text.length < COMPRESS_FROM_BYTES) return body(text, ...rest);
    c.header('Content-Encoding', encoding);
    return body(view(compress(text, encoding, PER_REQUEST)), ...rest);
  };
  c.json = compressed as unknown as typeof c.json;
  return next();
};
