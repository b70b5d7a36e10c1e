import { conversationThreadCalls } from '../calls/conversation-thread.ts';
import type { ApiClient } from '../client/create-client.ts';
import { conversationSummaryListSchema } from '../schemas/conversations.ts';

// The brand's side of its applicants' conversations (docs/product/conversations.md).

/** The conversations of one published proposal that have messages, with what the brand has not read. */
export const listBrandConversations = (api: ApiClient, id: string) =>
  api.request('get', `/v3/brand/proposals/${encodeURIComponent(id)}/conversations`, { schema: conversationSummaryListSchema });

const thread = conversationThreadCalls((applicationId) => `/v3/brand/applications/${encodeURIComponent(applicationId)}/conversation`);

/** The conversation with one applicant. */
export const getBrandConversation = thread.get;
export const sendBrandMessage = thread.send;
export const readBrandConversation = thread.read;
export const reportBrandConversation = thread.report;
