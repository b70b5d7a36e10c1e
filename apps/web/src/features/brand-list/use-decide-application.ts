import { isApiError } from '@ma/api-client';
import { brandListKeys, decideApplicationMutationOptions } from '@ma/api-client/query/brand-list';
import type { Applicant, ProfileList } from '@ma/api-client/schemas';
import { airaMessages } from '@ma/domain';
import { toast } from '@ma/ui/toasts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../lib/use-api.ts';

/**
 * The brand's answer to one application. Not optimistic: the card shows the decision once the
 * server kept it, so what the page says is what the creator will see. The answer replaces the
 * applicant in the list where it stands (the ranking does not depend on the status). A link
 * revoked or expired meanwhile drops the list: the page reloads it and shows the not-found page.
 */
export function useDecideApplication(token: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  const key = brandListKeys.list(token);
  return useMutation({
    ...decideApplicationMutationOptions(api, token),
    // The card shows the failure beside its buttons.
    meta: { errorToast: false },
    onSuccess: (applicant: Applicant) => {
      queryClient.setQueryData<ProfileList>(
        key,
        (list) => list && { ...list, applicants: list.applicants.map((item) => (item.applicationId === applicant.applicationId ? applicant : item)) },
      );
      toast.success(applicant.status === 'accepted' ? airaMessages.applicationAccepted : airaMessages.applicationRejected);
    },
    onError: (error) => {
      if (isApiError(error) && error.code === 'PROPOSAL_LINK_NOT_FOUND') void queryClient.resetQueries({ queryKey: key });
    },
  });
}
