import { isApiError } from '@ma/api-client';
import { DEFAULT_ERROR_MESSAGE, isCodeShaped, tokenCodeTexts } from '@ma/domain';

/** What a person reads for a code a server sent as its whole message; a code left out has none. */
export type CodeTexts = Readonly<Partial<Record<string, string>>>;

/**
 * The server's own message for a failure, worded for a person: the `detail` (or `message`) of an
 * API error when it is a sentence. A bare code (`{"message":"TOKEN_INVALID"}`) is never what a
 * person reads: it is that code's text in `codeTexts` (by default the product's token errors and
 * GENERIC; the connect screens pass their own: docs/product/errors-and-messages.md), else nothing.
 * Undefined too for a blank message, a network failure, an unparseable answer, or an error that
 * is not an `ApiError` (whose text is English).
 */
export function serverMessage(error: unknown, codeTexts: CodeTexts = tokenCodeTexts): string | undefined {
  const text = isApiError(error) && error.hasServerMessage ? error.message.trim() : '';
  return isCodeShaped(text) ? codeTexts[text] : text || undefined;
}

/**
 * The server's message, else `fallback`: the one way to word a failure for the creator.
 * The fallback defaults to the app-wide one, 'Erro inesperado, tente novamente mais tarde.';
 * a place with its own wording (docs/product/errors-and-messages.md) passes it, and one whose
 * calls answer codes of their own their texts.
 */
export function failureMessage(error: unknown, fallback: string = DEFAULT_ERROR_MESSAGE, codeTexts?: CodeTexts): string {
  return serverMessage(error, codeTexts) ?? fallback;
}

/** The server was not reached, or failed (5xx): worth another try, unlike a refusal, which stays refused. */
export const worthRetrying = (error: unknown): boolean => !isApiError(error) || error.status === 0 || error.status >= 500;
