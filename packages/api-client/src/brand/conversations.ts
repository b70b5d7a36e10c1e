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

// The brand's side of its applicants' conversations (docs/product/conversations.md).

const conversationPath = (applicationId: string) => `/v3/brand/applications/${encodeURIComponent(applicationId)}/conversation`;

/** The conversations of one published proposal that have messages, with what the brand has not read. */
export const listBrandConversations = (api: ApiClient, id: string) =>
  api.request('get', `/v3/brand/proposals/${encodeURIComponent(id)}/conversations`, { schema: conversationSummaryListSchema });

/** A page of the conversation with one applicant: the latest messages, or those before `page.cursor`. */
export const getBrandConversation = (api: ApiClient, applicationId: string, page: ConversationPageRequest = {}) =>
  api.request('get', conversationPath(applicationId), { ...conversationPageOptions(page), schema: conversationSchema });

export const sendBrandMessage = (api: ApiClient, applicationId: string, payload: MessagePayload) =>
  api.request('post', `${conversationPath(applicationId)}/messages`, { json: payload, schema: messageSchema });

export const readBrandConversation = (api: ApiClient, applicationId: string) => api.request('post', `${conversationPath(applicationId)}/read`);

export const reportBrandConversation = (api: ApiClient, applicationId: string, payload: ConversationReportPayload) =>
  api.request('post', `${conversationPath(applicationId)}/reports`, { json: payload });
