import { isApiError } from '@ma/api-client';
import { toast } from '@ma/ui/toasts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

interface Decisions<T> {
  /** The list's root key, read again after each decision. */
  queryKey: readonly unknown[];
  /** The decision that needs only a confirmation (approve, publish) and what it says when done. */
  accept: (item: T) => Promise<unknown>;
  accepted: string;
  /** The decision that needs a reason (refuse, return) and what it says when done. */
  reject: (item: T, reason: string) => Promise<unknown>;
  rejected: string;
}

/**
 * A review queue's two decisions on one of its items (the brands' accounts, the brands' proposals):
 * the item being confirmed or given a reason, and the calls. A failure to accept is the app's toast
 * (@ma/app-kit/query-client): the server's detail, a 409's included; a failure to reject is the
 * reason form's. An item another operator decided meanwhile answers 409, and the list is read again.
 */
export function useReviewDecisions<T extends { id: string }>({ queryKey, accept, accepted, reject, rejected }: Decisions<T>) {
  const queryClient = useQueryClient();
  const [accepting, setAccepting] = useState<T>();
  const [rejecting, setRejecting] = useState<T>();
  const refresh = () => queryClient.invalidateQueries({ queryKey });
  const acceptance = useMutation({
    mutationFn: accept,
    onSuccess: () => toast.success(accepted),
    onSettled: () => {
      setAccepting(undefined);
      return refresh();
    },
  });
  const rejectWith = async (item: T, reason: string) => {
    try {
      await reject(item, reason);
    } catch (error) {
      // Decided by someone else: the form says so, and the list behind it shows how.
      if (isApiError(error) && error.status === 409) void refresh();
      throw error;
    }
    setRejecting(undefined);
    toast.success(rejected);
    await refresh();
  };
  return { accepting, setAccepting, acceptance, rejecting, setRejecting, rejectWith };
}

export type ReviewDecisions<T extends { id: string }> = ReturnType<typeof useReviewDecisions<T>>;
