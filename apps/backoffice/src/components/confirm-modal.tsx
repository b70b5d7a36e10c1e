import { Button } from '@ma/ui/button';
import { Group, Modal, Stack, Text, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';

/** A step asked before it is taken: what it does, the way back and the button that does it (red unless told). */
export function ConfirmModal({
  opened,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancelar',
  confirmColor = 'red',
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
  /** The confirming button's colour: a step that undoes nothing (an approval) need not be red. @default 'red' */
  confirmColor?: MantineColor;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} closeButtonProps={{ 'aria-label': 'Fechar' }}>
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
    </Modal>
  );
}
