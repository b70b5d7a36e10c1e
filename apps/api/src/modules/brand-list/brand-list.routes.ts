import { createRoute, z } from '@hono/zod-openapi';
import {
  applicantSchema,
  applicationDecisionRequestSchema,
  decisionsSeenRequestSchema,
  decisionsSeenSchema,
  profileListSchema,
  toWireSchema,
} from '@ma/api-client/schemas';
import { authedRoute, bodyErrors, errorBodyWireSchema, errorResponses, jsonBody, jsonContent } from '../../lib/openapi.ts';

const tags = ['Aira: perfis para marcas'];
const linkNotFound = jsonContent(errorBodyWireSchema, 'Link desconhecido, revogado ou expirado (PROPOSAL_LINK_NOT_FOUND)');
// Any string: a malformed token or id is an unknown one (404), never a validation error.
const token = z.string().openapi({ param: { name: 'token', in: 'path' }, example: 'q3Yw0n7Jf1cQm4L2Xo9BvKzR8dTgPaHs5uEiNyC6WjM' });
const applicationId = z.string().openapi({ param: { name: 'applicationId', in: 'path' }, example: '0f8e2c1a-3b4d-4e5f-8a9b-0c1d2e3f4a5b' });

export const profileList = createRoute({
  method: 'get',
  path: '/v3/aira/profile-list/{token}',
  tags,
  summary: 'A proposta do link secreto e as criadoras que se candidataram, da mais compatível para a menos (sem login)',
  description:
    'O token é o do link que um operador criou (`proposals:links create`). Cada candidatura traz o resumo do mídia kit (sem e-mail nem telefone), a oferta e a compatibilidade com o público-alvo da proposta. Limite de acessos por endereço (429).',
  request: { params: z.object({ token }) },
  responses: {
    200: jsonContent(toWireSchema(profileListSchema), 'A proposta, a validade do link e as candidaturas'),
    404: linkNotFound,
    ...errorResponses(429, 500),
  },
});

export const decide = createRoute({
  method: 'post',
  path: '/v3/aira/profile-list/{token}/applications/{applicationId}',
  tags,
  summary: 'A marca aceita ou recusa uma candidatura da proposta do link (sem login)',
  description:
    'Pode mudar de ideia enquanto o link valer: cada nova decisão vale a partir de agora. A criadora é avisada quando a decisão assenta (1 minuto sem outra mudança), e só se ela mudou desde o último aviso. No máximo 10 mudanças por candidatura a cada hora (429). Uma candidatura de outra proposta é `APPLICATION_NOT_FOUND`.',
  request: {
    params: z.object({ token, applicationId }),
    body: jsonBody(toWireSchema(applicationDecisionRequestSchema), '`accepted` ou `rejected`'),
  },
  responses: {
    200: jsonContent(toWireSchema(applicantSchema), 'A candidatura com a nova situação'),
    404: jsonContent(errorBodyWireSchema, 'Link inválido (PROPOSAL_LINK_NOT_FOUND) ou candidatura que não é desta proposta (APPLICATION_NOT_FOUND)'),
    409: jsonContent(errorBodyWireSchema, 'A criadora já começou as entregas: a aceitação não se desfaz (DEAL_UNDER_WAY)'),
    429: jsonContent(
      errorBodyWireSchema,
      'Muitos acessos deste endereço (TOO_MANY_PROFILE_LIST_REQUESTS) ou muitas mudanças desta candidatura (TOO_MANY_DECISION_CHANGES), com Retry-After',
    ),
    ...errorResponses(...bodyErrors),
  },
});

export const decisionsSeen = authedRoute({
  method: 'post',
  path: '/v3/proposal/applications/decisions/seen',
  tags: ['Propostas'],
  summary: 'A criadora conectada viu o aviso das decisões das marcas sobre estas candidaturas',
  description:
    'Cada item nomeia a decisão vista pela data (`decided_at`): uma decisão mais nova continua não vista. Candidaturas de outras contas são ignoradas.',
  request: { body: jsonBody(toWireSchema(decisionsSeenRequestSchema), 'As decisões vistas') },
  responses: {
    200: jsonContent(toWireSchema(decisionsSeenSchema), 'Quantas foram marcadas como vistas'),
    ...errorResponses(...bodyErrors),
  },
});

export type ProfileListRoute = typeof profileList;
export type DecideRoute = typeof decide;
export type DecisionsSeenRoute = typeof decisionsSeen;
