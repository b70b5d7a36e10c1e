import { Button } from '@ma/ui/button';
import { AlertTitle } from '@ma/ui/states';
import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { failureMessage } from './error-message.ts';

/** A failed load: the server's pt-BR reason (or the generic one) and 'Tentar novamente'. */
export function LoadError({ title, query }: { title: string; query: { error: unknown; isFetching: boolean; refetch: () => Promise<unknown> } }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title={<AlertTitle>{title}</AlertTitle>}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{failureMessage(query.error)}</Text>
        <Button variant="secondary" color="red" size="xs" loading={query.isFetching} onClick={() => void query.refetch()}>
          Tentar novamente
        </Button>
      </Stack>
    </Alert>
  );
}
