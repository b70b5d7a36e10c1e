import type { ApiClient } from '../client/create-client.ts';
import { CONVERSATION_PAGE_SIZE, type Conversation, type MessagePayload } from '../schemas/conversations.ts';
import { conversationCalls, queryOf } from './calls.ts';
import { proposalKeys } from './index.ts';

// The creator's conversations with the brands (docs/product/conversations.md): a subpath of its
// own ('@ma/api-client/query/conversations'), loaded by the pages that show them.

/** Under `proposalKeys.all`: what refreshes her applications refreshes their conversations. */
export const conversationKeys = {
  all: [...proposalKeys.all, 'conversation'] as const,
  list: () => [...conversationKeys.all, 'list'] as const,
  one: (applicationId: string) => [...conversationKeys.all, 'one', applicationId] as const,
};

/** New messages show within 15 s while the page is open. */
const LIVE = { refetchInterval: 15_000 };

export const conversationListQueryOptions = queryOf(conversationCalls, conversationKeys.list, (calls) => calls.listConversations, LIVE);

/**
 * The conversation a page at a time, the latest first ('Carregar mensagens anteriores' asks for
 * the next, older, page). The 15 s refresh reads the same number of pages again from the newest.
 */
export const conversationPagesQueryOptions = (api: ApiClient, applicationId: string) => ({
  queryKey: conversationKeys.one(applicationId),
  queryFn: async ({ pageParam }: { pageParam: string | null }) =>
    (await conversationCalls()).getConversation(api, applicationId, { cursor: pageParam ?? undefined, limit: CONVERSATION_PAGE_SIZE }),
  initialPageParam: null as string | null,
  getNextPageParam: (page: Conversation) => page.olderCursor,
  ...LIVE,
});

export const sendMessageMutationOptions = (api: ApiClient, applicationId: string) => ({
  mutationFn: async (payload: MessagePayload) => (await conversationCalls()).sendMessage(api, applicationId, payload),
});

export const readConversationMutationOptions = (api: ApiClient, applicationId: string) => ({
  mutationFn: async () => (await conversationCalls()).readConversation(api, applicationId),
});

export const reportConversationMutationOptions = (api: ApiClient, applicationId: string) => ({
  mutationFn: async (reason: string) => (await conversationCalls()).reportConversation(api, applicationId, { reason }),
});
