import { formatTime, type SocialNetwork } from '@ma/domain';
import { Button } from '@ma/ui/button';
import { Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useId } from 'react';
import { useIsPast } from './use-is-past.ts';
import { useRefreshNetwork } from './use-network-actions.ts';

export interface RefreshButtonProps {
  network: SocialNetwork;
  /** When the numbers may be read again; null when they may now. */
  availableAt: string | null;
  disabled?: boolean;
}

/** 'Atualizar': reads the numbers now, at most every few minutes; until then it says when. */
export function RefreshButton({ network, availableAt, disabled = false }: RefreshButtonProps) {
  const refresh = useRefreshNetwork();
  const available = useIsPast(availableAt);
  const hintId = useId();
  const waiting = !available && availableAt !== null;
  return (
    <Stack gap={2} align="flex-start">
      <Button
        variant="secondary"
        size="sm"
        leftSection={<IconRefresh size={16} aria-hidden />}
        loading={refresh.isPending}
        disabled={disabled || waiting}
        aria-describedby={waiting ? hintId : undefined}
        onClick={() => refresh.mutate(network)}
      >
        Atualizar
      </Button>
      {waiting && (
        <Text id={hintId} size="xs" c="dimmed">
          Disponível às {formatTime(availableAt)}
        </Text>
      )}
    </Stack>
  );
}
