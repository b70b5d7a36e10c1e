import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler, TypedResponse } from 'hono';
import { LRUCache } from 'lru-cache';
import type { JSONValue } from 'hono/utils/types';

type Encoding = 'br' | 'gzip';

/** Accept-Encoding headers read lately: browsers send a handful of spellings, each on every request. */
const readHeaders = new Map<string, Encoding | undefined>();
const MAX_READ_HEADERS = 64;

/** The best encoding a browser accepts: brotli, else gzip, else none (q=0 refuses one). */
export function acceptedEncoding(header: string | undefined): Encoding | undefined {
  const key = header ?? '';
  if (readHeaders.has(key)) return readHeaders.get(key);
  const encoding = bestEncoding(key);
  if (readHeaders.size >= MAX_READ_HEADERS) readHeaders.clear();
  readHeaders.set(key, encoding);
  return encoding;
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
 * for 9% more bytes (about 130 on the list's 1.5 KB; docs/decisions/019-per-request-compression.md).
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
 * how many it is likely to go to: a page kept for everyone is worth brotli's harder effort, an
 * answer kept for the few who get the same one (a list's page, proposals.handlers.ts) is not.
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
 * The per-request answers compressed lately, by their exact text: the same answer goes to many
 * (the proposals' first page is the same text for every creator who applied to none of it and
 * misses the same features), and compressing it was a seventh of the list's cost under load
 * (bench-api.mjs). The key is the whole text, so a hit is the bytes this very text compresses
 * to; nothing can come back that the request did not write.
 */
const recentlyCompressed = (): LRUCache<string, Buffer> =>
  new LRUCache<string, Buffer>({ max: 128, maxSize: 4 * 1024 * 1024, sizeCalculation: (bytes, text) => bytes.length + text.length });
// One per encoding, keyed by the text alone: a key made of both was a copy of the text per request.
const recentlyCompressedAs: Record<Encoding, LRUCache<string, Buffer>> = { br: recentlyCompressed(), gzip: recentlyCompressed() };

function compressPerRequest(text: string, encoding: Encoding): Buffer {
  const kept = recentlyCompressedAs[encoding];
  let bytes = kept.get(text);
  if (!bytes) kept.set(text, (bytes = compress(text, encoding, PER_REQUEST)));
  return bytes;
}

/**
 * JSON text as an answer: compressed (by `compressed`, default: compressPerRequest) when it is
 * 1 KB or more and `encoding` was accepted.
 */
function sendJsonText(
  c: Context,
  send: (data: string | Uint8Array, ...rest: unknown[]) => Response,
  text: string,
  encoding: Encoding | undefined,
  rest: unknown[],
  compressed: (encoding: Encoding) => Buffer = (chosen) => compressPerRequest(text, chosen),
) {
  c.header('Content-Type', 'application/json');
  if (!encoding || text.length < COMPRESS_FROM_BYTES) return send(text, ...rest);
  c.header('Content-Encoding', encoding);
  return send(view(compressed(encoding)), ...rest);
}

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
  const compressed = (object: unknown, ...rest: unknown[]) => sendJsonText(c, body, JSON.stringify(object), encoding, rest);
  c.json = compressed as unknown as typeof c.json;
  return next();
};

/**
 * A JSON answer the handler wrote as text (a list assembled from kept parts, decision 022), or
 * kept with its compressed forms, sent as `compressJson` sends `c.json`'s: compressed for a
 * browser that accepts it. For a route of
 * its module's `compressed` paths, whose middleware says `Vary: Accept-Encoding`.
 */
export function jsonTextResponse(c: Context, text: string | CompressedText, status: 200): Response & TypedResponse<JSONValue, 200, 'json'> {
  const encoding = c.req.method === 'HEAD' ? undefined : acceptedEncoding(c.req.header('accept-encoding'));
  const send = c.body as (data: string | Uint8Array, ...rest: unknown[]) => Response;
  const response =
    typeof text === 'string'
      ? sendJsonText(c, send, text, encoding, [status])
      : sendJsonText(c, send, text.text, encoding, [status], (chosen) => text.encoded(chosen));
  // The text is the route's JSON (its test reads it against the schema); Hono types a JSON answer by c.json only.
  return response as Response & TypedResponse<JSONValue, 200, 'json'>;
}
