import type { Json } from '../client/client-config.ts';
import { IDEMPOTENCY_KEY_HEADER } from '../schemas/aira.ts';

/**
 * A paid request's body and its Idempotency-Key. The key is made once per click and sent again
 * on a retry of that request, so the server charges once and answers the same result
 * (apps/api `modules/credits/paid-request-flow.ts`).
 */
export const paidBody = (payload: Json, idempotencyKey: string) => ({ json: payload, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
