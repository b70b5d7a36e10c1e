import { createRoute, z } from '@hono/zod-openapi';
import {
  authorizeUrlSchema,
  authResponseSchema,
  connectionChangeSchema,
  connectionsSchema,
  instagramConnectPayloadSchema,
  instagramProfilesSchema,
  networkPathSchema,
  oauthReturnQuerySchema,
  pickerGrantSchema,
  pickerTokenQuerySchema,
  tiktokConnectPayloadSchema,
  toWireSchema,
} from '@ma/api-client/schemas';
import { authedRoute, bodyErrors, errorBodyWireSchema, errorResponses, jsonBody, jsonContent } from '../../lib/openapi.ts';

const tags = ['Conexões'];
// Query parameters are read as they come: the wire's own name.
const pickerTokenQuery = z.object({ access_token: pickerTokenQuerySchema.shape.accessToken });
const error = (description: string) => jsonContent(errorBodyWireSchema, description);
const notConfigured = error('A rede não está configurada neste servidor (CONNECT_NOT_CONFIGURED)');
const providerFailed = error('O provedor falhou ou não respondeu a tempo (GENERIC)');
const pickerErrors = {
  400: error('Token do seletor inválido ou expirado (TOKEN_ERROR), ou recusado pelo provedor'),
  502: providerFailed,
  404: notConfigured,
};
const noInstagram = error(
  'Nenhuma página autorizada (FACEBOOK_PAGES_NOT_FOUND) ou página sem Instagram profissional (INSTAGRAM_NOT_CONNECTED_WITH_PAGE)',
);
const notAmongProfiles = error(
  'O @ não está entre os perfis do token (INSTAGRAM_NOT_FOUND); nenhuma página autorizada (FACEBOOK_PAGES_NOT_FOUND) ou página sem Instagram profissional (INSTAGRAM_NOT_CONNECTED_WITH_PAGE); ou campo inválido',
);

export const networks = authedRoute({
  method: 'get',
  path: '/v3/connect/networks',
  tags,
  summary: 'As redes da conta (conectada, reconectar, não conectada) e como cada uma é alcançada neste servidor',
  responses: { 200: jsonContent(toWireSchema(connectionsSchema), 'Instagram e TikTok, nesta ordem') },
});

export const authorize = authedRoute({
  method: 'post',
  path: '/v3/connect/{network}/authorize',
  tags,
  summary: 'Endereço da página de consentimento do provedor, com um `state` de uso único (10 minutos) ligado à sessão',
  request: { params: networkPathSchema },
  responses: {
    200: jsonContent(toWireSchema(authorizeUrlSchema), 'Para onde levar o navegador'),
    404: notConfigured,
    ...errorResponses(422),
  },
});

export const instagramExchange = authedRoute({
  method: 'get',
  path: '/v3/connect/instagram-api',
  tags,
  summary: 'Troca o `code` do Facebook Login por um token de longa duração, guardado no servidor',
  description: 'Responde o token curto (15 minutos) que o seletor de perfis usa; o token da Meta nunca vai ao navegador.',
  request: { query: oauthReturnQuerySchema },
  responses: {
    200: jsonContent(toWireSchema(pickerGrantSchema), 'Token do seletor'),
    400: error('`state` inválido, expirado ou já usado (CONNECT_STATE_INVALID), ou `code` recusado (TOKEN_ERROR)'),
    502: providerFailed,
    404: notConfigured,
    ...errorResponses(422),
  },
});

export const instagramProfiles = authedRoute({
  method: 'get',
  path: '/v3/connect/instagram/profiles',
  tags,
  summary: 'Os perfis do Instagram profissional ligados às páginas autorizadas',
  request: { query: pickerTokenQuery },
  responses: { 200: jsonContent(toWireSchema(instagramProfilesSchema), 'Perfis'), ...pickerErrors, 422: noInstagram },
});

export const instagramConnect = authedRoute({
  method: 'post',
  path: '/v3/connect/instagram',
  tags,
  summary: 'Conecta o perfil escolhido à conta e recalcula o nível',
  request: { body: jsonBody(toWireSchema(instagramConnectPayloadSchema), 'Token do seletor e o @ escolhido') },
  responses: {
    200: jsonContent(toWireSchema(connectionChangeSchema), 'Conectado; o nível antes e depois'),
    ...errorResponses(...bodyErrors),
    ...pickerErrors,
    409: error(
      'O perfil já pertence a outra conta (ACCOUNT_ALREADY_EXISTS), ou a conta, sem senha nem e-mail confirmado, só troca de Instagram depois de cadastrá-los (INSTAGRAM_IS_THE_PROOF)',
    ),
    422: notAmongProfiles,
  },
});

export const tiktokConnect = authedRoute({
  method: 'post',
  path: '/v3/connect/tiktok',
  tags,
  summary: 'Troca o `code` do Login Kit do TikTok, lê o perfil e o conecta à conta',
  request: { body: jsonBody(toWireSchema(tiktokConnectPayloadSchema), 'O `code` e o `state` devolvidos pelo TikTok') },
  responses: {
    200: jsonContent(toWireSchema(connectionChangeSchema), 'Conectado; o nível antes e depois'),
    ...errorResponses(...bodyErrors),
    400: error('Corpo inválido, `state` inválido (CONNECT_STATE_INVALID) ou `code` recusado (TOKEN_ERROR)'),
    409: error('O perfil já pertence a outra conta (ACCOUNT_ALREADY_EXISTS)'),
    502: providerFailed,
    404: notConfigured,
  },
});

export const disconnect = authedRoute({
  method: 'delete',
  path: '/v3/connect/{network}',
  tags,
  summary: 'Desconecta a rede: apaga os tokens (e os revoga no provedor) e recalcula o nível',
  request: { params: networkPathSchema },
  responses: {
    200: jsonContent(toWireSchema(connectionChangeSchema), 'Desconectado; o nível antes e depois'),
    404: error('A rede não está conectada (NETWORK_NOT_CONNECTED)'),
    409: error('O Instagram de uma conta sem senha nem e-mail confirmado é como ela confirma quem é: cadastre-os antes (INSTAGRAM_IS_THE_PROOF)'),
    ...errorResponses(422),
  },
});

export const refresh = authedRoute({
  method: 'post',
  path: '/v3/connect/{network}/refresh',
  tags,
  summary: "'Atualizar': lê os números da rede agora (uma vez a cada 5 minutos)",
  request: { params: networkPathSchema },
  responses: {
    200: jsonContent(toWireSchema(connectionsSchema), 'As redes, com os números novos'),
    404: error('A rede não está conectada (NETWORK_NOT_CONNECTED) ou não está configurada neste servidor (CONNECT_NOT_CONFIGURED)'),
    409: error('O token foi recusado: é preciso reconectar (NETWORK_NEEDS_RECONNECT)'),
    429: error('Atualizado há pouco (STATS_REFRESH_TOO_SOON), com Retry-After'),
    502: providerFailed,
    ...errorResponses(422),
  },
});

// Sign-up with Instagram: no session; the state is bound to the browser by a cookie.
export const publicAuthorize = createRoute({
  method: 'post',
  path: '/v3/connect/public/instagram/authorize',
  tags,
  summary: 'Cadastro com Instagram: endereço do Facebook Login, com o `state` ligado a este navegador (cookie)',
  description: 'Sem sessão: cada endereço começa no máximo 20 cadastros a cada 15 minutos (429 com Retry-After).',
  responses: {
    200: jsonContent(toWireSchema(authorizeUrlSchema), 'Para onde levar o navegador'),
    404: notConfigured,
    429: error('Muitos cadastros começados deste endereço (TOO_MANY_CONNECT_STARTS), com Retry-After'),
    ...errorResponses(500),
  },
});

export const publicInstagramExchange = createRoute({
  method: 'get',
  path: '/v3/connect/public/instagram-api',
  tags,
  summary: 'Cadastro com Instagram: troca o `code` pelo token do seletor público',
  request: { query: oauthReturnQuerySchema },
  responses: {
    200: jsonContent(toWireSchema(pickerGrantSchema), 'Token do seletor'),
    400: error('`state` inválido (CONNECT_STATE_INVALID) ou `code` recusado (TOKEN_ERROR)'),
    502: providerFailed,
    404: notConfigured,
    ...errorResponses(422, 500),
  },
});

export const publicInstagramProfiles = createRoute({
  method: 'get',
  path: '/v3/connect/public/instagram/profiles',
  tags,
  summary: 'Cadastro com Instagram: os perfis que o token do seletor público alcança',
  request: { query: pickerTokenQuery },
  responses: { 200: jsonContent(toWireSchema(instagramProfilesSchema), 'Perfis'), ...pickerErrors, 422: noInstagram, ...errorResponses(500) },
});

export const publicInstagramSignUp = createRoute({
  method: 'post',
  path: '/v3/connect/public/instagram',
  tags,
  summary: 'Cadastro com Instagram: cria a conta a partir do perfil escolhido e já entra nela',
  description: 'Depois, a pessoa cadastra e-mail e senha em POST /v3/account/credentials.',
  request: { body: jsonBody(toWireSchema(instagramConnectPayloadSchema), 'Token do seletor e o @ escolhido') },
  responses: {
    201: jsonContent(toWireSchema(authResponseSchema), 'Conta criada; o token já vale'),
    ...errorResponses(...bodyErrors),
    ...pickerErrors,
    409: error('O perfil já pertence a uma conta (ACCOUNT_ALREADY_EXISTS)'),
    422: notAmongProfiles,
  },
});
