import { isApiError } from '@ma/api-client';
import { DEFAULT_ERROR_MESSAGE, errorMessage, isErrorCode, tokenCodeTexts, type ErrorCode } from '@ma/domain';
import { failureMessage, type CodeTexts } from '../../lib/error-message.ts';

/** The codes the product names for Instagram connect, each with its own text (docs/product/errors-and-messages.md). */
export const connectErrorCodes = [
  'GENERIC',
  'TOKEN_ERROR',
  'FACEBOOK_PAGES_NOT_FOUND',
  'INSTAGRAM_NOT_CONNECTED_WITH_PAGE',
  'INSTAGRAM_NOT_FOUND',
  'ACCOUNT_ALREADY_EXISTS',
  'PASSWORD_ALREADY_SET',
] as const satisfies readonly ErrorCode[];

type ConnectErrorCode = (typeof connectErrorCodes)[number];
const isConnectErrorCode = (code: ErrorCode | undefined): code is ConnectErrorCode =>
  (connectErrorCodes as readonly (ErrorCode | undefined)[]).includes(code);

// A code sent bare reads as the connect catalogue says (TOKEN_ERROR is 'Erro inesperado...' here),
// the token's other codes as everywhere.
const connectCodeTexts: CodeTexts = { ...tokenCodeTexts, ...Object.fromEntries(connectErrorCodes.map((code) => [code, errorMessage(code)])) };

/**
 * The toast text of a failed connect call: the server's pt-BR detail (the same catalogue text
 * for the codes above), or the catalogue's text when its message is one of those codes
 * (`{"message":"FACEBOOK_PAGES_NOT_FOUND"}`), else the catalogue's text for a code it named,
 * else the generic one.
 */
export function connectErrorMessage(error: unknown): string {
  const code = isApiError(error) ? error.code : undefined;
  return failureMessage(error, isErrorCode(code) && isConnectErrorCode(code) ? errorMessage(code) : DEFAULT_ERROR_MESSAGE, connectCodeTexts);
}
