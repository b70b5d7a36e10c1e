import { proposalKeys } from '@ma/api-client/query';
import { applyToProposalMutationOptions } from '@ma/api-client/query/mutations';
import { APPLY_ERROR_TITLE, APPLY_SUCCESS_MESSAGE, APPLY_SUCCESS_TITLE } from '@ma/domain';
import { toast } from '@ma/ui/toasts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/use-api.ts';
import { applyErrorMessage } from './apply-error-message.ts';

/**
 * Sends an application (docs/product/proposals.md). On success the modal closes, a success
 * toast shows and every proposals query refreshes; the mutation stays pending until the
 * refresh lands, so the button cannot be clicked again before it reads as applied.
 */
export function useApplyMutation(proposalId: string, onApplied: () => void) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    ...applyToProposalMutationOptions(api, proposalId),
    // 'Erro desconhecido' is this toast's own fallback, not the app-wide one.
    meta: { errorToast: false },
    onSuccess: () => {
      onApplied();
      toast.success({ title: APPLY_SUCCESS_TITLE, message: APPLY_SUCCESS_MESSAGE });
      return queryClient.invalidateQueries({ queryKey: proposalKeys.all });
    },
    onError: (error) => {
      toast.error({ title: APPLY_ERROR_TITLE, message: applyErrorMessage(error) });
    },
  });
}
