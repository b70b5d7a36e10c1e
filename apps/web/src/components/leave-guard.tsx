import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useBlocker } from '@tanstack/react-router';

/**
 * Asks before leaving a page with unsaved changes: a dialog for the app's own links, the
 * browser's prompt for a reload or a closed tab. Nothing is lost silently.
 */
export function LeaveGuard({ when }: { when: boolean }) {
  const blocker = useBlocker({ shouldBlockFn: () => when, enableBeforeUnload: () => when, withResolver: true });
  return (
    <Modal opened={blocker.status === 'blocked'} onClose={() => blocker.reset?.()} title="Descartar alterações?" centered radius="lg">
      <Text size="sm">Você tem alterações que ainda não foram salvas. Se sair agora, elas serão perdidas.</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" radius="xl" onClick={() => blocker.reset?.()}>
          Continuar editando
        </Button>
        <Button color="red" radius="xl" onClick={() => blocker.proceed?.()}>
          Sair sem salvar
        </Button>
      </Group>
    </Modal>
  );
}
