import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/**
 * Refuses a body over `maxSize` bytes with `onError`. A body sent with its Content-Length is
 * judged by that header alone, as hono's bodyLimit does: Node's parser reads no byte past it. The
 * header is read here, before hono's bodyLimit, because that one first asks for `c.req.raw.body`,
 * which makes the Node adapter build a full web Request and a stream per request, a tenth of the
 * list's cost under load (bench-api.mjs); the handler's `c.req.json()` then reads the socket
 * directly. A body streamed without a length goes through hono's bodyLimit, which counts it.
 */
export function limitBody(maxSize: number, onError: (c: Context) => Response | Promise<Response>): MiddlewareHandler {
  const counted = bodyLimit({ maxSize, onError });
  return async (c, next) => {
    const declared = c.req.header('content-length');
    if (declared === undefined || c.req.header('transfer-encoding') !== undefined) return counted(c, next);
    if (Number(declared) > maxSize) return onError(c);
    return next();
  };
}
