import { activeSessionsSchema, toWireSchema } from '@ma/api-client/schemas';
import { authedRoute, errorContent, idPathParams, jsonContent } from '../../lib/openapi.ts';

const tags = ['Conta'];

export const signOut = authedRoute({
  method: 'post',
  path: '/v3/account/auth/sign-out',
  tags,
  summary: 'Sai: encerra esta sessão no servidor',
  description: 'O token desta sessão deixa de valer em qualquer lugar (401 depois disso).',
  responses: { 204: { description: 'Sessão encerrada' } },
});

export const listSessions = authedRoute({
  method: 'get',
  path: '/v3/account/sessions',
  tags,
  summary: 'Sessões ativas da conta',
  description:
    'Aparelho, rede (o prefixo /24 ou /48, nunca o endereço inteiro) e último uso (com precisão de alguns minutos); a desta requisição marcada.',
  responses: { 200: jsonContent(toWireSchema(activeSessionsSchema), 'As sessões, a usada mais recentemente primeiro') },
});

export const endSession = authedRoute({
  method: 'delete',
  path: '/v3/account/sessions/{id}',
  tags,
  summary: 'Encerra uma sessão da conta',
  description: 'Só as sessões da própria conta: a de outra pessoa, como uma que não existe, responde 404 SESSION_NOT_FOUND.',
  request: { params: idPathParams('SESSION_NOT_FOUND') },
  responses: { 204: { description: 'Sessão encerrada' }, 404: errorContent('Sessão desconhecida desta conta (SESSION_NOT_FOUND)') },
});

export const endOtherSessions = authedRoute({
  method: 'post',
  path: '/v3/account/sessions/end-others',
  tags,
  summary: 'Encerra todas as outras sessões da conta',
  responses: { 204: { description: 'Só esta sessão continua' } },
});

export type SignOutRoute = typeof signOut;
export type ListSessionsRoute = typeof listSessions;
export type EndSessionRoute = typeof endSession;
export type EndOtherSessionsRoute = typeof endOtherSessions;
