import { createRoute, z } from '@hono/zod-openapi';
import {
  notificationPageSchema,
  notificationPreferencesSchema,
  notificationPreferencesUpdateSchema,
  notificationsQuerySchema,
  notificationsReadRequestSchema,
  notificationsReadSchema,
  notificationUnsubscribeSchema,
  pushSubscriptionRemovalSchema,
  pushSubscriptionSchema,
  toWireSchema,
  vapidKeySchema,
} from '@ma/api-client/schemas';
import { authedRoute, bodyErrors, errorBodyWireSchema, errorResponses, jsonBody, jsonContent } from '../../lib/openapi.ts';

const tags = ['Notificações'];

export const list = authedRoute({
  method: 'get',
  path: '/v3/notifications',
  tags,
  summary: 'As notificações da conta conectada, das mais novas às mais antigas, 20 por página',
  description:
    'Cada uma traz o título e o texto em pt-BR e o caminho da página do app que ela abre. `unread` conta as não lidas de todas as páginas; `cursor` pede a próxima página (null na última).',
  request: { query: notificationsQuerySchema },
  responses: {
    200: jsonContent(toWireSchema(notificationPageSchema), 'Uma página de notificações e o total de não lidas'),
    ...errorResponses(422),
  },
});

export const markRead = authedRoute({
  method: 'post',
  path: '/v3/notifications/read',
  tags,
  summary: 'Marca como lidas as notificações indicadas (`ids`) ou todas (`all: true`)',
  description: 'Só as da própria conta: ids de outra conta são ignorados.',
  request: { body: jsonBody(toWireSchema(notificationsReadRequestSchema), '`{"ids": [...]}` ou `{"all": true}`') },
  responses: {
    200: jsonContent(toWireSchema(notificationsReadSchema), 'Quantas foram marcadas agora e quantas continuam não lidas'),
    ...errorResponses(...bodyErrors),
  },
});

export const preferences = authedRoute({
  method: 'get',
  path: '/v3/notifications/preferences',
  tags,
  summary: 'Os canais escolhidos para cada tipo de notificação (no app, e-mail, celular)',
  description: 'Todos os tipos, com os valores padrão (tudo ligado) onde a criadora nunca escolheu.',
  responses: {
    200: jsonContent(toWireSchema(notificationPreferencesSchema), 'Cada tipo e seus canais'),
  },
});

export const updatePreferences = authedRoute({
  method: 'put',
  path: '/v3/notifications/preferences',
  tags,
  summary: 'Muda os canais dos tipos informados; os outros ficam como estão',
  request: { body: jsonBody(toWireSchema(notificationPreferencesUpdateSchema), 'Os tipos e seus canais') },
  responses: {
    200: jsonContent(toWireSchema(notificationPreferencesSchema), 'Todos os tipos, já com a mudança'),
    ...errorResponses(...bodyErrors),
  },
});

// Any string: a malformed token is an unknown one (404), never a validation error.
const unsubscribeParams = z.object({
  token: z.string().openapi({ param: { name: 'token', in: 'path' }, example: 'q3Yw0n7Jf1cQm4L2Xo9BvKzR8dTgPaHs5uEiNyC6WjM' }),
});
/** The token in the path, and what both calls answer. */
const unsubscribeRequest = (answered: string) => ({
  request: { params: unsubscribeParams },
  responses: {
    200: jsonContent(toWireSchema(notificationUnsubscribeSchema), answered),
    404: jsonContent(errorBodyWireSchema, 'Token desconhecido, ou de uma conta que não existe mais (UNSUBSCRIBE_LINK_NOT_FOUND)'),
    ...errorResponses(429, 500),
  },
});

export const unsubscribeLink = createRoute({
  method: 'get',
  path: '/v3/notifications/unsubscribe/{token}',
  tags,
  summary: 'O tipo de aviso que o link de um e-mail de notificação desliga, e se o e-mail dele está ligado (sem login)',
  description: 'Não muda nada: a página que o link do rodapé abre pergunta antes. Tokens desconhecidos contam num limite por endereço (429).',
  ...unsubscribeRequest('O tipo e o estado do e-mail dele'),
});

export const unsubscribe = createRoute({
  method: 'post',
  path: '/v3/notifications/unsubscribe/{token}',
  tags,
  summary: 'Desliga o e-mail do tipo de aviso do link, em um clique (RFC 8058; sem login)',
  description:
    'O endereço de `List-Unsubscribe` de cada e-mail de notificação. Muda só o e-mail daquele tipo: os outros canais e tipos ficam como estão. O corpo (`List-Unsubscribe=One-Click`) é ignorado. Tokens desconhecidos contam num limite por endereço (429).',
  ...unsubscribeRequest('O tipo, com o e-mail desligado'),
});

const pushUnavailable = { 404: jsonContent(errorBodyWireSchema, 'Este servidor não envia notificações no celular (PUSH_UNAVAILABLE)') };

export const vapidKey = authedRoute({
  method: 'get',
  path: '/v3/notifications/vapid-key',
  tags,
  summary: 'A chave pública VAPID com que o navegador se inscreve para receber notificações no celular',
  description: 'O `applicationServerKey` de `pushManager.subscribe`, em base64url.',
  responses: {
    200: jsonContent(toWireSchema(vapidKeySchema), 'A chave'),
    ...pushUnavailable,
  },
});

export const addPushSubscription = authedRoute({
  method: 'post',
  path: '/v3/notifications/push-subscriptions',
  tags,
  summary: 'Passa a enviar as notificações a este navegador (Web Push)',
  description:
    'O corpo é o `PushSubscription.toJSON()` do navegador. Só serviços de push conhecidos (os dos navegadores) são aceitos. Um navegador tem uma inscrição: a última conta que se inscreveu nele fica com ela. No máximo 10 navegadores por conta: o mais antigo sai.',
  request: { body: jsonBody(toWireSchema(pushSubscriptionSchema), 'A inscrição do navegador') },
  responses: {
    204: { description: 'Inscrição guardada' },
    ...pushUnavailable,
    ...errorResponses(...bodyErrors),
  },
});

export const removePushSubscription = authedRoute({
  method: 'delete',
  path: '/v3/notifications/push-subscriptions',
  tags,
  summary: 'Para de enviar as notificações a este navegador',
  description: 'Só a inscrição da própria conta; sem erro quando não havia nenhuma.',
  request: { body: jsonBody(toWireSchema(pushSubscriptionRemovalSchema), 'O endereço da inscrição') },
  responses: {
    204: { description: 'Inscrição removida (também quando não havia)' },
    ...errorResponses(...bodyErrors),
  },
});

export type ListRoute = typeof list;
export type MarkReadRoute = typeof markRead;
export type PreferencesRoute = typeof preferences;
export type UpdatePreferencesRoute = typeof updatePreferences;
export type UnsubscribeRoute = typeof unsubscribe;
export type UnsubscribeLinkRoute = typeof unsubscribeLink;
export type VapidKeyRoute = typeof vapidKey;
export type AddPushSubscriptionRoute = typeof addPushSubscription;
export type RemovePushSubscriptionRoute = typeof removePushSubscription;
