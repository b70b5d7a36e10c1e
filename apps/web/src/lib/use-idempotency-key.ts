import { isApiError } from '@ma/api-client';
import { isErrorCode, type ErrorCode } from '@ma/domain';
import { useRef } from 'react';

/** A new Idempotency-Key: a UUID without dashes, as the API takes (16 to 64 letters and digits). */
const newIdempotencyKey = (): string => crypto.randomUUID().replaceAll('-', '');

/** Failures the server answers once the request was charged and then refunded: nothing is left to retry under the key. */
const refundedFailures: ReadonlySet<ErrorCode> = new Set(['AI_GENERATION_FAILED', 'VOICE_SYNTHESIS_FAILED']);

/**
 * Whether an error says what became of a paid request: a 4xx refused it before anything was
 * charged, and a refunded failure ended it. Anything else (no answer, a 500, a 503 from an
 * outage) may have come after the charge committed: the request is still open.
 */
const outcomeKnown = (error: unknown): boolean =>
  isApiError(error) && ((error.status >= 400 && error.status < 500) || (isErrorCode(error.code) && refundedFailures.has(error.code)));

/**
 * The Idempotency-Key of a paid request (docs/product/aira.md "Paid once"), for ideas, UGC
 * scripts and voice-overs alike. A request keeps its key until its outcome is known, so that
 * sending it again (a retry after a dropped connection or a 5xx) is charged once: the server
 * answers the first request's outcome. The key changes only once the outcome is known, or when
 * the creator changes what is asked.
 */
export function useIdempotencyKey() {
  const open = useRef<{ key: string; body: string } | null>(null);
  return {
    /** The key for this body: the open request's when it is the same request, else a new one. */
    keyFor(payload: unknown): string {
      const body = JSON.stringify(payload);
      if (open.current?.body === body) return open.current.key;
      const key = newIdempotencyKey();
      open.current = { key, body };
      return key;
    },
    /** The request's outcome is known (it succeeded): the next request gets a new key. */
    settle() {
      open.current = null;
    },
    /** After a failure: settles when the error says what became of the request; answers whether it did. */
    settleAfter(error: unknown): boolean {
      const known = outcomeKnown(error);
      if (known) open.current = null;
      return known;
    },
  };
}
