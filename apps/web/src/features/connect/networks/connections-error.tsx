import { Button } from '@ma/ui/button';
import { Alert, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import { IconAlertTriangle } from '@tabler/icons-react';
import { failureMessage } from '../../../lib/error-message.ts';

/** The connections could not be read: the reason in pt-BR and a retry. */
export function ConnectionsError({ error, retrying, onRetry }: { error: unknown; retrying: boolean; onRetry: () => void }) {
  return (
    <Alert color="red" radius="lg" variant="light" icon={<IconAlertTriangle aria-hidden />} title="Não foi possível carregar suas redes">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{failureMessage(error)}</Text>
        <Button variant="secondary" color="red" size="xs" loading={retrying} onClick={onRetry}>
          Tentar novamente
        </Button>
      </Stack>
    </Alert>
  );
}
