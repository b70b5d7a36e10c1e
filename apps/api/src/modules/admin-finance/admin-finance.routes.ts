import { z } from '@hono/zod-openapi';
import {
  adminBrandListSchema,
  adminBrandSchema,
  adminCommissionPageSchema,
  brandChangePayloadSchema,
  brandWithSecretSchema,
  duePayoutListSchema,
  newBrandPayloadSchema,
  payoutBatchPageSchema,
  payoutBatchPayloadSchema,
  payoutBatchSchema,
  pixKeyRevealPayloadSchema,
  revealedSchema,
  webhookSecretSchema,
} from '@ma/api-client/admin';
import { commissionStatusSchema, toWireSchema } from '@ma/api-client/schemas';
import { bodyErrors, errorContent, errorResponses, idPathParams, jsonBody, jsonContent } from '../../lib/openapi.ts';
import { adminRoute } from '../operators/operator-auth.ts';

// The back office's Marcas e comissões (docs/product/backoffice.md): the affiliate brands, the
// commissions by status and the creators' PIX payouts. Roles: admin and finance.

const tags = ['Backoffice: marcas e comissões'];
const roles = ['admin', 'finance'] as const;
const brandParams = z.object({
  id: z
    .string()
    .max(63)
    .openapi({ param: { name: 'id', in: 'path' }, description: 'O identificador da marca (lumiere)' }),
});
const brandNotFound = errorContent('Marca desconhecida (AFFILIATE_BRAND_NOT_FOUND)');
const cursorQuery = z.string().max(200).optional().openapi({ description: 'O `next_cursor` da página anterior' });

export const listBrands = adminRoute(roles, {
  method: 'get',
  path: '/v3/admin/affiliate-brands',
  tags,
  summary: 'As marcas do programa de afiliados, ativas e inativas',
  responses: { 200: jsonContent(toWireSchema(adminBrandListSchema), 'Todas, por nome') },
});

export const createBrand = adminRoute(roles, {
  method: 'post',
  path: '/v3/admin/affiliate-brands',
  tags,
  summary: 'Uma nova marca; o segredo do webhook é sorteado e mostrado só agora',
  request: { body: jsonBody(toWireSchema(newBrandPayloadSchema), 'A marca (comissão em %, até 2 casas)') },
  responses: {
    201: jsonContent(toWireSchema(brandWithSecretSchema), 'A marca e o segredo do webhook'),
    409: errorContent('Identificador de outra marca (AFFILIATE_BRAND_TAKEN)'),
    ...errorResponses(...bodyErrors),
  },
});

export const changeBrand = adminRoute(roles, {
  method: 'patch',
  path: '/v3/admin/affiliate-brands/{id}',
  tags,
  summary: 'Muda os dados de uma marca, ou a ativa ou desativa',
  description: 'Uma marca inativa some da lista das criadoras, e o webhook dela é recusado.',
  request: { params: brandParams, body: jsonBody(toWireSchema(brandChangePayloadSchema), 'Os campos a mudar') },
  responses: { 200: jsonContent(toWireSchema(adminBrandSchema), 'A marca'), 404: brandNotFound, ...errorResponses(...bodyErrors) },
});

export const rotateWebhookSecret = adminRoute(roles, {
  method: 'post',
  path: '/v3/admin/affiliate-brands/{id}/webhook-secret',
  tags,
  summary: 'Sorteia um novo segredo do webhook da marca, mostrado só agora; o anterior deixa de valer',
  request: { params: brandParams },
  responses: { 200: jsonContent(toWireSchema(webhookSecretSchema), 'O novo segredo'), 404: brandNotFound },
});

export const listCommissions = adminRoute(roles, {
  method: 'get',
  path: '/v3/admin/commissions',
  tags,
  summary: 'As comissões de um status, o pedido mais recente primeiro',
  description: 'Filtros por marca e criadora; 50 por página, a próxima pelo `next_cursor`.',
  request: {
    query: z.object({
      status: commissionStatusSchema.default('approved'),
      brand_id: z.string().max(63).optional(),
      user_id: z.string().max(64).optional(),
      cursor: cursorQuery,
    }),
  },
  responses: { 200: jsonContent(toWireSchema(adminCommissionPageSchema), 'Uma página'), ...errorResponses(422) },
});

export const listDuePayouts = adminRoute(roles, {
  method: 'get',
  path: '/v3/admin/payouts/due',
  tags,
  summary: 'O que cada criadora tem a receber (comissões aprovadas e não pagas), com a chave PIX mascarada',
  responses: { 200: jsonContent(toWireSchema(duePayoutListSchema), 'Por nome, e a soma') },
});

export const revealPayoutPixKey = adminRoute(roles, {
  method: 'post',
  path: '/v3/admin/payouts/{id}/pix-key',
  tags,
  summary: 'A chave PIX completa de uma criadora, para fazer a transferência; registrada na auditoria com o motivo',
  request: { params: idPathParams('CREATOR_NOT_FOUND'), body: jsonBody(toWireSchema(pixKeyRevealPayloadSchema), 'O motivo') },
  responses: {
    200: jsonContent(toWireSchema(revealedSchema), 'A chave completa'),
    404: errorContent('Criadora desconhecida (CREATOR_NOT_FOUND) ou sem cadastro de afiliado (CREATOR_NOT_AFFILIATE)'),
    ...errorResponses(...bodyErrors),
  },
});

export const payBatch = adminRoute(roles, {
  method: 'post',
  path: '/v3/admin/payouts/batches',
  tags,
  summary: 'Marca um lote como pago: cada criadora, o valor transferido e o identificador da transação PIX',
  description:
    'Tudo ou nada: se o valor devido a alguém não for mais o informado (novas aprovações, ou já pago), nada é gravado (409 PAYOUT_DUE_CHANGED); um lote enviado duas vezes paga uma. Cada criadora recebe a notificação do pagamento.',
  request: { body: jsonBody(toWireSchema(payoutBatchPayloadSchema), 'Os pagamentos do lote') },
  responses: {
    201: jsonContent(toWireSchema(payoutBatchSchema), 'O lote'),
    409: errorContent('O valor devido mudou (PAYOUT_DUE_CHANGED)'),
    ...errorResponses(...bodyErrors),
  },
});

export const listBatches = adminRoute(roles, {
  method: 'get',
  path: '/v3/admin/payouts/batches',
  tags,
  summary: 'Os lotes pagos, o mais recente primeiro',
  description: '20 por página, a próxima pelo `next_cursor`.',
  request: { query: z.object({ cursor: cursorQuery }) },
  responses: { 200: jsonContent(toWireSchema(payoutBatchPageSchema), 'Uma página') },
});

export const batchCsv = adminRoute(roles, {
  method: 'get',
  path: '/v3/admin/payouts/batches/{id}/csv',
  tags,
  summary: 'O lote como planilha CSV (pt-BR: ";" entre células, chaves PIX mascaradas)',
  request: { params: idPathParams('PAYOUT_BATCH_NOT_FOUND') },
  responses: {
    200: { content: { 'text/csv': { schema: z.string() } }, description: 'A planilha' },
    404: errorContent('Lote desconhecido (PAYOUT_BATCH_NOT_FOUND)'),
  },
});
