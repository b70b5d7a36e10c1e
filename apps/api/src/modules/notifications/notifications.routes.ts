import {
  notificationPageSchema,
  notificationPreferencesSchema,
  notificationPreferencesUpdateSchema,
  notificationsQuerySchema,
  notificationsReadRequestSchema,
  notificationsReadSchema,
  toWireSchema,
} from '@ma/api-client/schemas';
import { authedRoute, bodyErrors, errorResponses, jsonBody, jsonContent } from '../../lib/openapi.ts';

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

export type ListRoute = typeof list;
export type MarkReadRoute = typeof markRead;
export type PreferencesRoute = typeof preferences;
export type UpdatePreferencesRoute = typeof updatePreferences;
