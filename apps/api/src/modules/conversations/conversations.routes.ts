import { z } from '@hono/zod-openapi';
import {
  conversationReportPayloadSchema,
  conversationQuerySchema,
  conversationSchema,
  conversationSummaryListSchema,
  messagePayloadSchema,
  messageSchema,
  toWireSchema,
} from '@ma/api-client/schemas';
import { authedRoute, bodyErrors, errorContent, errorResponses, idPathParams, jsonBody, jsonContent } from '../../lib/openapi.ts';
import { brandRoute } from '../brands/brand-auth.ts';

// One conversation per application (docs/product/conversations.md): the creator under her own
// applications, a member of the brand under /v3/brand. Another's conversation, an unknown one and
// one of a proposal no brand account published all answer 404 CONVERSATION_NOT_FOUND.

const tags = ['Conversas'];
const conversation = jsonContent(
  toWireSchema(conversationSchema),
  'Uma página de mensagens, da mais antiga para a mais recente (as últimas, ou as anteriores ao `cursor`), o `older_cursor` das anteriores (null se não há), o que falta ler e o "visto"',
);
const summaries = jsonContent(toWireSchema(conversationSummaryListSchema), 'As conversas com mensagens e quantas faltam ler');
const notFound = { 404: errorContent('Conversa de outra pessoa, desconhecida ou de proposta sem conta de marca (CONVERSATION_NOT_FOUND)') };
const messageLimit =
  'Texto simples, sem HTML: de 1 a 2.000 caracteres depois de tirar os espaços das pontas. Limite: 20 mensagens por minuto por pessoa (429 TOO_MANY_MESSAGES, com Retry-After). O outro lado é avisado 1 minuto depois, uma vez pelas mensagens desse minuto.';
const reportLimit = 'Limite: 5 denúncias por pessoa por dia (429 TOO_MANY_CONVERSATION_REPORTS).';
const sent = jsonContent(toWireSchema(messageSchema), 'A mensagem como ficou gravada');
const messageBody = jsonBody(toWireSchema(messagePayloadSchema), 'O texto');
const reportBody = jsonBody(toWireSchema(conversationReportPayloadSchema), 'O motivo');
const pageDescription =
  '`limit`: mensagens por página, de 1 a 200 (padrão 200). `cursor`: o `older_cursor` de uma página, para ler as mensagens anteriores a ela; outro valor responde 422.';
const badPage = errorResponses(422);
const tooMany = (code: string) => ({ 429: errorContent(`Acima do limite (${code}), com Retry-After`) });

const creatorParams = idPathParams('CONVERSATION_NOT_FOUND');
// Any string: a malformed application id is an unknown one (404), as on the brand's other routes.
const brandParams = z.object({ applicationId: z.string().openapi({ param: { name: 'applicationId', in: 'path' }, format: 'uuid' }) });
const proposalParams = idPathParams('BRAND_PROPOSAL_NOT_FOUND');

export const creatorConversations = authedRoute({
  method: 'get',
  path: '/v3/proposal/conversations',
  tags,
  summary: 'As conversas da criadora conectada que têm mensagens, com quantas ela não leu',
  responses: { 200: summaries },
});

export const creatorConversation = authedRoute({
  method: 'get',
  path: '/v3/proposal/applications/{id}/conversation',
  tags,
  summary: 'A conversa de uma candidatura da criadora conectada com a marca',
  description: pageDescription,
  request: { params: creatorParams, query: conversationQuerySchema },
  responses: { 200: conversation, ...notFound, ...badPage },
});

export const creatorSend = authedRoute({
  method: 'post',
  path: '/v3/proposal/applications/{id}/conversation/messages',
  tags,
  summary: 'Envia uma mensagem à marca',
  description: messageLimit,
  request: { params: creatorParams, body: messageBody },
  responses: { 201: sent, ...notFound, ...errorResponses(...bodyErrors), ...tooMany('TOO_MANY_MESSAGES') },
});

export const creatorRead = authedRoute({
  method: 'post',
  path: '/v3/proposal/applications/{id}/conversation/read',
  tags,
  summary: 'Marca a conversa como lida até agora (a marca vê o "visto")',
  request: { params: creatorParams },
  responses: { 204: { description: 'Lida' }, ...notFound },
});

export const creatorReport = authedRoute({
  method: 'post',
  path: '/v3/proposal/applications/{id}/conversation/reports',
  tags,
  summary: 'Denuncia a conversa à equipe da Mais Alcance',
  description: reportLimit,
  request: { params: creatorParams, body: reportBody },
  responses: {
    204: { description: 'Denúncia registrada' },
    ...notFound,
    ...errorResponses(...bodyErrors),
    ...tooMany('TOO_MANY_CONVERSATION_REPORTS'),
  },
});

export const brandConversations = brandRoute(
  { approved: true },
  {
    method: 'get',
    path: '/v3/brand/proposals/{id}/conversations',
    tags,
    summary: 'As conversas de uma proposta publicada da marca que têm mensagens, com quantas a equipe não leu',
    request: { params: proposalParams },
    responses: {
      200: summaries,
      404: errorContent('Proposta de outra marca ou desconhecida (BRAND_PROPOSAL_NOT_FOUND)'),
      409: errorContent('Proposta ainda não publicada (BRAND_PROPOSAL_NOT_PUBLISHED)'),
    },
  },
);

export const brandConversation = brandRoute(
  { approved: true },
  {
    method: 'get',
    path: '/v3/brand/applications/{applicationId}/conversation',
    tags,
    summary: 'A conversa com uma candidata de uma proposta publicada da marca',
    description: pageDescription,
    request: { params: brandParams, query: conversationQuerySchema },
    responses: { 200: conversation, ...notFound, ...badPage },
  },
);

export const brandSend = brandRoute(
  { approved: true },
  {
    method: 'post',
    path: '/v3/brand/applications/{applicationId}/conversation/messages',
    tags,
    summary: 'Envia uma mensagem à candidata, em nome da pessoa da sessão',
    description: messageLimit,
    request: { params: brandParams, body: messageBody },
    responses: { 201: sent, ...notFound, ...errorResponses(...bodyErrors), ...tooMany('TOO_MANY_MESSAGES') },
  },
);

export const brandRead = brandRoute(
  { approved: true },
  {
    method: 'post',
    path: '/v3/brand/applications/{applicationId}/conversation/read',
    tags,
    summary: 'Marca a conversa como lida pela equipe até agora (a criadora vê o "visto")',
    request: { params: brandParams },
    responses: { 204: { description: 'Lida' }, ...notFound },
  },
);

export const brandReport = brandRoute(
  { approved: true },
  {
    method: 'post',
    path: '/v3/brand/applications/{applicationId}/conversation/reports',
    tags,
    summary: 'Denuncia a conversa à equipe da Mais Alcance',
    description: reportLimit,
    request: { params: brandParams, body: reportBody },
    responses: {
      204: { description: 'Denúncia registrada' },
      ...notFound,
      ...errorResponses(...bodyErrors),
      ...tooMany('TOO_MANY_CONVERSATION_REPORTS'),
    },
  },
);
