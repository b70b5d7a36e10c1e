import { Button } from '@ma/ui/button';
import { Stack, Text } from '@mantine/core';
import { failureMessage } from '../lib/error-message.ts';
import { FailureAlert } from './failure-alert.tsx';

export interface LoadErrorProps {
  /** What could not be loaded, e.g. 'Não foi possível carregar seus links'. */
  title: string;
  error: unknown;
  /** The retry is on its way. @default false */
  retrying?: boolean;
  onRetry: () => void;
}

/** A query that failed, as LoadError reads it: its error, and a retry that shows while it runs. */
export const retryOf = (query: { error: unknown; isFetching: boolean; refetch: () => Promise<unknown> }) => ({
  error: query.error,
  retrying: query.isFetching,
  onRetry: () => void query.refetch(),
});

/** A failed load: the server's pt-BR reason (or the generic one) and 'Tentar novamente'. */
export function LoadError({ title, error, retrying = false, onRetry }: LoadErrorProps) {
  return (
    <FailureAlert title={title}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{failureMessage(error)}</Text>
        <Button variant="secondary" color="red" size="xs" loading={retrying} onClick={onRetry}>
          Tentar novamente
        </Button>
      </Stack>
    </FailureAlert>
  );
}
