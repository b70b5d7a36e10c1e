import { useMemo, useRef } from 'react';
import type { ThreadMessage } from './conversation-thread.tsx';

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
