import type { ApiClient } from '../client/create-client.ts';
import {
  conversationSchema,
  conversationPageOptions,
  conversationSummaryListSchema,
  messageSchema,
  type ConversationPageRequest,
  type ConversationReportPayload,
  type MessagePayload,
} from '../schemas/conversations.ts';

// The creator's side of her applications' conversations (docs/product/conversations.md).

const conversationPath = (applicationId: string) => `/v3/proposal/applications/${encodeURIComponent(applicationId)}/conversation`;

/** Her conversations that have messages, with what she has not read. */
export const listConversations = (api: ApiClient) => api.request('get', '/v3/proposal/conversations', { schema: conversationSummaryListSchema });

/** A page of the conversation of one of her applications: the latest messages, or those before `page.cursor`. */
export const getConversation = (api: ApiClient, applicationId: string, page: ConversationPageRequest = {}) =>
  api.request('get', conversationPath(applicationId), { ...conversationPageOptions(page), schema: conversationSchema });

/** Sends a message; answers it as written. */
export const sendMessage = (api: ApiClient, applicationId: string, payload: MessagePayload) =>
  api.request('post', `${conversationPath(applicationId)}/messages`, { json: payload, schema: messageSchema });

/** Marks the conversation read up to now. */
export const readConversation = (api: ApiClient, applicationId: string) => api.request('post', `${conversationPath(applicationId)}/read`);

/** Reports the conversation to the operators. */
export const reportConversation = (api: ApiClient, applicationId: string, payload: ConversationReportPayload) =>
  api.request('post', `${conversationPath(applicationId)}/reports`, { json: payload });
