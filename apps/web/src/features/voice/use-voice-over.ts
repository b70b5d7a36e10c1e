import { isApiError } from '@ma/api-client';
import { creditKeys } from '@ma/api-client/query';
import { createVoiceOverMutationOptions, voiceKeys } from '@ma/api-client/query/voice';
import type { VoiceOverRequest } from '@ma/api-client/schemas';
import { airaMessages } from '@ma/domain';
import { toast } from '@ma/ui/toasts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';
import { useApi } from '../../lib/use-api.ts';

/**
 * 'Gerar narração' (docs/product/voice-cloning.md "Voice-overs"): one Idempotency-Key per
 * request, kept while a request that got no answer (the connection dropped: the server may have
 * charged it) is sent again with the same text, so that it is charged once. After any answer the
 * balance and the list are read again: a charge, or a charge and its refund, moved the balance.
 */
export function useVoiceOver(onMade: (id: string) => void) {
  const api = useApi();
  const queryClient = useQueryClient();
  const unsettled = useRef<{ key: string; body: string } | null>(null);
  const mutation = useMutation({
    ...createVoiceOverMutationOptions(api),
    meta: { errorToast: false },
    onSuccess: (created) => {
      toast.success(airaMessages.voiceOverReady);
      onMade(created.voiceOver.id);
    },
    onSettled: async (_data, error) => {
      if (!error || (isApiError(error) && error.status !== 0)) unsettled.current = null;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: creditKeys.all }),
        queryClient.invalidateQueries({ queryKey: voiceKeys.voiceOvers() }),
      ]);
    },
  });

  const send = (payload: VoiceOverRequest) => {
    const body = JSON.stringify(payload);
    if (unsettled.current?.body !== body) unsettled.current = { key: newIdempotencyKey(), body };
    mutation.mutate({ payload, idempotencyKey: unsettled.current.key });
  };

  return { send, pending: mutation.isPending, error: mutation.error, reset: mutation.reset };
}
