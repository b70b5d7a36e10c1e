import { ConfirmModal } from '@ma/ui/dialog';
import type { MantineColor } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * A step a mutation takes on one item of a list (expire a coupon, remove a member...), asked
 * before it is taken: open while `item` is set (the one whose menu asked), confirming runs
 * `mutation` on it. The mutation says when the dialog closes (its `onSuccess` or `onSettled`).
 */
export function ConfirmStep<T>({
  item,
  mutation,
  onClose,
  title,
  confirmLabel,
  confirmColor,
  children,
}: {
  item: T | undefined;
  mutation: Pick<UseMutationResult<unknown, unknown, T>, 'isPending' | 'mutate'>;
  onClose: () => void;
  title: string;
  confirmLabel: string;
  /** @default ConfirmModal's red */
  confirmColor?: MantineColor;
  /** What the step does to the item. */
  children: (item: T) => ReactNode;
}) {
  return (
    <ConfirmModal
      opened={item !== undefined}
      title={title}
      confirmLabel={confirmLabel}
      confirmColor={confirmColor}
      loading={mutation.isPending}
      onConfirm={() => item !== undefined && mutation.mutate(item)}
      onClose={onClose}
    >
      {item !== undefined && children(item)}
    </ConfirmModal>
  );
}
