import { createRoute } from '@hono/zod-openapi';
import { authResponseSchema, googleCredentialSchema, toWireSchema } from '@ma/api-client/schemas';
import { bodyErrors, errorBodyWireSchema, errorResponses, jsonBody, jsonContent } from '../../lib/openapi.ts';

export const signInWithGoogle = createRoute({
  method: 'post',
  path: '/v3/account/auth/google',
  tags: ['Conta'],
  summary: 'Entra com uma credencial do Google (Google Identity Services)',
  description:
    'Verifica o ID token do Google: assinatura com as chaves publicadas pelo Google (GOOGLE_JWKS_URL), emissor, público (GOOGLE_CLIENT_ID), validade e e-mail verificado. E-mail conhecido: entra na conta; novo: cria uma conta bronze. Conta com senha cujo e-mail ninguém confirmou: 409 GOOGLE_ACCOUNT_UNVERIFIED, e um link de redefinição de senha vai para o e-mail (limites da recuperação de senha: 429 com Retry-After). Sem GOOGLE_CLIENT_ID: 404.',
  request: { body: jsonBody(toWireSchema(googleCredentialSchema), 'A credencial (ID token) que o botão do Google entrega') },
  responses: {
    200: jsonContent(toWireSchema(authResponseSchema), 'Entrou numa conta existente'),
    201: jsonContent(toWireSchema(authResponseSchema), 'Conta nova criada (bronze) e já conectada'),
    404: jsonContent(errorBodyWireSchema, 'Entrar com Google não está configurado (sem GOOGLE_CLIENT_ID)'),
    409: jsonContent(
      errorBodyWireSchema,
      'Já existe uma conta com senha e e-mail não confirmado (code GOOGLE_ACCOUNT_UNVERIFIED): um link de redefinição foi enviado',
    ),
    ...errorResponses(...bodyErrors, 401, 429, 503),
  },
});

export type SignInWithGoogleRoute = typeof signInWithGoogle;
