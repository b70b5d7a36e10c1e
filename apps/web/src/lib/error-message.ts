import { isApiError } from '@ma/api-client';
import { DEFAULT_ERROR_MESSAGE, isCodeShaped, namedCodeTexts } from '@ma/domain';

/** What a person reads for a code a server sent as its whole message; a code left out has none. */
export type CodeTexts = Readonly<Partial<Record<string, string>>>;

/**
 * The server's own message for a failure, worded for a person: the `detail` (or `message`) of an
 * API error when it is a sentence; when it is a bare code (`{"message":"FACEBOOK_PAGES_NOT_FOUND"}`),
 * that code's text in `codeTexts` (the product's, docs/product/errors-and-messages.md), since a
 * code is never what a person reads. Undefined for anything else: a code without a text, a blank
 * message, a network failure, an unparseable answer, or an error that is not an `ApiError`
 * (whose text is English).
 */
export function serverMessage(error: unknown, codeTexts: CodeTexts = namedCodeTexts): string | undefined {
  if (!isApiError(error) || !error.hasServerMessage) return undefined;
  const text = error.message.trim();
  if (text === '') return undefined;
  return isCodeShaped(text) ? codeTexts[text] : error.message;
}

/**
 * The server's message, else `fallback`: the one way to word a failure for the creator.
 * The fallback defaults to the app-wide one, 'Erro inesperado, tente novamente mais tarde.';
 * a place with its own wording (docs/product/errors-and-messages.md) passes it, and a place with
 * its own reading of the codes (Instagram connect) its `codeTexts`.
 */
export function failureMessage(error: unknown, fallback: string = DEFAULT_ERROR_MESSAGE, codeTexts: CodeTexts = namedCodeTexts): string {
  return serverMessage(error, codeTexts) ?? fallback;
}
