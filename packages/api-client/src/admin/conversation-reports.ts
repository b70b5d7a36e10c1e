import { z } from 'zod';
import type { ApiClient } from '../client/create-client.ts';
import { conversationSideSchema, messageSchema } from '../schemas/conversations.ts';
import { cursorPageOf } from '../schemas/common.ts';
import { applicationRefSchema } from '../schemas/proposal.ts';

// The reports of conversations to the operators (docs/product/conversations.md "Reports"): the
// back office's Denúncias, for admin and support.

/** One report: who reported, why, and which conversation. */
export const adminConversationReportSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  reason: z.string(),
  /** Who reported: the creator or the brand's team. */
  side: conversationSideSchema,
  reporterName: z.string(),
  ...applicationRefSchema.shape,
});
export type AdminConversationReport = z.infer<typeof adminConversationReportSchema>;

/** GET /v3/admin/conversation-reports: newest first, 25 a page. */
export const adminConversationReportPageSchema = cursorPageOf(adminConversationReportSchema);
export type AdminConversationReportPage = z.infer<typeof adminConversationReportPageSchema>;

/** GET /v3/admin/conversation-reports/{id}: the report and the conversation's latest messages, oldest first. */
export const adminConversationReportDetailSchema = adminConversationReportSchema.extend({ messages: z.array(messageSchema) });
export type AdminConversationReportDetail = z.infer<typeof adminConversationReportDetailSchema>;

export function listConversationReports(api: ApiClient, cursor?: string) {
  return api.request('get', '/v3/admin/conversation-reports', {
    searchParams: cursor ? { cursor } : {},
    schema: adminConversationReportPageSchema,
  });
}

export const getConversationReport = (api: ApiClient, id: string) =>
  api.request('get', `/v3/admin/conversation-reports/${encodeURIComponent(id)}`, { schema: adminConversationReportDetailSchema });
