import { creditKeys } from '@ma/api-client/query';
import { airaKeys } from '@ma/api-client/query/aira';
import { generateIdeasMutationOptions } from '@ma/api-client/query/aira-mutations';
import type { Idea, IdeaGeneration, IdeasRequest, IdeaStreamEvent } from '@ma/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useApi } from '../../../lib/use-api.ts';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key.ts';

/** One request for ideas as the page shows it, from the click to its end. */
export type IdeasRun =
  | { status: 'generating'; count: number; generation: IdeaGeneration | null; ideas: Idea[] }
  | { status: 'completed'; count: number; generation: IdeaGeneration; ideas: Idea[] }
  /** Written, failed and refunded by the server. */
  | { status: 'failed'; count: number; generation: IdeaGeneration; detail: string }
  /**
   * Refused before anything was charged (402, 404, 409, 422), or not answered to the end: the
   * connection dropped or the server failed (`retryable`: sent again with the same key).
   */
  | { status: 'error'; count: number; error: unknown; retryable: boolean };

/** Ideas in their order, each position once: a replay after a retry sends them again. */
const withIdea = (ideas: Idea[], idea: Idea) =>
  [...ideas.filter((item) => item.position !== idea.position), idea].sort((a, b) => a.position - b.position);

/**
 * Asks for ideas and follows the stream (docs/product/aira.md): the ideas appear as they are
 * written, the sidebar's balance follows each event, and the history and credit movements
 * refresh at the end. One request at a time; a dropped connection is retried with the same
 * key, so the server replays it rather than charging again.
 */
export function useGenerateIdeas() {
  const api = useApi();
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  const [run, setRun] = useState<IdeasRun | null>(null);
  // Set before the first render after a click: a second click in the same instant sends nothing.
  const busy = useRef(false);
  const lastPayload = useRef<IdeasRequest | null>(null);
  const mutation = useMutation({ ...generateIdeasMutationOptions(api), meta: { errorToast: false } });

  const setBalance = (balance: number) => queryClient.setQueryData(creditKeys.balance(), { balance });

  const onEvent = (count: number) => (event: IdeaStreamEvent) => {
    switch (event.type) {
      case 'started':
        setBalance(event.balance);
        setRun({ status: 'generating', count, generation: event.generation, ideas: [] });
        break;
      case 'idea':
        setRun((current) => (current?.status === 'generating' ? { ...current, ideas: withIdea(current.ideas, event.idea) } : current));
        break;
      case 'completed':
        setBalance(event.balance);
        setRun({ status: 'completed', count, generation: event.generation, ideas: event.generation.ideas });
        break;
      case 'failed':
        setBalance(event.balance);
        setRun({ status: 'failed', count, generation: event.generation, detail: event.detail });
        break;
    }
  };

  const send = async (payload: IdeasRequest) => {
    if (busy.current) return;
    busy.current = true;
    lastPayload.current = payload;
    const idempotencyKey = idempotency.keyFor(payload);
    setRun({ status: 'generating', count: payload.count, generation: null, ideas: [] });
    let ended = false;
    const handle = onEvent(payload.count);
    try {
      await mutation.mutateAsync({
        payload,
        idempotencyKey,
        onEvent: (event) => {
          if (event.type === 'completed' || event.type === 'failed') ended = true;
          handle(event);
        },
      });
      if (ended) idempotency.settle();
      // An answer that stopped before its last line: as a dropped connection.
      else setRun({ status: 'error', count: payload.count, error: null, retryable: true });
    } catch (error) {
      const retryable = !idempotency.settleAfter(error);
      setRun({ status: 'error', count: payload.count, error, retryable });
    } finally {
      busy.current = false;
      void queryClient.invalidateQueries({ queryKey: creditKeys.all });
      void queryClient.invalidateQueries({ queryKey: airaKeys.generations() });
    }
  };

  return {
    run,
    isGenerating: run?.status === 'generating',
    generate: (payload: IdeasRequest) => void send(payload),
    /** The same request again, after the connection dropped: same body, same key. */
    retry: () => {
      if (lastPayload.current) void send(lastPayload.current);
    },
  };
}
