import { applicationSchema, toWireSchema } from '@ma/api-client/schemas';
import { authedRoute, errorContent, idPathParams, jsonContent } from '../../lib/openapi.ts';

// The creator's own applications, one by one (docs/product/proposals.md "Minhas candidaturas").
const tags = ['Propostas'];
// A malformed id, an unknown one and another creator's all answer the same 404.
const params = idPathParams('APPLICATION_NOT_FOUND');
const notFound = { 404: errorContent('Candidatura desconhecida ou de outra criadora (APPLICATION_NOT_FOUND)') };

export const application = authedRoute({
  method: 'get',
  path: '/v3/proposal/applications/{id}',
  tags,
  summary: 'Uma candidatura da criadora conectada: a oferta enviada, a situação e as datas',
  request: { params },
  responses: {
    200: jsonContent(toWireSchema(applicationSchema), 'A candidatura, também de proposta encerrada'),
    ...notFound,
  },
});

export const withdrawApplication = authedRoute({
  method: 'delete',
  path: '/v3/proposal/applications/{id}',
  tags,
  summary: 'Retira uma candidatura ainda em análise',
  description:
    'A candidatura deixa de existir: sai da lista da marca, a proposta conta uma candidatura a menos e a criadora pode se candidatar de novo enquanto a proposta estiver aberta. Uma candidatura já aceita ou recusada não pode ser retirada: 409 (`APPLICATION_ALREADY_DECIDED`).',
  request: { params },
  responses: {
    204: { description: 'Retirada' },
    ...notFound,
    409: errorContent('A marca já respondeu (APPLICATION_ALREADY_DECIDED)'),
  },
});

export type ApplicationRoute = typeof application;
export type WithdrawApplicationRoute = typeof withdrawApplication;
