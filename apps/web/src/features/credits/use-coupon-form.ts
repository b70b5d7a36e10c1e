import type { ApiClient } from '@ma/api-client';
import { creditKeys, redeemCouponMutationOptions } from '@ma/api-client/query';
import { validateCouponCode } from '@ma/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { couponFailureMessage, couponSuccessMessage } from './coupon-messages.ts';

export type CouponFeedback = { kind: 'success' | 'error'; message: string } | null;

/**
 * The coupon form of SPEC.md sections 4 and 5: idle, validating, success (green message, input
 * cleared, balance refreshed) or error. The code is trimmed; a blank one shows the SPEC message
 * and makes no call. Submit is disabled while the field is empty or a call is pending; a field
 * holding only spaces can still be submitted, which is how the blank-code message shows.
 */
export function useCouponForm(api: ApiClient) {
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [feedback, setFeedback] = useState<CouponFeedback>(null);

  const mutation = useMutation({
    ...redeemCouponMutationOptions(api),
    // The form shows its own errors, inline.
    meta: { errorToast: false },
    onSuccess: async (result) => {
      setCode('');
      setFeedback({ kind: 'success', message: couponSuccessMessage(result) });
      // The root key: the balance (here and in the sidebar) and the history refresh together.
      await queryClient.invalidateQueries({ queryKey: creditKeys.all });
    },
    onError: (error) => setFeedback({ kind: 'error', message: couponFailureMessage(error) }),
  });

  return {
    code,
    feedback,
    pending: mutation.isPending,
    canSubmit: code !== '' && !mutation.isPending,
    change(next: string) {
      setCode(next);
      // A new attempt starts clean; a success message stays until then.
      if (feedback) setFeedback(null);
    },
    submit() {
      if (mutation.isPending) return;
      const check = validateCouponCode(code);
      if (!check.ok) {
        setFeedback({ kind: 'error', message: check.message });
        return;
      }
      setFeedback(null);
      mutation.mutate({ code: check.code });
    },
  };
}
