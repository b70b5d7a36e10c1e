import { Button } from '@ma/ui/button';
import { Alert, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import { IconRefresh } from '@tabler/icons-react';

export interface ConflictAlertProps {
  /** The server's words for the conflict. */
  message: string;
  onReload: () => void;
  reloading: boolean;
}

/** A save refused because the kit was saved elsewhere (409 KIT_VERSION_CONFLICT): reload to go on. */
export function ConflictAlert({ message, onReload, reloading }: ConflictAlertProps) {
  return (
    <Alert color="orange" radius="md" title="Seu mídia kit foi alterado">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button variant="secondary" size="xs" leftSection={<IconRefresh size={16} aria-hidden />} loading={reloading} onClick={onReload}>
          Recarregar
        </Button>
      </Stack>
    </Alert>
  );
}
