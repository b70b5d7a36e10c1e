import { isApiError } from '@ma/api-client';
import { DEFAULT_ERROR_MESSAGE } from '@ma/domain';

/** The server's pt-BR `detail`, else `fallback` (a network failure, an unparseable answer). */
export function failureMessage(error: unknown, fallback: string = DEFAULT_ERROR_MESSAGE): string {
  const text = isApiError(error) && error.hasServerMessage ? error.message.trim() : '';
  return text || fallback;
}
