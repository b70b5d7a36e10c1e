import { z } from '@hono/zod-openapi';
import {
  adminCreatorDetailSchema,
  adminCreatorPageSchema,
  adminCreatorSchema,
  creatorAccessPayloadSchema,
  creatorDeletionPayloadSchema,
  creditChangePayloadSchema,
  creditChangeSchema,
  revealedSchema,
  revealPayloadSchema,
} from '@ma/api-client/admin';
import { toWireSchema } from '@ma/api-client/schemas';
import { bodyErrors, errorContent, errorResponses, idempotencyHeaders, idPathParams, jsonBody, jsonContent } from '../../lib/openapi.ts';
import { adminRoute } from '../operators/operator-auth.ts';

// The back office's Criadores (docs/product/backoffice.md): find a creator, read her page, and the
// support's actions on her account. Every write is in the audit log.

const tags = ['Backoffice'];
const roles = ['admin', 'support'] as const;
const params = idPathParams('CREATOR_NOT_FOUND');
const notFound = { 404: errorContent('Criador desconhecido ou excluído (CREATOR_NOT_FOUND)') };

export const searchCreators = adminRoute(roles, {
  method: 'get',
  path: '/v3/admin/creators',
  tags,
  summary: 'Busca criadores por e-mail, CPF, nome de usuário ou começo do nome; os mais recentes primeiro',
  description: 'E-mail, CPF/CNPJ e nome de usuário são exatos; o nome, pelo começo. 25 por página, a próxima pelo `next_cursor`.',
  request: {
    query: z.object({
      q: z.string().max(200).optional().openapi({ description: 'E-mail, CPF, @usuário ou o começo do nome' }),
      cursor: z.string().max(200).optional(),
    }),
  },
  responses: { 200: jsonContent(toWireSchema(adminCreatorPageSchema), 'Uma página'), ...errorResponses(422) },
});

export const getCreator = adminRoute(roles, {
  method: 'get',
  path: '/v3/admin/creators/{id}',
  tags,
  summary: 'A página de um criador: nível e o que falta, conexões, créditos, candidaturas, afiliado (mascarado) e avisos',
  request: { params },
  responses: { 200: jsonContent(toWireSchema(adminCreatorDetailSchema), 'O criador'), ...notFound },
});

export const resendConfirmation = adminRoute(roles, {
  method: 'post',
  path: '/v3/admin/creators/{id}/confirmation-mail',
  tags,
  summary: 'Envia de novo o e-mail de confirmação do endereço',
  request: { params },
  responses: {
    202: { description: 'O e-mail sai em seguida' },
    ...notFound,
    409: errorContent('E-mail já confirmado (CREATOR_EMAIL_CONFIRMED) ou conta sem e-mail (CREATOR_WITHOUT_EMAIL)'),
  },
});

export const changeCredits = adminRoute(roles, {
  method: 'post',
  path: '/v3/admin/creators/{id}/credits',
  tags,
  summary: 'Adiciona ou remove créditos com um motivo, pelo extrato, uma vez por Idempotency-Key',
  description: 'O motivo aparece no extrato do criador. A mesma chave responde o mesmo lançamento, sem mover o saldo de novo.',
  request: { params, headers: idempotencyHeaders, body: jsonBody(toWireSchema(creditChangePayloadSchema), 'Direção, quantidade e motivo') },
  responses: {
    200: jsonContent(toWireSchema(creditChangeSchema), 'O lançamento e o saldo'),
    ...notFound,
    409: errorContent('Remoção acima do saldo (CREATOR_BALANCE_TOO_LOW) ou chave já usada com outros dados (IDEMPOTENCY_KEY_REUSED)'),
    ...errorResponses(...bodyErrors),
  },
});

export const changeAccess = adminRoute(roles, {
  method: 'patch',
  path: '/v3/admin/creators/{id}',
  tags,
  summary: 'Bloqueia (encerra as sessões; sem entrada; mídia kit público 404) ou desbloqueia um criador',
  request: { params, body: jsonBody(toWireSchema(creatorAccessPayloadSchema), 'Bloqueado e o motivo') },
  responses: { 200: jsonContent(toWireSchema(adminCreatorSchema), 'O criador'), ...notFound, ...errorResponses(...bodyErrors) },
});

export const revealAffiliateField = adminRoute(roles, {
  method: 'post',
  path: '/v3/admin/creators/{id}/affiliate/reveal',
  tags,
  summary: 'Mostra o CPF/CNPJ ou a chave PIX completos do cadastro de afiliado; registrado na auditoria com o motivo',
  request: { params, body: jsonBody(toWireSchema(revealPayloadSchema), 'O campo e o motivo') },
  responses: {
    200: jsonContent(toWireSchema(revealedSchema), 'O valor completo'),
    404: errorContent('Criador desconhecido (CREATOR_NOT_FOUND) ou sem cadastro de afiliado (CREATOR_NOT_AFFILIATE)'),
    ...errorResponses(...bodyErrors),
  },
});

export const deleteCreator = adminRoute(roles, {
  method: 'post',
  path: '/v3/admin/creators/{id}/deletion',
  tags,
  summary: 'Exclui a conta a pedido do criador (LGPD), como a exclusão pelas configurações dela',
  request: { params, body: jsonBody(toWireSchema(creatorDeletionPayloadSchema), 'O motivo (o pedido)') },
  responses: { 204: { description: 'Conta excluída' }, ...notFound, ...errorResponses(...bodyErrors) },
});
