import { useMemo, useRef } from 'react';
import type { OlderMessages, ThreadMessage } from './conversation-thread.tsx';

/** Oldest first, as the API orders them: by the instant, then the id. */
const byTime = (a: ThreadMessage, b: ThreadMessage) =>
  a.createdAt === b.createdAt ? (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) : a.createdAt < b.createdAt ? -1 : 1;

/**
 * The messages of `fresh` (the pages read last, oldest first) and every message shown before for
 * the same `conversation`, oldest first. A refresh reads the same number of pages from the
 * newest, so the new messages push the oldest loaded ones out of its last page; they stay on the
 * screen. Messages are never edited nor deleted, so what was shown stays true.
 */
export function useKeptMessages<M extends ThreadMessage>(conversation: string, fresh: readonly M[] | undefined): M[] {
  const kept = useRef<{ conversation: string; byId: Map<string, M> }>({ conversation, byId: new Map() });
  return useMemo(() => {
    if (kept.current.conversation !== conversation) kept.current = { conversation, byId: new Map() };
    // Adding the same messages twice changes nothing: safe for a render React repeats.
    for (const message of fresh ?? []) kept.current.byId.set(message.id, message);
    return [...kept.current.byId.values()].sort(byTime);
  }, [conversation, fresh]);
}

/** What a thread reads of react-query's infinite query over a conversation's pages, newest first. */
export interface ThreadPagesQuery<P extends { messages: readonly ThreadMessage[] }> {
  data?: { pages: P[] } | undefined;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

/**
 * A conversation's pages as its thread shows them, on either side: the latest page (what the
 * conversation is: the other side's name, the unread count, 'Visto'), every message read so far,
 * oldest first (`useKeptMessages`), and 'Carregar mensagens anteriores' while older pages remain.
 */
export function useThreadPages<P extends { messages: readonly ThreadMessage[] }>(conversation: string, query: ThreadPagesQuery<P>) {
  const latest = query.data?.pages[0];
  const messages = useKeptMessages(
    conversation,
    query.data?.pages.toReversed().flatMap((page): P['messages'][number][] => [...page.messages]),
  );
  const older: OlderMessages | undefined = query.hasNextPage
    ? { onLoad: () => void query.fetchNextPage(), loading: query.isFetchingNextPage, failed: query.isFetchNextPageError }
    : undefined;
  return { latest, messages, older };
}
