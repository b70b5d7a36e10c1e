import { appliedProposalsQueryOptions, proposalKeys } from '@ma/api-client/query';
import { markDecisionsSeenMutationOptions } from '@ma/api-client/query/brand-list';
import type { Application } from '@ma/api-client/schemas';
import { airaMessages } from '@ma/domain';
import { toast } from '@ma/ui/toasts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useApi } from '../../../lib/use-api.ts';

/** Long enough to read a brand's answer; the status stays in 'Minhas candidaturas' anyway. */
const DECISION_TOAST_MS = 8000;

/**
 * On /publis, a toast for each application a brand decided since the creator last looked
 * (docs/product/brand-applicants.md "The creator's side"), then the decisions are marked seen,
 * so that each shows once. A decision is named by its date: one the brand changed meanwhile
 * shows next time. If marking fails, the toasts simply show again on the next visit.
 */
export function useDecisionToasts() {
  const api = useApi();
  const queryClient = useQueryClient();
  const applied = useQuery(appliedProposalsQueryOptions(api));
  const markSeen = useMutation({ ...markDecisionsSeenMutationOptions(api), meta: { errorToast: false } });
  const shown = useRef(new Set<string>());
  const { mutate } = markSeen;

  useEffect(() => {
    const fresh = (applied.data?.items ?? []).filter(
      (item): item is Application & { decidedAt: string } =>
        item.decisionUnseen && item.decidedAt !== null && !shown.current.has(`${item.id}@${item.decidedAt}`),
    );
    if (fresh.length === 0) return;
    for (const item of fresh) {
      shown.current.add(`${item.id}@${item.decidedAt}`);
      const accepted = item.status === 'accepted';
      const message = airaMessages.applicationDecided(item.proposalName, accepted);
      if (accepted) toast.success({ message, autoClose: DECISION_TOAST_MS });
      else toast.info({ message, autoClose: DECISION_TOAST_MS });
    }
    mutate(
      { decisions: fresh.map((item) => ({ applicationId: item.id, decidedAt: item.decidedAt })) },
      {
        // Set in place rather than invalidated: the answer says exactly what changed, and the
        // proposals' root key would reload the whole list for it.
        onSuccess: () => {
          const seen = new Set(fresh.map((item) => `${item.id}@${item.decidedAt}`));
          queryClient.setQueryData(
            proposalKeys.applied(),
            (data: { items: Application[] } | undefined) =>
              data && { items: data.items.map((item) => (seen.has(`${item.id}@${item.decidedAt}`) ? { ...item, decisionUnseen: false } : item)) },
          );
        },
      },
    );
  }, [applied.data, mutate, queryClient]);
}
