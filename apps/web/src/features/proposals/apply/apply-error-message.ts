import { isApiError } from '@ma/api-client';
import { UNKNOWN_ERROR } from '@ma/domain';

/**
 * The body of the 'Erro ao enviar a proposta.' toast: the server's pt-BR reason, else
 * 'Erro desconhecido' (SPEC.md section 8). A network error's own text is English, so it
 * is not shown.
 */
export const applyErrorMessage = (error: unknown): string =>
  isApiError(error) && error.hasServerMessage && error.message.trim() !== '' ? error.message : UNKNOWN_ERROR;
