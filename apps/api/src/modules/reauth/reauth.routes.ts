import { authorizeUrlSchema, reauthChallengeSchema, reauthPayloadSchema, reauthProofSchema, toWireSchema } from '@ma/api-client/schemas';
import { authedRoute, bodyErrors, errorContent, errorResponses, jsonBody, jsonContent } from '../../lib/openapi.ts';

const tags = ['Conta'];

export const reauthenticate = authedRoute({
  method: 'post',
  path: '/v3/account/reauth',
  tags,
  summary: 'Confirma que é a pessoa da conta: responde uma prova de 10 minutos para o cabeçalho X-Reauth',
  description:
    'Pedem a prova: ler o CPF/CNPJ, o telefone e a chave PIX inteiros (a exportação inclusive), trocar o e-mail, o CPF/CNPJ ou a chave PIX, excluir a conta. ' +
    'Contas com senha enviam `password` (conta nos mesmos limites do login: 429 com Retry-After). Contas sem senha enviam `google_credential` (uma credencial nova do Google do e-mail da conta) ' +
    'ou `challenge` e `code` (o código de 6 dígitos enviado por POST /v3/account/reauth/code). Contas criadas pelo Instagram, sem senha nem e-mail confirmado, enviam `instagram_code` e `instagram_state` ' +
    '(o retorno do consentimento aberto por POST /v3/account/reauth/instagram; outra conta do Instagram: 403 REAUTH_INSTAGRAM_MISMATCH; estado usado, vencido ou de outra sessão: 400 CONNECT_STATE_INVALID). A prova vale só para esta conta e nunca como sessão.',
  request: { body: jsonBody(toWireSchema(reauthPayloadSchema), 'A senha, a credencial do Google, ou o desafio e o código') },
  responses: {
    200: jsonContent(toWireSchema(reauthProofSchema), 'A prova e por quantos segundos vale'),
    403: errorContent(
      'Credencial do Google que não é do e-mail da conta (REAUTH_GOOGLE_INVALID) ou Instagram de outra conta (REAUTH_INSTAGRAM_MISMATCH)',
    ),
    404: errorContent('Entrar com Google (GOOGLE_UNAVAILABLE) ou o Instagram (CONNECT_NOT_CONFIGURED) não está disponível neste servidor'),
    502: errorContent('O Instagram não respondeu à troca do código (GENERIC)'),
    ...errorResponses(...bodyErrors, 409, 429, 503),
  },
});

export const requestReauthCode = authedRoute({
  method: 'post',
  path: '/v3/account/reauth/code',
  tags,
  summary: 'Envia um código de 6 dígitos ao e-mail confirmado de uma conta sem senha',
  description:
    'O código vale 10 minutos, uma vez, com 5 tentativas. Limite: 5 códigos por conta e 20 por endereço a cada hora (429 com Retry-After). Conta com senha: PASSWORD_ALREADY_SET (use a senha); sem e-mail confirmado: REAUTH_UNAVAILABLE.',
  responses: {
    202: jsonContent(toWireSchema(reauthChallengeSchema), 'Código enviado; o desafio volta com ele'),
    ...errorResponses(409, 429),
  },
});

export const startInstagramReauth = authedRoute({
  method: 'post',
  path: '/v3/account/reauth/instagram',
  tags,
  summary: 'Abre o consentimento do Instagram para confirmar que é a pessoa de uma conta criada pelo Instagram',
  description:
    'Para contas sem senha e sem e-mail confirmado, ligadas a um Instagram. Responde o endereço do consentimento, com um estado de uso único, de 10 minutos, desta conta e desta sessão; o Instagram volta a /account/confirm-instagram, que envia `instagram_code` e `instagram_state` a POST /v3/account/reauth. ' +
    'Limite: 5 por conta e 20 por endereço a cada hora (429 com Retry-After). Conta com senha: PASSWORD_ALREADY_SET; com e-mail confirmado ou sem Instagram: REAUTH_UNAVAILABLE.',
  responses: {
    200: jsonContent(toWireSchema(authorizeUrlSchema), 'O endereço do consentimento do Instagram'),
    404: errorContent('O Instagram não está disponível neste servidor (CONNECT_NOT_CONFIGURED)'),
    ...errorResponses(409, 429),
  },
});

export type StartInstagramReauthRoute = typeof startInstagramReauth;
export type ReauthenticateRoute = typeof reauthenticate;
export type RequestReauthCodeRoute = typeof requestReauthCode;
