import { createRoute } from '@hono/zod-openapi';
import {
  accountDeletionPayloadSchema,
  accountExportSchema,
  accountNamePayloadSchema,
  authResponseSchema,
  emailChangePayloadSchema,
  emailChangeRequestedSchema,
  emailConfirmedSchema,
  emailConfirmPayloadSchema,
  passwordChangePayloadSchema,
  toWireSchema,
} from '@ma/api-client/schemas';
import { authedRoute, bodyErrors, errorContent, errorResponses, jsonBody, jsonContent } from '../../lib/openapi.ts';

const tags = ['Conta'];

export const rename = authedRoute({
  method: 'patch',
  path: '/v3/account/me',
  tags,
  summary: 'Muda o nome da conta',
  request: { body: jsonBody(toWireSchema(accountNamePayloadSchema), 'O novo nome') },
  responses: { 204: { description: 'Nome salvo' }, ...errorResponses(...bodyErrors) },
});

export const requestEmailChange = authedRoute({
  method: 'post',
  path: '/v3/account/email',
  tags,
  summary: 'Pede a troca de e-mail: envia um link de confirmação ao novo endereço',
  description:
    'O e-mail só muda quando o link (válido por 24 horas, uso único) é aberto. Contas com senha informam a senha atual (ou mandam a prova de POST /v3/account/reauth no cabeçalho X-Reauth); contas sem senha mandam a prova (403 REAUTH_REQUIRED sem ela). Limite: 5 pedidos por conta e 5 para o mesmo novo endereço a cada hora (429 com Retry-After).',
  request: { body: jsonBody(toWireSchema(emailChangePayloadSchema), 'O novo e-mail e a senha atual') },
  responses: {
    202: jsonContent(toWireSchema(emailChangeRequestedSchema), 'Link enviado'),
    403: errorContent('Conta sem senha e sem prova de reautenticação (REAUTH_REQUIRED)'),
    ...errorResponses(...bodyErrors, 409, 429),
  },
});

export const confirmEmailChange = createRoute({
  method: 'post',
  path: '/v3/account/email/confirm',
  tags,
  summary: 'Confirma a troca de e-mail com o token do link',
  description: 'Não pede sessão: o link pode ser aberto em outro aparelho.',
  request: { body: jsonBody(toWireSchema(emailConfirmPayloadSchema), 'O token do link') },
  responses: {
    200: jsonContent(toWireSchema(emailConfirmedSchema), 'E-mail trocado'),
    ...errorResponses(...bodyErrors, 409),
  },
});

export const verifyEmail = authedRoute({
  method: 'post',
  path: '/v3/account/email/verify',
  tags,
  summary: 'Confirma o e-mail da conta com o token do link enviado no cadastro',
  description:
    'Prova que o e-mail é de quem tem a conta (só então Entrar com Google se junta a ela). Pede a sessão da própria conta: quem só recebeu o e-mail de uma conta que não criou não a confirma por ela. Token inválido, usado, expirado, de outra conta ou de um endereço que a conta não usa mais: 400 TOKEN_INVALID.',
  request: { body: jsonBody(toWireSchema(emailConfirmPayloadSchema), 'O token do link') },
  responses: {
    200: jsonContent(toWireSchema(emailConfirmedSchema), 'E-mail confirmado'),
    ...errorResponses(...bodyErrors),
  },
});

export const changePassword = authedRoute({
  method: 'post',
  path: '/v3/account/password',
  tags,
  summary: 'Troca a senha: pede a atual e encerra as outras sessões',
  description: 'Responde um novo token; todos os tokens emitidos antes deixam de valer.',
  request: { body: jsonBody(toWireSchema(passwordChangePayloadSchema), 'A senha atual e a nova') },
  responses: {
    200: jsonContent(toWireSchema(authResponseSchema), 'Senha trocada; o novo token'),
    ...errorResponses(...bodyErrors, 409, 429),
  },
});

export const exportData = authedRoute({
  method: 'get',
  path: '/v3/account/export',
  tags,
  summary: 'Baixa todos os dados da conta em um arquivo JSON',
  description:
    'Cada tabela com linhas da conta, coluna por coluna, sem segredos (hash de senha, tokens). Traz o CPF e a chave PIX inteiros: pede a prova de POST /v3/account/reauth no cabeçalho X-Reauth (403 REAUTH_REQUIRED sem ela).',
  responses: {
    200: jsonContent(toWireSchema(accountExportSchema), 'O arquivo (attachment)'),
    403: errorContent('Sem prova de reautenticação (REAUTH_REQUIRED)'),
  },
});

export const deleteAccount = authedRoute({
  method: 'post',
  path: '/v3/account/delete',
  tags,
  summary: 'Exclui a conta',
  description:
    'Pede a senha (quando a conta tem uma) ou a prova de POST /v3/account/reauth no cabeçalho X-Reauth (contas sem senha: 403 REAUTH_REQUIRED sem ela), e a confirmação digitada. Remove os dados pessoais e os arquivos, revoga as conexões e as sessões; o extrato de créditos e as comissões pagas ficam, sem dados pessoais.',
  request: { body: jsonBody(toWireSchema(accountDeletionPayloadSchema), 'A senha e a confirmação') },
  responses: {
    204: { description: 'Conta excluída' },
    403: errorContent('Conta sem senha e sem prova de reautenticação (REAUTH_REQUIRED)'),
    ...errorResponses(...bodyErrors, 429),
  },
});

export type RenameRoute = typeof rename;
export type RequestEmailChangeRoute = typeof requestEmailChange;
export type ConfirmEmailChangeRoute = typeof confirmEmailChange;
export type VerifyEmailRoute = typeof verifyEmail;
export type ChangePasswordRoute = typeof changePassword;
export type ExportDataRoute = typeof exportData;
export type DeleteAccountRoute = typeof deleteAccount;
