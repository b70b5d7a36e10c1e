import { z } from '@hono/zod-openapi';
import { adminBrandAccountPageSchema, adminBrandAccountSchema, brandRefusalPayloadSchema } from '@ma/api-client/admin';
import { brandProposalSchema, brandStatuses, proposalReturnPayloadSchema, reviewedProposalPageSchema } from '@ma/api-client/brand';
import { toWireSchema } from '@ma/api-client/schemas';
import { bodyErrors, errorContent, errorResponses, idPathParams, jsonBody, jsonContent } from '../../lib/openapi.ts';
import { adminRoute } from '../operators/operator-auth.ts';

// The back office's brands (docs/product/brands.md): the brand accounts and the decision on a
// pending one, and the review of the brands' proposals. Every decision is in the audit log and mailed to the brand's owner.

const tags = ['Backoffice'];
const roles = ['admin', 'support'] as const;
const params = idPathParams('BRAND_NOT_FOUND');
const decisionErrors = {
  404: errorContent('Marca desconhecida (BRAND_NOT_FOUND)'),
  409: errorContent('Marca já avaliada (BRAND_ALREADY_DECIDED) ou e-mail do responsável ainda não confirmado (BRAND_EMAIL_NOT_PROVEN)'),
};

export const listBrandAccounts = adminRoute(roles, {
  method: 'get',
  path: '/v3/admin/brand-accounts',
  tags,
  summary: 'As contas de marca, a mais nova primeiro, de uma situação ou de todas',
  description: '25 por página, a próxima pelo `next_cursor`.',
  request: {
    query: z.object({
      status: z.enum(brandStatuses).optional().openapi({ description: 'Só as marcas desta situação' }),
      cursor: z.string().max(200).optional().openapi({ description: 'O `next_cursor` da página anterior' }),
    }),
  },
  responses: { 200: jsonContent(toWireSchema(adminBrandAccountPageSchema), 'Uma página'), ...errorResponses(422) },
});

export const approveBrandAccount = adminRoute(roles, {
  method: 'post',
  path: '/v3/admin/brand-accounts/{id}/approve',
  tags,
  summary: 'Aprova uma marca pendente cujo responsável confirmou o e-mail; o responsável recebe um e-mail',
  request: { params },
  responses: { 200: jsonContent(toWireSchema(adminBrandAccountSchema), 'A marca'), ...decisionErrors },
});

export const refuseBrandAccount = adminRoute(roles, {
  method: 'post',
  path: '/v3/admin/brand-accounts/{id}/refuse',
  tags,
  summary: 'Recusa uma marca pendente com um motivo, enviado ao responsável por e-mail',
  request: { params, body: jsonBody(toWireSchema(brandRefusalPayloadSchema), 'O motivo') },
  responses: { 200: jsonContent(toWireSchema(adminBrandAccountSchema), 'A marca'), ...decisionErrors, ...errorResponses(...bodyErrors) },
});

// The brands' proposals in review.
const proposalParams = idPathParams('BRAND_PROPOSAL_NOT_FOUND');
const proposalDecisionErrors = {
  404: errorContent('Proposta desconhecida (BRAND_PROPOSAL_NOT_FOUND)'),
  409: errorContent('Proposta que não está aguardando análise (BRAND_PROPOSAL_NOT_SUBMITTED)'),
};

export const listReviewQueue = adminRoute(roles, {
  method: 'get',
  path: '/v3/admin/brand-proposals',
  tags,
  summary: 'As propostas das marcas em análise (ou devolvidas, ou publicadas), o envio mais novo primeiro',
  description: 'Rascunhos nunca aparecem. 25 por página, a próxima pelo `next_cursor`.',
  request: {
    query: z.object({
      state: z.enum(['submitted', 'returned', 'published']).optional().openapi({ description: 'Padrão: `submitted`' }),
      cursor: z.string().max(200).optional().openapi({ description: 'O `next_cursor` da página anterior' }),
    }),
  },
  responses: { 200: jsonContent(toWireSchema(reviewedProposalPageSchema), 'Uma página'), ...errorResponses(422) },
});

export const publishBrandProposal = adminRoute(roles, {
  method: 'post',
  path: '/v3/admin/brand-proposals/{id}/publish',
  tags,
  summary: 'Publica uma proposta de marca em análise: as criadoras a veem na hora; a marca recebe um e-mail',
  request: { params: proposalParams },
  responses: { 200: jsonContent(toWireSchema(brandProposalSchema), 'A proposta, publicada'), ...proposalDecisionErrors },
});

export const returnBrandProposal = adminRoute(roles, {
  method: 'post',
  path: '/v3/admin/brand-proposals/{id}/return',
  tags,
  summary: 'Devolve uma proposta de marca em análise com um motivo, enviado por e-mail à marca',
  request: { params: proposalParams, body: jsonBody(toWireSchema(proposalReturnPayloadSchema), 'O motivo') },
  responses: {
    200: jsonContent(toWireSchema(brandProposalSchema), 'A proposta, devolvida'),
    ...proposalDecisionErrors,
    ...errorResponses(...bodyErrors),
  },
});
