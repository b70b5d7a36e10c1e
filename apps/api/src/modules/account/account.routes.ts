import { createRoute } from '@hono/zod-openapi';
import {
  accountInfoSchema,
  authResponseSchema,
  credentialsPayloadSchema,
  loginCredentialsSchema,
  registerPayloadSchema,
  socialsResponseSchema,
  toWireSchema,
} from '@ma/api-client/schemas';
import { authedRoute, bodyErrors, errorResponses, jsonBody, jsonContent } from '../../lib/openapi.ts';

const tags = ['Conta'];

export const register = createRoute({
  method: 'post',
  path: '/v3/account/register',
  tags,
  summary: 'Cria uma conta (nível bronze) e já entra nela',
  description: 'Limite: 10 cadastros por endereço a cada hora, e-mails já cadastrados inclusive (429 com Retry-After); sem limite na demonstração.',
  request: { body: jsonBody(toWireSchema(registerPayloadSchema), 'Nome, e-mail e senha') },
  responses: {
    201: jsonContent(toWireSchema(authResponseSchema), 'Conta criada; o token já vale'),
    ...errorResponses(...bodyErrors, 409, 429),
  },
});

export const signIn = createRoute({
  method: 'post',
  path: '/v3/account/auth',
  tags,
  summary: 'Entra com e-mail e senha',
  description:
    'Falhas contam por conta e endereço (10) e por endereço (100) a cada 15 minutos, e por conta (100) a cada hora; acima disso, 429 com Retry-After. Entradas certas não contam.',
  request: { body: jsonBody(toWireSchema(loginCredentialsSchema), 'E-mail e senha') },
  responses: {
    200: jsonContent(toWireSchema(authResponseSchema), 'Token de acesso (7 dias) e nível'),
    ...errorResponses(...bodyErrors, 401, 429),
  },
});

export const me = authedRoute({
  method: 'get',
  path: '/v3/account/me',
  tags,
  summary: 'Dados da conta conectada',
  responses: {
    200: jsonContent(toWireSchema(accountInfoSchema), 'Usuário, foto, redes conectadas e o que mostrar'),
  },
});

export const mySocials = authedRoute({
  method: 'get',
  path: '/v3/account/me/socials',
  tags,
  summary: 'Redes sociais conectadas',
  responses: {
    200: jsonContent(toWireSchema(socialsResponseSchema), 'Perfis conectados'),
  },
});

export const setCredentials = authedRoute({
  method: 'post',
  path: '/v3/account/credentials',
  tags,
  summary: 'Cadastra e-mail e senha numa conta que não tem senha (criada pelo Instagram, ou só Google)',
  description: 'Uma conta que já tem e-mail precisa informar o mesmo e-mail (CREDENTIALS_EMAIL_MISMATCH).',
  request: { body: jsonBody(toWireSchema(credentialsPayloadSchema), 'E-mail e senha') },
  responses: {
    204: { description: 'E-mail e senha cadastrados; a sessão continua valendo' },
    ...errorResponses(...bodyErrors, 409),
  },
});

export type RegisterRoute = typeof register;
export type SetCredentialsRoute = typeof setCredentials;
export type SignInRoute = typeof signIn;
export type MeRoute = typeof me;
export type MySocialsRoute = typeof mySocials;
