import { ApiError } from '@ma/api-client';
import { pending, type Reply } from './fake-api.ts';

/** The reason a failed load shows: the API's 503 text for a database outage. */
export const OUTAGE = 'Estamos com instabilidade no banco de dados. Tente novamente em instantes.';

/**
 * A server whose first read of `path` fails with a 503 (OUTAGE), and whose next ones answer
 * `body`: for a page's "failed load with the reason and a retry". Any other call goes to `others`.
 */
export function failsOnce(path: string, body: unknown, others: Reply = pending): Reply {
  let attempts = 0;
  return (method, requested, options) => {
    if (method !== 'get' || requested !== path) return others(method, requested, options);
    attempts += 1;
    return attempts === 1 ? Promise.reject(new ApiError(503, { detail: OUTAGE })) : Promise.resolve(body);
  };
}
