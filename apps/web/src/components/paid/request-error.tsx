import { isApiError } from '@ma/api-client';
import { airaMessages } from '@ma/domain';
import { Button } from '@ma/ui/button';
import { Alert, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import { IconAlertTriangle } from '@tabler/icons-react';
import { failureMessage } from '../../lib/error-message.ts';
import { CreditsLink } from './credits-link.tsx';

export interface RequestErrorProps {
  error: unknown;
  /** Offers 'Tentar novamente' (the same request, with the same key). @default undefined */
  onRetry?: () => void;
}

/**
 * A paid request that did not go through, in the server's words: a balance too short links to
 * /credits; a dropped connection says that retrying does not charge twice.
 */
export function RequestError({ error, onRetry }: RequestErrorProps) {
  const insufficient = isApiError(error) && error.code === 'INSUFFICIENT_CREDITS';
  const dropped = !isApiError(error) || error.status === 0;
  return (
    <Alert color={insufficient ? 'yellow' : 'red'} radius="lg" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{dropped ? airaMessages.connectionLost : failureMessage(error)}</Text>
        {insufficient && <CreditsLink />}
        {onRetry && (
          <Button variant="secondary" color="red" size="xs" onClick={onRetry}>
            Tentar novamente
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
