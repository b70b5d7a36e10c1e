import { npsPayloadSchema, toWireSchema } from '@ma/api-client/schemas';
import { authedRoute, bodyErrors, errorResponses, jsonBody } from '../../lib/openapi.ts';

const tags = ['Conta'];

export const answerNps = authedRoute({
  method: 'post',
  path: '/v3/account/nps',
  tags,
  summary: 'Responde a pesquisa de satisfação (nota de 1 a 5 e comentário opcional)',
  description:
    'Regras em docs/product/accounts-and-levels.md: nota de 1 a 5, descrição de até 300 caracteres. Uma resposta por conta a cada 90 dias (409 se já respondeu). Depois, view.nps fica false.',
  request: { body: jsonBody(toWireSchema(npsPayloadSchema), 'Nota e descrição') },
  responses: {
    204: { description: 'Resposta guardada' },
    ...errorResponses(...bodyErrors, 409),
  },
});

export const dismissNps = authedRoute({
  method: 'post',
  path: '/v3/account/nps/dismiss',
  tags,
  summary: 'Fecha a pesquisa de satisfação sem responder ("agora não")',
  description: 'A pesquisa volta a aparecer 14 dias depois (docs/decisions/006-nps.md).',
  responses: {
    204: { description: 'Dispensada' },
  },
});

export type AnswerNpsRoute = typeof answerNps;
export type DismissNpsRoute = typeof dismissNps;
