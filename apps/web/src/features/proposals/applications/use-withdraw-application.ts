import { isApiError } from '@ma/api-client';
import { proposalKeys } from '@ma/api-client/query';
import { withdrawApplicationMutationOptions } from '@ma/api-client/query/mutations';
import { toast } from '@ma/ui/toasts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/use-api.ts';

export const WITHDRAWN_TITLE = 'Candidatura retirada.';
export const WITHDRAWN_MESSAGE = 'A marca não vê mais sua proposta. Você pode se candidatar de novo enquanto a publi estiver aberta.';

/**
 * Withdraws a pending application (docs/product/proposals.md "Minhas candidaturas"). Success
 * closes the dialog and refreshes every proposals query (the list, the card's 'Aplicado' and its
 * count); the mutation stays pending until they land. A refusal shows the app's error toast; a
 * 409 means the brand answered meanwhile, so the dialog reads the application again.
 */
export function useWithdrawApplication(applicationId: string, onWithdrawn: () => void) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    ...withdrawApplicationMutationOptions(api, applicationId),
    onSuccess: async () => {
      toast.success({ title: WITHDRAWN_TITLE, message: WITHDRAWN_MESSAGE });
      onWithdrawn();
      // Gone on the server: read again, it would only answer 404.
      queryClient.removeQueries({ queryKey: proposalKeys.application(applicationId) });
      await queryClient.invalidateQueries({ queryKey: proposalKeys.all });
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 409) void queryClient.invalidateQueries({ queryKey: proposalKeys.all });
    },
  });
}
