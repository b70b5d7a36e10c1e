import { createRoute, z } from '@hono/zod-openapi';
import {
  applicationFieldsSchema,
  applicationSchema,
  applicationsResponseSchema,
  categoriesResponseSchema,
  proposalFiltersSchema,
  proposalPageSchema,
  publicProposalSchema,
  toWireSchema,
} from '@ma/api-client/schemas';
import { authedRoute, bodyErrors, errorBodyWireSchema, errorResponses, idPathParams, jsonBody, jsonContent } from '../../lib/openapi.ts';

const tags = ['Propostas'];
// A malformed id is an unknown proposal (404 PROPOSAL_NOT_FOUND), never a validation error.
const idParams = idPathParams('PROPOSAL_NOT_FOUND');
const notFound = { 404: jsonContent(errorBodyWireSchema, 'Proposta desconhecida, encerrada ou vencida') };

export const list = authedRoute({
  method: 'post',
  path: '/v3/proposal/',
  tags,
  summary: 'Lista as propostas abertas para a criadora conectada, com filtros e paginação',
  description:
    '`q` busca no nome, na descrição e na marca (sem diferenciar maiúsculas nem acentos). Cada item traz `has_applied`, `is_new` (publicada há menos de 7 dias), `total_applications`, `is_connected` (Instagram conectado), `missing_features` e `missing_details` (o que a proposta pede e o que o perfil tem, para cada item de `missing_features`). Propostas encerradas ou vencidas não aparecem.',
  request: { body: jsonBody(toWireSchema(proposalFiltersSchema), 'Filtros, ordenação e página') },
  responses: {
    200: jsonContent(toWireSchema(proposalPageSchema), 'Uma página de propostas'),
    ...errorResponses(...bodyErrors),
  },
});

export const apply = authedRoute({
  method: 'post',
  path: '/v3/proposal/{id}/apply',
  tags,
  summary: 'Envia uma candidatura da criadora conectada',
  description:
    'Recusas: 403 (`LEVEL_REQUIRED`) quando o nível não permite; 422 (`MISSING_FEATURES`) quando falta algo ao perfil; 422 sem nenhuma entrega ou com valor inválido (negativo, mais de 2 casas, acima do valor de proposta não negociável); 409 (`ALREADY_APPLIED`) na segunda candidatura, também concorrente.',
  request: { params: idParams, body: jsonBody(toWireSchema(applicationFieldsSchema), 'Entregas, observações e valor') },
  responses: {
    201: jsonContent(toWireSchema(applicationSchema), 'Candidatura registrada (pendente)'),
    403: jsonContent(errorBodyWireSchema, 'O nível da criadora não permite esta proposta'),
    ...notFound,
    ...errorResponses(...bodyErrors, 409),
  },
});

export const applied = authedRoute({
  method: 'get',
  path: '/v3/proposal/applied',
  tags,
  summary: 'As candidaturas da criadora conectada, das mais recentes às mais antigas',
  responses: {
    200: jsonContent(toWireSchema(applicationsResponseSchema), 'Candidaturas com a oferta, a data e a situação'),
  },
});

export const publicProposal = createRoute({
  method: 'get',
  path: '/v3/proposal/{id}/public',
  tags,
  summary: 'A proposta pública, sem login',
  request: { params: idParams },
  responses: {
    200: jsonContent(toWireSchema(publicProposalSchema), 'A proposta'),
    ...notFound,
    ...errorResponses(500),
  },
});

export const logo = createRoute({
  method: 'get',
  path: '/v3/proposal/{id}/logo',
  tags,
  summary: 'O logo da proposta como imagem (para a prévia de links)',
  request: { params: idParams },
  responses: {
    200: { description: 'A imagem', content: { 'image/*': { schema: z.string().openapi({ format: 'binary' }) } } },
    302: { description: 'O logo está em outro endereço' },
    404: jsonContent(errorBodyWireSchema, 'Proposta sem logo, desconhecida, encerrada ou vencida'),
  },
});

export const categories = createRoute({
  method: 'get',
  path: '/v3/dataset/categories',
  tags: ['Dados'],
  summary: 'Os nichos de criadoras e propostas',
  responses: {
    200: jsonContent(toWireSchema(categoriesResponseSchema), 'Nichos na ordem de exibição'),
    ...errorResponses(500),
  },
});

export type ListRoute = typeof list;
export type ApplyRoute = typeof apply;
export type AppliedRoute = typeof applied;
export type PublicProposalRoute = typeof publicProposal;
export type LogoRoute = typeof logo;
export type CategoriesRoute = typeof categories;
