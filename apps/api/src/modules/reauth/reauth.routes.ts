import { reauthChallengeSchema, reauthPayloadSchema, reauthProofSchema, toWireSchema } from '@ma/api-client/schemas';
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
    'ou `challenge` e `code` (o código de 6 dígitos enviado por POST /v3/account/reauth/code). A prova vale só para esta conta e nunca como sessão.',
  request: { body: jsonBody(toWireSchema(reauthPayloadSchema), 'A senha, a credencial do Google, ou o desafio e o código') },
  responses: {
    200: jsonContent(toWireSchema(reauthProofSchema), 'A prova e por quantos segundos vale'),
    403: errorContent('Credencial do Google que não é do e-mail da conta (REAUTH_GOOGLE_INVALID)'),
    404: errorContent('Entrar com Google não está disponível neste servidor (GOOGLE_UNAVAILABLE)'),
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

export type ReauthenticateRoute = typeof reauthenticate;
export type RequestReauthCodeRoute = typeof requestReauthCode;
