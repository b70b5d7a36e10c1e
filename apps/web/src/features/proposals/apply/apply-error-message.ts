import { UNKNOWN_ERROR } from '@ma/domain';
import { failureMessage } from '../../../lib/error-message.ts';

/**
 * The body of the 'Erro ao enviar a proposta.' toast: the server's pt-BR reason, else
 * 'Erro desconhecido' (docs/product/errors-and-messages.md). A network error's own text is English, so it
 * is not shown.
 */
export const applyErrorMessage = (error: unknown): string => failureMessage(error, UNKNOWN_ERROR);
