import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useRouter } from '@tanstack/react-router';
import { failureMessage } from '../lib/error-message.ts';

/** A route's error boundary: says what failed in pt-BR and offers a retry. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <Stack p="md" maw={560} mx="auto" w="100%">
      <Alert color="red" radius="md" icon={<IconAlertTriangle aria-hidden />} title="Não foi possível carregar esta página">
        {failureMessage(error)}
      </Alert>
      <Button
        variant="light"
        onClick={() => {
          reset();
          void router.invalidate();
        }}
      >
        Tentar novamente
      </Button>
    </Stack>
  );
}
