import { createRoute } from '@hono/zod-openapi';
import { authResponseSchema, signInLinkPayloadSchema, tokenAccountSchema, toWireSchema } from '@ma/api-client/schemas';
import { authedRoute, bodyErrors, errorContent, errorResponses, jsonBody, jsonContent } from '../../lib/openapi.ts';

const tags = ['Conta'];
const refused = errorContent('Link desconhecido, já usado, expirado ou anulado por uma troca de senha (code TOKEN_INVALID), ou corpo que não é JSON');
const limit = 'Limite: 60 pedidos por endereço a cada 15 minutos, prévia e entrada somadas (429 com Retry-After).';

export const previewSignInLink = createRoute({
  method: 'post',
  path: '/v3/account/sign-in-link/preview',
  tags,
  summary: 'De quem é a conta que um link de entrada abre (sem usar o link)',
  description: `Nome, e-mail mascarado ("f***@gmail.com") e nível, para quem abriu o link decidir se entra. Nunca o e-mail inteiro. ${limit}`,
  request: { body: jsonBody(toWireSchema(signInLinkPayloadSchema), 'O token do link') },
  responses: {
    200: jsonContent(toWireSchema(tokenAccountSchema), 'A conta do link'),
    ...errorResponses(...bodyErrors, 429),
    400: refused,
  },
});

export const exchangeSignInLink = createRoute({
  method: 'post',
  path: '/v3/account/sign-in-link',
  tags,
  summary: 'Entra com um link de entrada (uso único, 15 minutos)',
  description: `Gasta o link e abre uma sessão da conta dele, como uma entrada com senha. ${limit}`,
  request: { body: jsonBody(toWireSchema(signInLinkPayloadSchema), 'O token do link') },
  responses: {
    200: jsonContent(toWireSchema(authResponseSchema), 'Token de acesso (7 dias) e nível'),
    ...errorResponses(...bodyErrors, 429),
    400: refused,
  },
});

export const tokenAccount = authedRoute({
  method: 'get',
  path: '/v3/account/me/summary',
  tags,
  summary: 'De quem é a conta do token: nome, e-mail mascarado e nível',
  description: 'O que um link com um token de sessão (`?token=`) mostra antes de entrar; nunca o e-mail inteiro.',
  responses: {
    200: jsonContent(toWireSchema(tokenAccountSchema), 'A conta do token'),
  },
});

export type PreviewSignInLinkRoute = typeof previewSignInLink;
export type ExchangeSignInLinkRoute = typeof exchangeSignInLink;
export type TokenAccountRoute = typeof tokenAccount;
