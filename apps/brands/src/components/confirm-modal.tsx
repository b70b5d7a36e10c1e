import { Button } from '@ma/ui/button';
import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Dialog } from './dialog.tsx';

/** A step asked before it is taken: what it does, the way back and the red button that does it. */
export function ConfirmModal({
  opened,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancelar',
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
          {/* Red 9, as the back office's: white on Mantine's red 6 is below AA contrast. */}
          <Button color="red.9" loading={loading} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
