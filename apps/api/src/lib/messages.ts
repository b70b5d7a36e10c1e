import { DEFAULT_ERROR_MESSAGE, errorMessages, LOGIN_INVALID_CREDENTIALS } from '@ma/domain';

/**
 * The pt-BR messages of the API. SPEC.md's come from `@ma/domain`'s catalogue (one text
 * for API and UI); the rest are the API's own, about requests no screen makes.
 */
export const messages = {
  loginInvalidCredentials: LOGIN_INVALID_CREDENTIALS,
  accountAlreadyExists: errorMessages.ACCOUNT_ALREADY_EXISTS,
  unexpected: DEFAULT_ERROR_MESSAGE,
  sessionExpired: 'Sessão expirada. Entre novamente.',
  notFound: 'Recurso não encontrado.',
  malformedJson: 'O corpo da requisição não é um JSON válido.',
  unsupportedMediaType: 'Envie o corpo da requisição em JSON (Content-Type: application/json).',
  payloadTooLarge: 'O corpo da requisição é grande demais.',
  invalidBody: 'Corpo da requisição inválido.',
  badRequest: 'Requisição inválida.',
  databaseUnavailable: 'Banco de dados indisponível.',
  tooManyLoginAttempts: (minutes: number) =>
    `Muitas tentativas de login. Tente novamente em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
} as const;

/** The error codes SPEC.md names that this API sends, as `code` beside `detail`. */
export const errorCodes = {
  accountAlreadyExists: 'ACCOUNT_ALREADY_EXISTS',
} as const;
