import { useRef } from 'react';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';

/**
 * The Idempotency-Key of a paid request (docs/product/aira.md "Paid once"): a new one for each
 * request, except that a request which failed on the way (the connection dropped, so the server
 * may have charged it) keeps its key while it is sent again with the same body. The server then
 * answers the first request's outcome instead of charging twice.
 */
export function useIdempotencyKey() {
  const unsettled = useRef<{ key: string; body: string } | null>(null);
  return {
    /** The key for this body: the unsettled request's when it is the same request, else a new one. */
    keyFor(payload: unknown): string {
      const body = JSON.stringify(payload);
      if (unsettled.current?.body === body) return unsettled.current.key;
      const key = newIdempotencyKey();
      unsettled.current = { key, body };
      return key;
    },
    /** The request got an answer (success or refusal): the next one gets a new key. */
    settle() {
      unsettled.current = null;
    },
  };
}
