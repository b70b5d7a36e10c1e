import { isApiError } from '@ma/api-client';
import { creditKeys } from '@ma/api-client/query';
import { airaKeys } from '@ma/api-client/query/aira';
import { createUgcScriptMutationOptions } from '@ma/api-client/query/aira-mutations';
import type { UgcScriptRequest } from '@ma/api-client/schemas';
import { airaMessages } from '@ma/domain';
import { toast } from '@ma/ui/toasts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';
import { useApi } from '../../../lib/use-api.ts';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key.ts';

/**
 * Writes a UGC script (1 credit) and opens it. A request whose outcome is unknown (no answer, a
 * 5xx) keeps its Idempotency-Key, so sending the same form again is charged once; a known
 * outcome (the script, a refusal, or a failure the server refunded) lets the next request have
 * a new one.
 */
export function useCreateUgcScript({ onFieldErrors }: { onFieldErrors: (fields: Record<string, string>) => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const idempotency = useIdempotencyKey();
  // Set at the click, before any render: a double click sends one request.
  const busy = useRef(false);
  const mutation = useMutation({
    ...createUgcScriptMutationOptions(api),
    // The form shows its own errors, with a link to /credits when the balance is short.
    meta: { errorToast: false },
    onSuccess: async ({ script, balance }) => {
      idempotency.settle();
      queryClient.setQueryData(airaKeys.script(script.id), script);
      queryClient.setQueryData(creditKeys.balance(), { balance });
      void queryClient.invalidateQueries({ queryKey: creditKeys.all });
      void queryClient.invalidateQueries({ queryKey: airaKeys.scripts() });
      toast.success(airaMessages.scriptCreated);
      await navigate({ to: '/aira/ugc-script/$id', params: { id: script.id } });
    },
    onError: (error) => {
      idempotency.settleAfter(error);
      // A refunded failure: the balance is back where it was.
      void queryClient.invalidateQueries({ queryKey: creditKeys.all });
      if (isApiError(error) && error.status === 422) onFieldErrors(error.fields);
    },
  });
  return {
    create: (payload: UgcScriptRequest) => {
      if (busy.current) return;
      busy.current = true;
      mutation.mutate(
        { payload, idempotencyKey: idempotency.keyFor(payload) },
        {
          onSettled: () => {
            busy.current = false;
          },
        },
      );
    },
    isPending: mutation.isPending,
    /** What went wrong, shown above the button; field errors (422) go to their inputs instead. */
    error: mutation.error && !(isApiError(mutation.error) && mutation.error.status === 422) ? mutation.error : null,
  };
}
