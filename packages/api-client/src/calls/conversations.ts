import type { ApiClient } from '../client/create-client.ts';
import { conversationSummaryListSchema } from '../schemas/conversations.ts';
import { conversationThreadCalls } from './conversation-thread.ts';

// The creator's side of her applications' conversations (docs/product/conversations.md).

/** Her conversations that have messages, with what she has not read. */
export const listConversations = (api: ApiClient) => api.request('get', '/v3/proposal/conversations', { schema: conversationSummaryListSchema });

const thread = conversationThreadCalls((applicationId) => `/v3/proposal/applications/${encodeURIComponent(applicationId)}/conversation`);

/** The conversation of one of her applications. */
export const getConversation = thread.get;
export const sendMessage = thread.send;
export const readConversation = thread.read;
export const reportConversation = thread.report;
