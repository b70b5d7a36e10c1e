import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';

type Encoding = 'br' | 'gzip';

/** The best encoding a browser accepts: brotli, else gzip, else none (q=0 refuses one). */
export function acceptedEncoding(header: string | undefined): Encoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
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
 * A text answer kept with its compressed forms, each made once, when first asked for, with
 * zlib's synchronous calls: for a page of a few KB that is a tenth of a millisecond, where a
 * compression stream per request costs a few.
 */
export class CompressedText {
  readonly text: string;
  #encoded: Partial<Record<Encoding, Buffer>> = {};

  constructor(text: string) {
    this.text = text;
  }

  encoded(encoding: Encoding): Buffer {
    return (this.#encoded[encoding] ??=
      encoding === 'br'
        ? brotliCompressSync(this.text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: this.text.length } })
        : gzipSync(this.text, { level: 6 }));
  }

  /** The answer in the encoding the request accepts, with `Vary: Accept-Encoding`. */
  respond(c: Context, status: 200 | 404, contentType = 'text/html; charset=UTF-8'): Response {
    const encoding = acceptedEncoding(c.req.header('accept-encoding'));
    c.header('Vary', 'Accept-Encoding');
    c.header('Content-Type', contentType);
    if (!encoding) return c.body(this.text, status);
    c.header('Content-Encoding', encoding);
    return c.body(new Uint8Array(this.encoded(encoding)), status);
  }
}

const COMPRESS_FROM_BYTES = 1024;

/**
 * Compresses a route's JSON answers for a browser that accepts it, as the handler writes them
 * (`c.json`), with zlib's synchronous calls: reading an answer back out of its Response and
 * building another cost more than the compression under load (bench-proposals-load.mjs), and a
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
    return body(new Uint8Array(new CompressedText(text).encoded(encoding)), ...rest);
  };
  c.json = compressed as unknown as typeof c.json;
  return next();
};
