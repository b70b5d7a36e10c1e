import { Group, Stack, Text, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Button } from '../button/button.tsx';
import { Dialog } from './dialog.tsx';

/** A step asked before it is taken: what it does, the way back and the button that does it (red unless told). */
export function ConfirmModal({
  opened,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancelar',
  confirmColor = 'red.9',
  loading,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  /** What the step does, in a sentence or two. */
  children: ReactNode;
  confirmLabel: string;
  /** @default 'Cancelar' */
  cancelLabel?: string;
  /**
   * The confirming button's colour: a step that undoes nothing (an approval) need not be red.
   * @default 'red.9' (white on Mantine's red 6 is below AA contrast)
   */
  confirmColor?: MantineColor;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog opened={opened} onClose={onClose} title={title}>
      <Stack>
        <Text size="sm">{children}</Text>
        <Group justify="flex-end">
          <Button variant="secondary" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button color={confirmColor} loading={loading} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
