import { z } from '@hono/zod-openapi';
import {
  auditPageSchema,
  newOperatorPayloadSchema,
  newOperatorSchema,
  operatorChangePayloadSchema,
  operatorListSchema,
  operatorRecoveryCodesSchema,
  operatorSchema,
  operatorSetupLinkSchema,
  operatorSetupPayloadSchema,
  operatorSetupSchema,
  operatorSignInPayloadSchema,
  operatorSignInSchema,
} from '@ma/api-client/admin';
import { toWireSchema } from '@ma/api-client/schemas';
import { bodyErrors, errorContent, errorResponses, idPathParams, jsonBody, jsonContent } from '../../lib/openapi.ts';
import { adminRoute, openAdminRoute } from './operator-auth.ts';

// The back office's own routes (docs/product/backoffice.md): the operators' sign-in, their setup
// link, the operators and the audit log. Every /v3/admin route states its roles (`adminRoute`).

const tags = ['Backoffice'];
const everyRole = ['admin', 'support', 'finance'] as const;
const signInLimit = 'Limites: os mesmos da entrada das criadoras, em contadores próprios (429 com Retry-After).';
const setupLimit = 'Limite: 60 pedidos por endereço a cada 15 minutos, leitura e envio somados (429 com Retry-After).';
const setupToken = z.object({
  token: z
    .string()
    .max(64)
    .openapi({ param: { name: 'token', in: 'path' }, description: 'O token do link de configuração' }),
});
const setupLinkInvalid = errorContent('Link desconhecido, expirado ou já usado (OPERATOR_SETUP_LINK_INVALID)');

export const signIn = openAdminRoute({
  method: 'post',
  path: '/v3/admin/auth',
  tags,
  summary: 'Entrada de um operador: e-mail, senha e código (TOTP de 6 dígitos ou um código de recuperação)',
  description: `Abre uma sessão de 12 horas no cookie \`ma_operator\` (HttpOnly, SameSite=Strict, Path=/v3/admin). Qualquer parte errada responde 401 'Credenciais inválidas.'. Um código de recuperação vale uma vez. ${signInLimit}`,
  request: { body: jsonBody(toWireSchema(operatorSignInPayloadSchema), 'E-mail, senha e código') },
  responses: {
    200: jsonContent(toWireSchema(operatorSignInSchema), 'O operador; a sessão vai no cookie'),
    401: errorContent('Credenciais inválidas (INVALID_CREDENTIALS)'),
    ...errorResponses(...bodyErrors, 429),
  },
});

export const signOut = adminRoute(everyRole, {
  method: 'delete',
  path: '/v3/admin/auth',
  tags,
  summary: 'Encerra a sessão do operador',
  responses: { 204: { description: 'Sessão encerrada; o cookie é apagado' } },
});

export const me = adminRoute(everyRole, {
  method: 'get',
  path: '/v3/admin/me',
  tags,
  summary: 'O operador da sessão',
  responses: { 200: jsonContent(toWireSchema(operatorSchema), 'O operador') },
});

export const readSetup = openAdminRoute({
  method: 'get',
  path: '/v3/admin/setup/{token}',
  tags,
  summary: 'O que um link de configuração configura: a conta e o segredo TOTP a cadastrar no aplicativo',
  description: `O segredo só aparece aqui, enquanto o link vale (7 dias, uma vez). ${setupLimit}`,
  request: { params: setupToken },
  responses: {
    200: jsonContent(toWireSchema(operatorSetupSchema), 'E-mail, nome, endereço otpauth:// e o segredo'),
    404: setupLinkInvalid,
    ...errorResponses(429, 500),
  },
});

export const completeSetup = openAdminRoute({
  method: 'post',
  path: '/v3/admin/setup/{token}',
  tags,
  summary: 'Conclui a configuração: senha e um primeiro código do aplicativo; responde os 10 códigos de recuperação, uma vez',
  description: `Gasta o link. ${setupLimit}`,
  request: { params: setupToken, body: jsonBody(toWireSchema(operatorSetupPayloadSchema), 'Senha (regra das criadoras) e código') },
  responses: {
    200: jsonContent(toWireSchema(operatorRecoveryCodesSchema), 'Os códigos de recuperação, mostrados só agora'),
    404: setupLinkInvalid,
    ...errorResponses(...bodyErrors, 429),
  },
});

export const listOperators = adminRoute(['admin'], {
  method: 'get',
  path: '/v3/admin/operators',
  tags,
  summary: 'Os operadores',
  responses: { 200: jsonContent(toWireSchema(operatorListSchema), 'Todos, por nome') },
});

export const createOperator = adminRoute(['admin'], {
  method: 'post',
  path: '/v3/admin/operators',
  tags,
  summary: 'Um novo operador e o seu link de configuração (uso único, 7 dias)',
  request: { body: jsonBody(toWireSchema(newOperatorPayloadSchema), 'E-mail, nome e perfil') },
  responses: {
    201: jsonContent(toWireSchema(newOperatorSchema), 'O operador e o link, mostrado só agora'),
    409: errorContent('E-mail de outro operador (OPERATOR_EMAIL_TAKEN)'),
    ...errorResponses(...bodyErrors),
  },
});

export const changeOperator = adminRoute(['admin'], {
  method: 'patch',
  path: '/v3/admin/operators/{id}',
  tags,
  summary: 'Muda o perfil de um operador, ou o desativa (encerrando as sessões dele) ou reativa',
  request: { params: idPathParams('OPERATOR_NOT_FOUND'), body: jsonBody(toWireSchema(operatorChangePayloadSchema), 'Perfil e/ou desativado') },
  responses: {
    200: jsonContent(toWireSchema(operatorSchema), 'O operador'),
    404: errorContent('Operador desconhecido (OPERATOR_NOT_FOUND)'),
    409: errorContent('Deixaria a plataforma sem administrador ativo (LAST_ADMIN)'),
    ...errorResponses(...bodyErrors),
  },
});

export const reissueSetupLink = adminRoute(['admin'], {
  method: 'post',
  path: '/v3/admin/operators/{id}/setup-link',
  tags,
  summary: 'Um novo link de configuração: zera a senha, o segundo fator e os códigos de recuperação, e encerra as sessões',
  request: { params: idPathParams('OPERATOR_NOT_FOUND') },
  responses: {
    200: jsonContent(toWireSchema(operatorSetupLinkSchema), 'O link, mostrado só agora'),
    404: errorContent('Operador desconhecido (OPERATOR_NOT_FOUND)'),
  },
});

export const listAudit = adminRoute(['admin'], {
  method: 'get',
  path: '/v3/admin/audit',
  tags,
  summary: 'O registro de auditoria: cada escrita de um operador, a mais recente primeiro',
  description: 'Filtros por operador, alvo e período; 50 por página, a próxima pelo `next_cursor`.',
  request: {
    query: z.object({
      operator_id: z.string().max(64).optional(),
      target_type: z.string().max(64).optional(),
      target_id: z.string().max(200).optional(),
      from: z.string().max(40).optional().openapi({ description: 'Instante ISO 8601 com fuso, inclusive' }),
      to: z.string().max(40).optional().openapi({ description: 'Instante ISO 8601 com fuso, inclusive' }),
      cursor: z.string().max(200).optional(),
    }),
  },
  responses: { 200: jsonContent(toWireSchema(auditPageSchema), 'Uma página'), ...errorResponses(422) },
});
