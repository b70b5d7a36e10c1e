import { z } from '@hono/zod-openapi';
import {
  adminApplicationPageSchema,
  adminProposalBrandsQuerySchema,
  adminProposalBrandsSchema,
  adminProposalPageSchema,
  adminProposalPayloadSchema,
  adminProposalSchema,
  applicantLinkListSchema,
  applicantLinkPayloadSchema,
  applicantLinkSchema,
  newApplicantLinkSchema,
  PROPOSAL_IMPORT_PATH,
  proposalImportDoneSchema,
  proposalImportRefusedSchema,
  proposalLogoSchema,
} from '@ma/api-client/admin';
import { partnershipTypes } from '@ma/domain';
import { toWireSchema } from '@ma/api-client/schemas';
import { bodyErrors, errorContent, errorResponses, idPathParams, jsonBody, jsonContent } from '../../lib/openapi.ts';
import { adminRoute } from '../operators/operator-auth.ts';

// The back office's Propostas (docs/product/backoffice.md): the list, every field of a proposal,
// closing, the import, the applications and the brand's applicant links. Admin and support.

const tags = ['Backoffice: propostas'];
const roles = ['admin', 'support'] as const;
const notFound = errorContent('Proposta desconhecida (PROPOSAL_NOT_FOUND)');
const proposalParams = idPathParams('PROPOSAL_NOT_FOUND');
const cursor = z.string().max(200).optional().openapi({ description: 'O `next_cursor` da página anterior' });

export const listProposals = adminRoute(roles, {
  method: 'get',
  path: '/v3/admin/proposals',
  tags,
  summary: 'As propostas, da publicada mais recentemente à mais antiga, com busca e filtros',
  description: '25 por página, a próxima pelo `next_cursor` (paginação por chave: o custo de uma página não cresce com a profundidade).',
  request: {
    query: z.object({
      q: z.string().max(100).optional().openapi({ description: 'Palavras do nome, da marca ou da descrição' }),
      status: z
        .enum(['open', 'closed'])
        .optional()
        .openapi({ description: 'open: aceita candidaturas agora; closed: encerrada, vencida ou agendada' }),
      niche: z.string().max(100).optional(),
      brand: z.string().max(80).optional().openapi({ description: 'O nome exato da marca' }),
      partnership_type: z.enum(partnershipTypes).optional(),
      cursor,
    }),
  },
  responses: { 200: jsonContent(toWireSchema(adminProposalPageSchema), 'Uma página'), ...errorResponses(422) },
});

export const listBrands = adminRoute(roles, {
  method: 'get',
  // Not under /v3/admin/proposals/: the route of one proposal ({id}) would answer 'brands'.
  path: '/v3/admin/proposal-brands',
  tags,
  summary: 'As marcas das propostas que começam com o texto (sem diferença de maiúsculas e acentos), por nome: até 20',
  description: 'Para o filtro de marca da lista, que continua pelo nome exato escolhido aqui. Sem `q`: as primeiras 20 por nome.',
  request: { query: adminProposalBrandsQuerySchema },
  responses: { 200: jsonContent(toWireSchema(adminProposalBrandsSchema), 'Os nomes'), ...errorResponses(422) },
});

export const getProposal = adminRoute(roles, {
  method: 'get',
  path: '/v3/admin/proposals/{id}',
  tags,
  summary: 'Uma proposta, com todos os campos',
  request: { params: proposalParams },
  responses: { 200: jsonContent(toWireSchema(adminProposalSchema), 'A proposta'), 404: notFound },
});

export const createProposal = adminRoute(roles, {
  method: 'post',
  path: '/v3/admin/proposals',
  tags,
  summary: 'Publica uma proposta agora',
  description: 'Mesmas regras da importação. `value` em reais; `valid_until` um dia (AAAA-MM-DD), válido até o fim dele em São Paulo.',
  request: { body: jsonBody(toWireSchema(adminProposalPayloadSchema), 'Os campos da proposta') },
  responses: { 201: jsonContent(toWireSchema(adminProposalSchema), 'A proposta publicada'), ...errorResponses(...bodyErrors) },
});

export const updateProposal = adminRoute(roles, {
  method: 'put',
  path: '/v3/admin/proposals/{id}',
  tags,
  summary: 'Substitui os campos de uma proposta (a publicação e o encerramento ficam)',
  request: { params: proposalParams, body: jsonBody(toWireSchema(adminProposalPayloadSchema), 'Os campos da proposta') },
  responses: { 200: jsonContent(toWireSchema(adminProposalSchema), 'A proposta'), 404: notFound, ...errorResponses(...bodyErrors) },
});

export const closeProposal = adminRoute(roles, {
  method: 'post',
  path: '/v3/admin/proposals/{id}/close',
  tags,
  summary: 'Encerra uma proposta agora, antes da validade: sai da lista das criadoras; as candidaturas ficam',
  description: 'Encerrar uma proposta já encerrada não muda nada.',
  request: { params: proposalParams },
  responses: { 200: jsonContent(toWireSchema(adminProposalSchema), 'A proposta'), 404: notFound },
});

export const uploadLogo = adminRoute(roles, {
  method: 'post',
  path: '/v3/admin/proposals/logos',
  tags,
  summary: 'Guarda o logo de uma proposta (PNG, JPEG ou WebP, até 2 MB) e responde o endereço para `logo_url`',
  description: 'O conteúdo é conferido; a imagem é reduzida para caber em 400 px e guardada em WebP.',
  request: {
    body: {
      content: { 'multipart/form-data': { schema: z.object({ file: z.any().openapi({ type: 'string', format: 'binary' }) }) } },
      required: true,
    },
  },
  responses: { 201: jsonContent(toWireSchema(proposalLogoSchema), 'O endereço do logo'), ...errorResponses(400, 413, 422) },
});

export const importProposals = adminRoute(roles, {
  method: 'post',
  path: PROPOSAL_IMPORT_PATH,
  tags,
  summary: 'Importa um arquivo de propostas (a mesma importação de `cli proposals:import`): todas ou nenhuma',
  description:
    'O corpo é o próprio arquivo: uma lista JSON de propostas (docs/proposals-import.md), lida à medida que chega, até 50 MB. ' +
    'Com qualquer problema nada é publicado e a resposta 422 lista os primeiros 100, cada um com o índice da proposta no arquivo e o campo.',
  responses: {
    200: jsonContent(toWireSchema(proposalImportDoneSchema), 'Todas publicadas: quantas, e os ids das primeiras'),
    422: jsonContent(toWireSchema(proposalImportRefusedSchema), 'Nada publicado: os problemas'),
    ...errorResponses(413),
  },
});

export const listApplications = adminRoute(roles, {
  method: 'get',
  path: '/v3/admin/proposals/{id}/applications',
  tags,
  summary: 'As candidaturas a uma proposta, da mais recente à mais antiga, com a situação de cada uma',
  request: { params: proposalParams, query: z.object({ cursor }) },
  responses: { 200: jsonContent(toWireSchema(adminApplicationPageSchema), '50 por página'), 404: notFound },
});

export const listLinks = adminRoute(roles, {
  method: 'get',
  path: '/v3/admin/proposals/{id}/links',
  tags,
  summary: 'Os links da marca para as candidatas: quando vencem, quando a marca os abriu, se foram revogados (nunca o endereço)',
  request: { params: proposalParams },
  responses: { 200: jsonContent(toWireSchema(applicantLinkListSchema), 'Os links, do mais recente ao mais antigo'), 404: notFound },
});

export const createLink = adminRoute(roles, {
  method: 'post',
  path: '/v3/admin/proposals/{id}/links',
  tags,
  summary: 'Um novo link secreto para a marca ver as candidatas (de 1 a 90 dias); o endereço aparece só nesta resposta',
  request: { params: proposalParams, body: jsonBody(toWireSchema(applicantLinkPayloadSchema), 'Para quem e por quantos dias') },
  responses: { 201: jsonContent(toWireSchema(newApplicantLinkSchema), 'O link e o endereço'), 404: notFound, ...errorResponses(...bodyErrors) },
});

export const revokeLink = adminRoute(roles, {
  method: 'post',
  path: '/v3/admin/proposals/{id}/links/{linkId}/revoke',
  tags,
  summary: 'Revoga um link para sempre: quem abrir o endereço vê a página de não encontrado',
  request: {
    params: proposalParams.extend({
      linkId: z
        .string()
        .max(64)
        .openapi({ param: { name: 'linkId', in: 'path' } }),
    }),
  },
  responses: {
    200: jsonContent(toWireSchema(applicantLinkSchema), 'O link'),
    404: errorContent('Proposta ou link desconhecido (PROPOSAL_NOT_FOUND, PROPOSAL_LINK_NOT_FOUND)'),
  },
});
