import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler, TypedResponse } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { JSONParsed, JSONValue } from 'hono/utils/types';

type Encoding = 'br' | 'gzip';

/** The best encoding a browser accepts: brotli, else gzip, else none (q=0 refuses one). */
export function acceptedEncoding(header = ''): Encoding | undefined {
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
 * `c.json(value, status)`, compressed where it is written for a browser that accepts it: for
 * the handlers whose answers run to kilobytes (the proposals list). The same answer as
 * `compressJson` below gives, without reading Hono's answer back: that turns the Node adapter's
 * light Response into undici's and decodes its text again, about a tenth of the list's API time
 * under load (docs/toolchain.md). `compressJson` leaves an answer written here as it is.
 */
export function compressedJson<T extends JSONValue | object, S extends ContentfulStatusCode>(
  c: Context,
  value: T,
  status: S,
): Response & TypedResponse<JSONParsed<T>, S, 'json'> {
  const text = JSON.stringify(value);
  const encoding = text.length < COMPRESS_FROM_BYTES || c.req.method === 'HEAD' ? undefined : acceptedEncoding(c.req.header('accept-encoding'));
  const headers = { 'Content-Type': 'application/json', Vary: 'Accept-Encoding' };
  // Typed as the JSON it carries, as `c.json` types its answer.
  const answer: Response = encoding
    ? c.body(view(compress(text, encoding, PER_REQUEST)), status, { ...headers, 'Content-Encoding': encoding })
    : c.body(text, status, headers);
  return answer as Response & TypedResponse<JSONParsed<T>, S, 'json'>;
}

/**
 * Compresses a route's JSON answers for a browser that accepts it, once the handler has written
 * them (with Hono's own `c.json`), with zlib's synchronous calls: a compression stream per
 * request cost milliseconds (hono/compress streams, and has no brotli on Node 20). An answer
 * under 1 KB goes out as it is, and so does one the handler already negotiated (`compressedJson`).
 */
export const compressJson = (): MiddlewareHandler => async (c, next) => {
  await next();
  const answer = c.res;
  // Already encoded, or negotiated by the handler (compressedJson).
  if (answer.headers.has('Content-Encoding') || answer.headers.get('Vary')?.includes('Accept-Encoding')) return;
  answer.headers.append('Vary', 'Accept-Encoding');
  const encoding = c.req.method === 'HEAD' ? undefined : acceptedEncoding(c.req.header('accept-encoding'));
  if (!encoding || !answer.headers.get('Content-Type')?.startsWith('application/json')) return;
  const text = await answer.text();
  const large = text.length >= COMPRESS_FROM_BYTES;
  const headers = new Headers(answer.headers);
  if (large) headers.set('Content-Encoding', encoding);
  headers.delete('Content-Length');
  // Unset first: Hono copies the headers of the answer it replaces onto the new one.
  c.res = undefined;
  c.res = new Response(large ? view(compress(text, encoding, PER_REQUEST)) : text, { status: answer.status, headers });
};
