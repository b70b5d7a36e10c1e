import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

const JSON_TYPE = /^application\/([\w.-]+\+)?json\b/i;

/**
 * Refuses a body over `maxSize` bytes with `onError`. A JSON body that comes through the Node
 * adapter is read straight from the socket's stream into the request's body cache, where the
 * validators find it: reaching for `c.req.raw.body` (as hono's bodyLimit does) makes the adapter
 * build a full web Request and a stream per request, a tenth of the list's cost under load
 * (bench-api.mjs). Other bodies (a photo's form data) and other runtimes (tests'
 * `app.request`) go through hono's bodyLimit.
 */
export function limitBody(maxSize: number, onError: (c: Context) => Response | Promise<Response>): MiddlewareHandler {
  const fallback = bodyLimit({ maxSize, onError });
  return async (c, next) => {
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    if (!incoming || !JSON_TYPE.test(c.req.header('content-type') ?? '')) return fallback(c, next);
    const declared = Number(incoming.headers['content-length'] ?? Number.NaN);
    if (declared > maxSize && !incoming.headers['transfer-encoding']) return onError(c);
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of incoming as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxSize) return onError(c);
      chunks.push(chunk);
    }
    // hono types the cache by value, but keeps (and awaits) promises in it.
    (c.req.bodyCache as Record<string, Promise<string>>)['text'] = Promise.resolve(Buffer.concat(chunks, size).toString('utf8'));
    return next();
  };
}
