import { createRoute, z } from '@hono/zod-openapi';
import {
  affiliateBrandIdSchema,
  affiliateBrandsSchema,
  affiliateFullSchema,
  affiliateLinkInputSchema,
  affiliateLinkSchema,
  affiliateLinksSchema,
  affiliateMeSchema,
  affiliateProfileSchema,
  affiliateRegistrationSchema,
  affiliateUpdateSchema,
  commissionsPageSchema,
  toWireSchema,
} from '@ma/api-client/schemas';
import { authedRoute, bodyErrors, errorBodyWireSchema, errorResponses, jsonBody, jsonContent } from '../../lib/openapi.ts';

const tags = ['Afiliados'];
const error = (description: string) => jsonContent(errorBodyWireSchema, description);
const notRegistered = error('A conta ainda não se cadastrou no programa (AFFILIATE_NOT_REGISTERED)');
const monthQuery = z.object({
  month: z.string().max(4),
  year: z.string().max(6),
  page: z.string().max(8).optional(),
  page_size: z.string().max(8).optional(),
});

export const me = authedRoute({
  tags,
  method: 'get',
  path: '/v3/affiliate/me',
  summary: 'O cadastro de afiliado da conta (nulo antes de se cadastrar), com o CPF/CNPJ, o telefone e a chave PIX mascarados',
  responses: { 200: jsonContent(toWireSchema(affiliateMeSchema), 'O cadastro, ou `affiliate: null`') },
});

export const full = authedRoute({
  tags,
  method: 'get',
  path: '/v3/affiliate/me/full',
  summary: 'O CPF/CNPJ, o telefone e a chave PIX inteiros: pede a prova de reautenticação (cabeçalho X-Reauth)',
  responses: {
    200: jsonContent(toWireSchema(affiliateFullSchema), 'Os dados inteiros'),
    403: error('Sem prova de reautenticação (REAUTH_REQUIRED) ou não cadastrado (AFFILIATE_NOT_REGISTERED)'),
  },
});

export const register = authedRoute({
  tags,
  method: 'post',
  path: '/v3/affiliate/register',
  summary: 'Cadastra a conta no programa: nome, CPF ou CNPJ, telefone, chave PIX do tipo dado e aceite dos termos',
  request: { body: jsonBody(toWireSchema(affiliateRegistrationSchema), 'O cadastro') },
  responses: {
    201: jsonContent(toWireSchema(affiliateProfileSchema), 'Cadastrado'),
    409: error('Já cadastrado (AFFILIATE_ALREADY_REGISTERED)'),
    ...errorResponses(...bodyErrors),
  },
});

export const update = authedRoute({
  tags,
  method: 'patch',
  path: '/v3/affiliate/me',
  summary: 'Altera o cadastro; trocar o CPF/CNPJ ou a chave PIX pede a senha da conta ou a prova de reautenticação',
  description:
    '`document` e `pix_key_type`/`pix_key` vão só para trocá-los, e então pedem `password` (contas com senha) ou a prova de POST /v3/account/reauth no cabeçalho X-Reauth, mesmo que iguais aos atuais; `phone` vai só para trocá-lo, sem senha; sem eles, ficam como estão. A senha conta nos mesmos limites do login (429 com Retry-After).',
  request: { body: jsonBody(toWireSchema(affiliateUpdateSchema), 'O cadastro; `password` ao trocar o CPF/CNPJ ou a chave PIX') },
  responses: {
    200: jsonContent(toWireSchema(affiliateProfileSchema), 'Salvo'),
    403: error(
      'Não cadastrado (AFFILIATE_NOT_REGISTERED), senha ausente (AFFILIATE_PASSWORD_REQUIRED) ou errada (AFFILIATE_PASSWORD_INVALID), conta sem senha e sem prova (REAUTH_REQUIRED)',
    ),
    ...errorResponses(...bodyErrors, 429),
  },
});

export const brands = authedRoute({
  tags,
  method: 'get',
  path: '/v3/affiliate/brands',
  summary: 'As marcas do programa: comissão, janela do cookie, prazo de aprovação e domínio',
  responses: { 200: jsonContent(toWireSchema(affiliateBrandsSchema), 'Marcas ativas, por nome'), 403: notRegistered },
});

export const links = authedRoute({
  tags,
  method: 'get',
  path: '/v3/affiliate/links',
  summary: 'Os links da conta, com cliques (total, únicos, 30 dias), conversões e ganhos',
  responses: { 200: jsonContent(toWireSchema(affiliateLinksSchema), 'Do mais novo ao mais antigo'), 403: notRegistered },
});

export const createLink = authedRoute({
  tags,
  method: 'post',
  path: '/v3/affiliate/links',
  summary: 'Cria um link rastreado para uma marca, opcionalmente para uma página do domínio dela',
  request: { body: jsonBody(toWireSchema(affiliateLinkInputSchema), 'A marca e, se quiser, a página') },
  responses: {
    201: jsonContent(toWireSchema(affiliateLinkSchema), 'O link'),
    403: notRegistered,
    404: error('Marca não encontrada (AFFILIATE_BRAND_NOT_FOUND)'),
    ...errorResponses(...bodyErrors),
  },
});

export const commissions = authedRoute({
  tags,
  method: 'get',
  path: '/v3/affiliate/commissions',
  summary: 'As comissões de um mês (horário de Brasília): totais por status e uma página da lista',
  request: { query: monthQuery },
  responses: {
    200: jsonContent(toWireSchema(commissionsPageSchema), 'O mês'),
    403: notRegistered,
    ...errorResponses(422),
  },
});

export const commissionsCsv = authedRoute({
  tags,
  method: 'get',
  path: '/v3/affiliate/commissions.csv',
  summary: 'As comissões do mês em CSV (UTF-8 com BOM, `;`, vírgula decimal), com o total',
  request: { query: monthQuery.pick({ month: true, year: true }) },
  responses: {
    200: { content: { 'text/csv': { schema: z.string() } }, description: 'A planilha' },
    403: notRegistered,
    ...errorResponses(422),
  },
});

export const webhook = createRoute({
  method: 'post',
  path: '/v3/affiliate/webhooks/{brand}',
  tags,
  summary:
    'Conversões da marca: corpo assinado com HMAC-SHA256 (`X-Signature: sha256=…` sobre `{timestamp}.{corpo}`, `X-Timestamp` em segundos, janela de 5 minutos)',
  request: { params: z.object({ brand: affiliateBrandIdSchema }) },
  responses: {
    200: jsonContent(z.object({ status: z.string() }), 'Evento aplicado, ou já recebido antes (nada muda)'),
    401: error('Assinatura inválida (WEBHOOK_SIGNATURE_INVALID) ou carimbo de tempo fora da janela (WEBHOOK_TIMESTAMP_INVALID)'),
    403: error('Marca inativa (WEBHOOK_BRAND_INACTIVE): nada é registrado'),
    404: error('Marca desconhecida'),
    422: error(
      'Evento inválido (WEBHOOK_EVENT_INVALID), ou pedido datado antes do clique (WEBHOOK_ORDER_BEFORE_CLICK), depois da janela de cookie (WEBHOOK_ORDER_AFTER_COOKIE_WINDOW) ou no futuro (WEBHOOK_ORDER_IN_FUTURE)',
    ),
    ...errorResponses(400, 413, 500),
  },
});

export type MeRoute = typeof me;
export type RegisterRoute = typeof register;
export type UpdateRoute = typeof update;
export type FullRoute = typeof full;
export type BrandsRoute = typeof brands;
export type LinksRoute = typeof links;
export type CreateLinkRoute = typeof createLink;
export type CommissionsRoute = typeof commissions;
export type CommissionsCsvRoute = typeof commissionsCsv;
export type WebhookRoute = typeof webhook;
