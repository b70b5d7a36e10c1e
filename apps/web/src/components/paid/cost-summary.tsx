import '@mantine/core/styles/Alert.css';
import { creditBalanceQueryOptions, publicConfigQueryOptions } from '@ma/api-client/query';
import { airaMessages, errorMessage, formatCredits } from '@ma/domain';
import { Alert, Group, Stack, Text } from '@mantine/core';
import { IconCoins, IconPlugOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useApi } from '../../lib/use-api.ts';
import { CreditsLink } from './credits-link.tsx';

/**
 * The balance, whether it pays `cost`, and whether this server can do the work at all: unknown
 * (still loading or failed) counts as enough and available; the server decides. `blocked` is
 * either reason not to send. `unavailable` is why the server cannot (null when it can); left
 * out, it is Aira's writer, as /v3/config says.
 */
export function useCanPay(cost: number, unavailable?: string | null) {
  const api = useApi();
  const { data } = useQuery(creditBalanceQueryOptions(api));
  const { data: config } = useQuery(publicConfigQueryOptions(api));
  const balance = data?.balance;
  const short = balance !== undefined && balance < cost;
  const reason = unavailable !== undefined ? unavailable : config?.aiAvailable === false ? errorMessage('AI_UNAVAILABLE') : null;
  return { balance, short, unavailable: reason, blocked: short || reason !== null };
}

export interface CostSummaryProps {
  /** 'Gerar 3 ideias custa 3 créditos.' */
  costLine: string;
  cost: number;
  /** Why this server cannot do it now, or null when it can. @default Aira's writer's absence, from /v3/config */
  unavailable?: string | null;
  /** The confirm button. */
  children: ReactNode;
}

/**
 * What a paid request costs and the balance, said before the creator confirms (ideas, UGC
 * scripts, voice-overs); a short balance says so and links to /credits.
 */
export function CostSummary({ costLine, cost, unavailable, children }: CostSummaryProps) {
  const { balance, short, unavailable: reason } = useCanPay(cost, unavailable);
  return (
    <Stack gap="sm">
      {reason !== null && (
        <Alert variant="light" color="gray" radius="md" icon={<IconPlugOff size={20} aria-hidden />}>
          {reason}
        </Alert>
      )}
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <IconCoins size={20} aria-hidden color="var(--mantine-color-brand-6)" style={{ flexShrink: 0, marginTop: 1 }} />
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {costLine}
          </Text>
          {balance !== undefined && (
            <Text size="sm" c="dimmed">
              Seu saldo: {formatCredits(balance)}
            </Text>
          )}
        </Stack>
      </Group>
      {short && reason === null && balance !== undefined && (
        <Stack gap="xs" align="flex-start" role="alert">
          <Text size="sm" c="red.8">
            {airaMessages.insufficientCredits(balance, cost)}
          </Text>
          <CreditsLink />
        </Stack>
      )}
      {children}
    </Stack>
  );
}
