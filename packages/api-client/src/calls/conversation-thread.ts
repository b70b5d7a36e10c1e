import type { ApiClient } from '../client/create-client.ts';
import {
  conversationSchema,
  conversationPageOptions,
  messageSchema,
  type ConversationPageRequest,
  type ConversationReportPayload,
  type MessagePayload,
} from '../schemas/conversations.ts';

/**
 * The calls on one conversation, the same for the creator and the brand: only the address of the
 * conversation differs, `pathOf(applicationId)` (docs/product/conversations.md).
 */
export const conversationThreadCalls = (pathOf: (applicationId: string) => string) => ({
  /** A page of the conversation: the latest messages, or those before `page.cursor`. */
  get: (api: ApiClient, applicationId: string, page: ConversationPageRequest = {}) =>
    api.request('get', pathOf(applicationId), { ...conversationPageOptions(page), schema: conversationSchema }),

  /** Sends a message; answers it as written. */
  send: (api: ApiClient, applicationId: string, payload: MessagePayload) =>
    api.request('post', `${pathOf(applicationId)}/messages`, { json: payload, schema: messageSchema }),

  /** Marks the conversation read up to now. */
  read: (api: ApiClient, applicationId: string) => api.request('post', `${pathOf(applicationId)}/read`),

  /** Reports the conversation to the operators. */
  report: (api: ApiClient, applicationId: string, payload: ConversationReportPayload) =>
    api.request('post', `${pathOf(applicationId)}/reports`, { json: payload }),
});
