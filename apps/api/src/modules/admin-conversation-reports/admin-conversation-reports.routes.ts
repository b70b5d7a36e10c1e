import { z } from '@hono/zod-openapi';
import { adminConversationReportDetailSchema, adminConversationReportPageSchema } from '@ma/api-client/admin';
import { toWireSchema } from '@ma/api-client/schemas';
import { errorContent, errorResponses, idPathParams, jsonContent } from '../../lib/openapi.ts';
import { adminRoute } from '../operators/operator-auth.ts';

// The back office's Denúncias (docs/product/conversations.md "Reports"): the reports of
// conversations, for the operators who look after people (admin and support; not finance).

const tags = ['Backoffice'];
const roles = ['admin', 'support'] as const;

export const listReports = adminRoute(roles, {
  method: 'get',
  path: '/v3/admin/conversation-reports',
  tags,
  summary: 'As denúncias de conversas, a mais recente primeiro',
  description: '25 por página, a próxima pelo `next_cursor`.',
  request: { query: z.object({ cursor: z.string().max(200).optional().openapi({ description: 'O `next_cursor` da página anterior' }) }) },
  responses: { 200: jsonContent(toWireSchema(adminConversationReportPageSchema), 'Uma página'), ...errorResponses(422) },
});

export const readReport = adminRoute(roles, {
  method: 'get',
  path: '/v3/admin/conversation-reports/{id}',
  tags,
  summary: 'Uma denúncia e a conversa denunciada (as últimas 200 mensagens)',
  request: { params: idPathParams('CONVERSATION_REPORT_NOT_FOUND') },
  responses: {
    200: jsonContent(toWireSchema(adminConversationReportDetailSchema), 'A denúncia e a conversa'),
    404: errorContent('Denúncia desconhecida (CONVERSATION_REPORT_NOT_FOUND)'),
  },
});
