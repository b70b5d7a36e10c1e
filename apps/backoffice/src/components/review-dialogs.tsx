import { ConfirmStep } from '@ma/app-kit/confirm-step';
import { Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { ReviewDecisions } from '../lib/use-review-decisions.ts';
import { ReasonForm } from './reason-form.tsx';

interface Dialog<T> {
  title: string;
  /** The button that decides. */
  label: string;
  /** What the decision does to the item, said above the button. */
  body: (item: T) => ReactNode;
}

/**
 * A review queue's two dialogs (useReviewDecisions): the confirmation of the decision that needs
 * none more, and the reason of the one that goes back to the brand by e-mail (its API schema, and
 * where the reason goes).
 */
export function ReviewDialogs<T extends { id: string }>({
  decisions,
  accept,
  reject,
}: {
  decisions: ReviewDecisions<T>;
  accept: Dialog<T>;
  reject: Dialog<T> & { schema: z.ZodType<{ reason: string }, { reason: string }>; description: string };
}) {
  const { accepting, setAccepting, acceptance, rejecting, setRejecting, rejectWith } = decisions;
  return (
    <>
      <ConfirmStep
        item={accepting}
        mutation={acceptance}
        onClose={() => setAccepting(undefined)}
        title={accept.title}
        confirmLabel={accept.label}
        confirmColor="brand"
      >
        {accept.body}
      </ConfirmStep>
      <Modal
        opened={rejecting !== undefined}
        onClose={() => setRejecting(undefined)}
        title={reject.title}
        closeButtonProps={{ 'aria-label': 'Fechar' }}
      >
        {rejecting && (
          <ReasonForm
            schema={reject.schema}
            description={reject.description}
            submitLabel={reject.label}
            danger
            onSubmit={(reason) => rejectWith(rejecting, reason)}
          >
            <Text size="sm">{reject.body(rejecting)}</Text>
          </ReasonForm>
        )}
      </Modal>
    </>
  );
}
