import { createRoute } from '@hono/zod-openapi';
import {
  authResponseSchema,
  forgotPasswordPayloadSchema,
  forgotPasswordResponseSchema,
  resetPasswordPayloadSchema,
  toWireSchema,
} from '@ma/api-client/schemas';
import { bodyErrors, errorBodyWireSchema, errorResponses, jsonBody, jsonContent } from '../../lib/openapi.ts';

const tags = ['Conta'];

export const forgotPassword = createRoute({
  method: 'post',
  path: '/v3/account/auth/forgot',
  tags,
  summary: 'Pede um link para redefinir a senha',
  description:
    'Sempre 202 com a mesma resposta, exista ou não a conta. O link (válido por 1 hora, uso único) vai por e-mail: SMTP com SMTP_URL, senão a tabela outbox e o log. Limite: 5 pedidos por e-mail e 20 por endereço a cada hora (429 com Retry-After).',
  request: { body: jsonBody(toWireSchema(forgotPasswordPayloadSchema), 'E-mail da conta') },
  responses: {
    202: jsonContent(toWireSchema(forgotPasswordResponseSchema), 'Pedido aceito'),
    ...errorResponses(...bodyErrors, 429),
  },
});

export const resetPassword = createRoute({
  method: 'post',
  path: '/v3/account/auth/forgot/new',
  tags,
  summary: 'Define a nova senha com o token do link e já entra na conta',
  description:
    'Revoga todos os tokens de acesso emitidos antes (os outros aparelhos saem da conta). Token inválido, usado ou expirado: 400 com code TOKEN_INVALID.',
  request: { body: jsonBody(toWireSchema(resetPasswordPayloadSchema), 'E-mail, token do link e nova senha') },
  responses: {
    200: jsonContent(toWireSchema(authResponseSchema), 'Senha trocada; token de acesso novo'),
    ...errorResponses(...bodyErrors),
    400: jsonContent(errorBodyWireSchema, 'Link inválido, já usado ou expirado (code TOKEN_INVALID), ou corpo que não é JSON'),
  },
});

export type ForgotPasswordRoute = typeof forgotPassword;
export type ResetPasswordRoute = typeof resetPassword;
