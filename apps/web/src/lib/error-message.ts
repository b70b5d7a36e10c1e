import { isApiError } from '@ma/api-client';
import { DEFAULT_ERROR_MESSAGE } from '@ma/domain';

/**
 * The server's own pt-BR message for a failure: the `detail` (or `message`) of an API error,
 * when it sent one that is not blank. Undefined for anything else: a network failure, an
 * unparseable answer, or an error that is not an `ApiError` (whose text is English).
 */
export function serverMessage(error: unknown): string | undefined {
  return isApiError(error) && error.hasServerMessage && error.message.trim() !== '' ? error.message : undefined;
}

/**
 * The server's message, else `fallback`: the one way to word a failure for the creator.
 * The fallback defaults to the app-wide one, 'Erro inesperado, tente novamente mais tarde.';
 * a place with its own wording (docs/product/errors-and-messages.md) passes it.
 */
export function failureMessage(error: unknown, fallback: string = DEFAULT_ERROR_MESSAGE): string {
  return serverMessage(error) ?? fallback;
}
