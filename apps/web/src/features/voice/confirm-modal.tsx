import { Button } from '@ma/ui/button';
import { Flex, Modal, Text } from '@mantine/core';
import '@mantine/core/styles/Modal.css';

export interface ConfirmModalProps {
  opened: boolean;
  title: string;
  /** What will happen, in one or two sentences. */
  message: string;
  /** The button that does it, e.g. 'Excluir'. */
  confirmLabel: string;
  /** The action is on its way. @default false */
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before something that cannot be undone (deleting a sample, the profile). */
export function ConfirmModal({ opened, title, message, confirmLabel, loading = false, onConfirm, onClose }: ConfirmModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered radius="lg">
      <Text size="sm">{message}</Text>
      <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="flex-end" gap="sm" mt="lg">
        <Button variant="secondary" onClick={onClose} disabled={loading}>
          Cancelar
        </Button>
        <Button color="red.9" loading={loading} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Flex>
    </Modal>
  );
}
