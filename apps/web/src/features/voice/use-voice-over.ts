import { creditKeys } from '@ma/api-client/query';
import { createVoiceOverMutationOptions, voiceKeys } from '@ma/api-client/query/voice';
import type { VoiceOverRequest } from '@ma/api-client/schemas';
import { airaMessages } from '@ma/domain';
import { toast } from '@ma/ui/toasts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../lib/use-api.ts';
import { useIdempotencyKey } from '../../lib/use-idempotency-key.ts';

/**
 * 'Gerar narração' (docs/product/voice-cloning.md "Voice-overs"): one Idempotency-Key per
 * request, kept until its outcome is known, so that the same text sent again after a dropped
 * connection or a 5xx (the server may have charged it) is charged once. After any answer the
 * balance and the list are read again: a charge, or a charge and its refund, moved the balance.
 */
export function useVoiceOver(onMade: (id: string) => void) {
  const api = useApi();
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  const mutation = useMutation({
    ...createVoiceOverMutationOptions(api),
    meta: { errorToast: false },
    onSuccess: (created) => {
      idempotency.settle();
      toast.success(airaMessages.voiceOverReady);
      onMade(created.voiceOver.id);
    },
    onError: (error) => idempotency.settleAfter(error),
    // Not awaited: the answer ends the request; the balance and the list follow when they arrive.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: creditKeys.all });
      void queryClient.invalidateQueries({ queryKey: voiceKeys.voiceOvers() });
    },
  });

  const send = (payload: VoiceOverRequest) => mutation.mutate({ payload, idempotencyKey: idempotency.keyFor(payload) });

  return { send, pending: mutation.isPending, error: mutation.error, reset: mutation.reset };
}
